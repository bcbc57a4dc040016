/**
 * Strings of the shared components (engine/ui) and the system screens (screens/system); the style
 * guide's are in layouts.ts. Korean is the default locale; the type of `en` makes a missing or extra
 * key a compile error.
 */
const ko = {
  "ui.header.back": "뒤로 가기",
  "ui.header.menu": "메뉴 열기",
  "ui.dialog.close": "닫기",
  "ui.confirm.title": "알림",
  "ui.confirm.ok": "확인",
  "ui.confirm.cancel": "취소",
  "ui.empty.title": "아직 표시할 내용이 없습니다.",
  "ui.error.title": "정보를 불러오지 못했습니다.",
  "ui.error.description": "잠시 후 다시 시도해 주세요.",
  "ui.error.retry": "다시 시도",
  "ui.loading": "불러오는 중입니다",
  "ui.splash.loading": "앱을 준비하고 있습니다",
  "ui.toTop": "맨 위로 이동",
  "ui.drawer.close": "메뉴 닫기",
  "ui.carousel.role": "슬라이드",
  "ui.carousel.slide": "{count}개 중 {index}번째",
  "ui.carousel.position": "{index} / {count}",
  "ui.carousel.pause": "자동 넘김 멈추기",
  "ui.carousel.play": "자동 넘김 시작하기",

  "ui.system.toMallHome": "{mall} 홈으로 가기",
  "ui.system.toGate": "지점 선택으로 가기",
  "ui.notAvailable.title": "준비 중인 페이지입니다",
  "ui.notAvailable.body": "이 화면은 현재 버전에서 아직 제공되지 않습니다. 더 나은 모습으로 곧 찾아뵙겠습니다.",
  "ui.notAvailable.screenId": "화면 ID: {id}",
  "ui.notFound.title": "페이지를 찾을 수 없습니다",
  "ui.notFound.body": "주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다. 입력하신 주소를 다시 확인해 주세요.",
  "ui.unsupported.title": "지원하지 않는 지점입니다.",
  // The spec's own wording, kept visible in every locale for support staff.
  "ui.unsupported.code": "Mall not supported",
  "ui.unsupported.body": "주소를 다시 확인하시거나, 아래에서 방문하실 지점을 선택해 주세요.",
  "ui.unsupported.requested": "요청한 지점: {name}",
} as const;

const en: Record<keyof typeof ko, string> = {
  "ui.header.back": "Go back",
  "ui.header.menu": "Open menu",
  "ui.dialog.close": "Close",
  "ui.confirm.title": "Notice",
  "ui.confirm.ok": "OK",
  "ui.confirm.cancel": "Cancel",
  "ui.empty.title": "Nothing to show yet.",
  "ui.error.title": "We couldn't load this.",
  "ui.error.description": "Please try again in a moment.",
  "ui.error.retry": "Try again",
  "ui.loading": "Loading",
  "ui.splash.loading": "Getting the app ready",
  "ui.toTop": "Back to top",
  "ui.drawer.close": "Close menu",
  "ui.carousel.role": "carousel",
  "ui.carousel.slide": "{index} of {count}",
  "ui.carousel.position": "{index} / {count}",
  "ui.carousel.pause": "Pause the slides",
  "ui.carousel.play": "Play the slides",

  "ui.system.toMallHome": "Go to {mall} home",
  "ui.system.toGate": "Choose a branch",
  "ui.notAvailable.title": "This page is not available yet",
  "ui.notAvailable.body": "This screen is not part of the current version yet. We are getting it ready for you.",
  "ui.notAvailable.screenId": "Screen ID: {id}",
  "ui.notFound.title": "Page not found",
  "ui.notFound.body": "The address may have changed, or the page is no longer offered. Please check the address.",
  "ui.unsupported.title": "Mall not supported",
  "ui.unsupported.code": "Mall not supported",
  "ui.unsupported.body": "Please check the address, or choose the branch you want to visit below.",
  "ui.unsupported.requested": "Requested: {name}",
};

export const uiMessages = { ko, en } as const;
