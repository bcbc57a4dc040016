/** Strings of the brand host hand-over (hand-over.ts): the question before it replaces a logged-in member. */
export const handOverMessages = {
  ko: {
    "session.handOver.switch": "다른 회원의 계정으로 로그인하는 링크입니다. 계정을 전환하시겠습니까?",
    "session.handOver.confirm": "계정 전환",
    "session.handOver.cancel": "취소",
  },
  en: {
    "session.handOver.switch": "This link logs in to another member's account. Switch accounts?",
    "session.handOver.confirm": "Switch accounts",
    "session.handOver.cancel": "Cancel",
  },
} as const;
