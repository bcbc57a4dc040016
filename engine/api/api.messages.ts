import type { Words } from "../i18n/words.ts";

/** Strings of a screen's error state after a failed call (engine/api/error-message.ts picks one). */
const ko = {
  "api.error.network": "네트워크 연결을 확인한 뒤 다시 시도해 주세요.",
  "api.error.timeout": "응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.",
  "api.error.loginRequired": "로그인이 필요한 서비스입니다.",
  "api.error.general": "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  "api.retry": "다시 시도",
} as const;

const en: Words<typeof ko> = {
  "api.error.network": "Check your connection and try again.",
  "api.error.timeout": "The answer is taking too long. Please try again later.",
  "api.error.loginRequired": "This service requires login.",
  "api.error.general": "An error has occurred. Please try again later.",
  "api.retry": "Try again",
};

export const apiMessages = { ko, en } as const;

/** Ids of the API messages. */
export type ApiMessageId = keyof typeof ko;
