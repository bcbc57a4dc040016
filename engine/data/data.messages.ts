import type { Words } from "../i18n/words.ts";

/**
 * Strings of the screen kit's data states (engine/data): the loading region, the error state's
 * message by failure kind (network, timeout and login-required come from the api catalogue) and the
 * "more" button of paged lists. Korean is the default; the type of `en` makes a missing key a compile error.
 */
const ko = {
  "data.loading": "내용을 불러오는 중입니다",
  "data.error.server": "서버에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
  // The spec's "system under inspection" message, for a 503 answer.
  "data.error.maintenance": "시스템 점검 중입니다. 점검이 끝난 뒤 이용해 주세요.",
  "data.error.notFound": "요청하신 정보를 찾을 수 없습니다.",
  "data.error.request": "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  "data.error.failure": "요청이 정상적으로 처리되지 않았습니다. 잠시 후 다시 시도해 주세요.",
  "data.error.decode": "받은 정보를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  "data.more": "더보기",
  "data.more.failed": "다음 목록을 불러오지 못했습니다.",
  "data.more.retry": "다시 불러오기",
} as const;

const en: Words<typeof ko> = {
  "data.loading": "Loading content",
  "data.error.server": "The server has a temporary problem. Please try again later.",
  "data.error.maintenance": "We are checking the system. Please use it after the inspection is completed.",
  "data.error.notFound": "The information you asked for could not be found.",
  "data.error.request": "Your request could not be processed. Please try again later.",
  "data.error.failure": "Your request was not completed. Please try again later.",
  "data.error.decode": "The information received cannot be shown. Please try again later.",
  "data.more": "More",
  "data.more.failed": "The next part of the list could not be loaded.",
  "data.more.retry": "Load again",
};

export const dataMessages = { ko, en } as const;

/** Ids of the data-state messages. */
export type DataMessageId = keyof typeof ko;
