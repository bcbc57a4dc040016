import type { DialogEvent, DialogFields, DialogKind } from "./dialog.machine.ts";

// Test and flow-lab fixtures: requests as the dialog service would send them.

/** A `dialog.open` of the given kind. */
export function openEvent(id: string, kind: DialogKind = "confirm", fields?: DialogFields): DialogEvent {
  return fields ? { type: "dialog.open", id, kind, fields } : { type: "dialog.open", id, kind };
}

export const bannerConfirm: DialogFields = {
  title: "배너",
  text: "배너를 닫으시겠습니까?",
  positive: "닫기",
  negative: "오늘 하루 닫기",
};

export const winnerAlert: DialogFields = { text: "등록된 당첨자 명단이 없습니다." };

/**
 * The outside events a graph walk feeds: two confirms (the second one is the spec's second
 * confirm) and two inspection requests that merge into one dialog, each answered both ways and
 * dismissed. Few ids on purpose: every order of them is a state of its own (the error dialog
 * behaves as the inspection one does; the unit tests cover it).
 */
export const dialogGraphEvents: readonly DialogEvent[] = [
  openEvent("c1"),
  openEvent("c2"),
  openEvent("i1", "inspection"),
  openEvent("i2", "inspection"),
  ...["c1", "c2", "i1"].flatMap((id): DialogEvent[] => [
    { type: "dialog.answer", id, answer: "positive" },
    { type: "dialog.answer", id, answer: "negative" },
    { type: "dialog.dismiss", id },
  ]),
];
