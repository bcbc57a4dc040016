import type { Words } from "../../engine/i18n/words.ts";

/** The terms page (m/agreement), the app's terms list and its permissions page. */
const ko = {
  "agreementPage.close": "닫기",
  "agreementPage.policy.intro": "{mall}의 약관과 정책입니다. 항목을 누르면 현재 시행 중인 내용과 이전 버전을 볼 수 있습니다.",
  "agreementPage.policy.list": "약관 목록",
  "agreementPage.policy.membership": "멤버십 이용약관",
  "noticeAccess.intro":
    "필드몰 앱은 아래 기능을 제공하기 위해 휴대전화의 권한을 사용합니다. 선택 권한은 허용하지 않아도 앱을 이용할 수 있으며, 그 권한이 필요한 기능만 쓸 수 없습니다.",
  "noticeAccess.required": "필수 접근 권한",
  "noticeAccess.required.none": "꼭 허용해야 하는 권한은 없습니다.",
  "noticeAccess.optional": "선택 접근 권한",
  "noticeAccess.camera": "카메라",
  "noticeAccess.camera.text": "매장과 시설의 QR 코드를 찍어 위치 안내를 받거나 스탬프를 적립할 때 사용합니다.",
  "noticeAccess.location": "위치",
  "noticeAccess.location.text": "가까운 지점을 고르고, 주차 위치 찾기와 위치 기반 혜택을 안내할 때 사용합니다. 위치정보 이용 동의는 지점마다 따로 받습니다.",
  "noticeAccess.notifications": "알림",
  "noticeAccess.notifications.text": "이벤트, 쿠폰, 당첨 소식과 1:1 문의 답변을 알려 드릴 때 사용합니다.",
  "noticeAccess.change": "권한을 바꾸려면",
  "noticeAccess.change.text":
    "휴대전화의 설정 > 애플리케이션 > 필드몰에서 언제든지 허용하거나 거부할 수 있습니다. 알림 수신은 앱의 설정에서도 바꿀 수 있습니다.",
} as const;

const en: Words<typeof ko> = {
  "agreementPage.close": "Close",
  "agreementPage.policy.intro": "The terms and policies of {mall}. Open one to read the version in force and the earlier ones.",
  "agreementPage.policy.list": "Terms",
  "agreementPage.policy.membership": "Membership terms",
  "noticeAccess.intro":
    "The FIELD MALL app uses these permissions of your phone for the features below. You can use the app without the optional ones; only the features that need them are unavailable.",
  "noticeAccess.required": "Required permissions",
  "noticeAccess.required.none": "No permission is required.",
  "noticeAccess.optional": "Optional permissions",
  "noticeAccess.camera": "Camera",
  "noticeAccess.camera.text": "To scan the QR codes of stores and facilities for directions, and to collect stamps.",
  "noticeAccess.location": "Location",
  "noticeAccess.location.text":
    "To pick the nearest mall, to find your parked car and to offer benefits nearby. Consent to use your location is asked separately for each mall.",
  "noticeAccess.notifications": "Notifications",
  "noticeAccess.notifications.text": "To tell you about events, coupons, prize draws and answers to your 1:1 inquiries.",
  "noticeAccess.change": "To change a permission",
  "noticeAccess.change.text":
    "Allow or deny it at any time in your phone's Settings > Apps > FIELD MALL. Push notifications can also be switched in the app's settings.",
};

export const agreementPageMessages = { ko, en };
