/** Texts of the system dialogs (spec part-1 §8, part-2 §8); their title and button are the alert defaults. */
export const dialogsMessages = {
  ko: {
    "dialogs.inspection": "시스템 점검 중입니다.\n점검 완료 후 이용해 주세요.",
    "dialogs.error": "오류가 발생했습니다.\n잠시 후 다시 시도해 주세요.",
  },
  en: {
    "dialogs.inspection": "We are checking the system. Please use it after the inspection is completed.",
    "dialogs.error": "An error has occurred. Please try again later.",
  },
} as const;
