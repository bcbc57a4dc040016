import type { Words } from "../../engine/i18n/words.ts";

/** The exhibitions of a week (store/exhibit) and an exhibition's dialog. */
const ko = {
  "exh.weeks": "주 선택",
  "exh.prev": "이전 주",
  "exh.next": "다음 주",
  "exh.toThisWeek": "이번 주로",
  "exh.week.this": "이번 주",
  "exh.week.last": "지난 주",
  "exh.week.coming": "다음 주",
  "exh.week.other": "선택한 주",
  "exh.range": "{from} – {to}",
  "exh.list": "{week} 전시 목록",
  "exh.empty": "이 기간에 열리는 전시가 없습니다.",
  "exh.period": "{from} ~ {to}",
  "exh.card.meta": "{period} · {place}",
  "exh.detail": "전시 정보",
  "exh.detail.period": "기간",
  "exh.detail.place": "장소",
  "exh.detail.hours": "관람 시간",
  "exh.detail.fee": "관람료",
  "exh.notFound": "전시 정보를 찾을 수 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "exh.weeks": "Choose a week",
  "exh.prev": "Previous week",
  "exh.next": "Next week",
  "exh.toThisWeek": "Back to this week",
  "exh.week.this": "This week",
  "exh.week.last": "Last week",
  "exh.week.coming": "Next week",
  "exh.week.other": "Week shown",
  "exh.range": "{from} – {to}",
  "exh.list": "Exhibitions, {week}",
  "exh.empty": "No exhibitions are on in this week.",
  "exh.period": "{from} to {to}",
  "exh.card.meta": "{period} · {place}",
  "exh.detail": "Exhibition",
  "exh.detail.period": "Dates",
  "exh.detail.place": "Place",
  "exh.detail.hours": "Opening hours",
  "exh.detail.fee": "Admission",
  "exh.notFound": "This exhibition could not be found.",
};

export const exhibitionsMessages = { ko, en };
