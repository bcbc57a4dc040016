import type { Words } from "../../engine/i18n/words.ts";

/** The event words several event screens show: the tabs, "ended", "period", the way back to the list. */
const ko = {
  "events.tab.ing": "진행 중",
  "events.tab.end": "종료",
  "events.status.end": "종료",
  "events.period": "기간",
  "events.detail.toList": "이벤트 목록",
} as const;

const en: Words<typeof ko> = {
  "events.tab.ing": "In progress",
  "events.tab.end": "Ended",
  "events.status.end": "Ended",
  "events.period": "Period",
  "events.detail.toList": "All events",
};

export const eventWordsMessages = { ko, en };
