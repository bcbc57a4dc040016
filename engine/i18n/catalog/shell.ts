/** Strings of the app shell (skip link, header, drawer, language switch). */
export const shellMessages = {
  ko: {
    "shell.skipToContent": "본문으로 바로가기",
    "shell.menu": "메뉴",
    "shell.back": "뒤로 가기",
    "shell.closeMenu": "메뉴 닫기",
    "shell.toGate": "전체 지점 보기",
    "shell.language": "언어",
    "shell.language.ko": "한국어",
    "shell.language.en": "English",
    "shell.loading": "불러오는 중",
    "shell.home": "홈",
    "shell.error": "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  },
  en: {
    "shell.skipToContent": "Skip to content",
    "shell.menu": "Menu",
    "shell.back": "Go back",
    "shell.closeMenu": "Close menu",
    "shell.toGate": "All branches",
    "shell.language": "Language",
    "shell.language.ko": "한국어",
    "shell.language.en": "English",
    "shell.loading": "Loading",
    "shell.home": "Home",
    "shell.error": "An error has occurred. Please try again later.",
  },
} as const;
