import type { Values } from "../i18n/use-messages.ts";
import type { IdOf } from "../i18n/words.ts";
import { isEmptyValue } from "./empty-value.ts";
import type { formatMessages } from "./format.messages.ts";

/** The format kit's words (format.messages.ts) in the page's language, by id (useMessages' `t`). */
export type FormatWords = (id: IdOf<typeof formatMessages>, values?: Values) => string;

export interface RoundOptions {
  /** The round's number (progRndNo or rndNo); shown only when the program has several rounds. */
  roundNo?: number | string | null | undefined;
  /** True when the program has more than one round (isMulti). */
  multi?: boolean | undefined;
}

const HHMM = /^(\d{1,2}):?(\d{2})$/;

function timeOfDay(t: FormatWords, rndHm: string): string {
  const match = HHMM.exec(rndHm.trim());
  const hour24 = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour24 > 23 || minute > 59) return "";
  const values = { period: hour24 < 12 ? "am" : "pm", hour: hour24 % 12 || 12, minute };
  return t(minute === 0 ? "format.time.hour" : "format.time.hourMinute", values);
}

/**
 * A program round's start as 'am/pm h시' (spec part-1 §5): minutes only when nonzero, the round
 * number only for multi-round programs. "오후 2시", "오전 10시 30분", "1회차 오후 2시"; en "2 PM",
 * "10:30 AM", "Round 1 · 2 PM". rndHm is HHmm (or HH:mm); anything else → "".
 */
export function formatRound(t: FormatWords, rndHm: string | null | undefined, { roundNo, multi = false }: RoundOptions = {}): string {
  if (rndHm === null || rndHm === undefined || isEmptyValue(rndHm)) return "";
  const time = timeOfDay(t, rndHm);
  if (!time || !multi || roundNo === null || roundNo === undefined || isEmptyValue(roundNo)) return time;
  return t("format.round", { round: String(roundNo), time });
}
