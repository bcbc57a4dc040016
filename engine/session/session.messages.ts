/** Strings of the member session (the login prompt of member-only routes). */
export const sessionMessages = {
  ko: {
    "session.loginRequired": "로그인이 필요한 서비스입니다. 로그인하시겠습니까?",
    "session.loginPrompt.confirm": "로그인",
    "session.loginPrompt.cancel": "취소",
    "session.checking": "회원 정보를 확인하고 있습니다.",
    "session.checkFailed": "회원 정보를 확인하지 못했습니다.",
  },
  en: {
    "session.loginRequired": "This service requires login. Do you want to log in?",
    "session.loginPrompt.confirm": "Log in",
    "session.loginPrompt.cancel": "Cancel",
    "session.checking": "Checking your member information.",
    "session.checkFailed": "We could not check your member information.",
  },
} as const;
