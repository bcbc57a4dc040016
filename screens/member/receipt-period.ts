import type { MallManifest } from "../../schemas/manifest.ts";
import { addDays, dayKey, monthKey, seoulDate } from "../../engine/format/seoul-calendar.ts";
import type { Now } from "../../engine/format/seoul-time.ts";

/** What the month selector offers: "all" (the receipt window) or a month as YYYYMM. */
export type ReceiptMonth = "all" | `${number}`;

/** The spec's receipt window: "all" is the last 90 days through today. */
export const RECEIPT_WINDOW_DAYS = 90;
/** The selector lists the current month and this many before it. */
const MONTHS_BEFORE = 3;

export interface ReceiptPeriod {
  /** YYYYMMDD, Seoul dates. */
  startDate: string;
  endDate: string;
}

/** The month selector's choices: all, then the current month and the 3 before it, newest first (Seoul). */
export function receiptMonths(now: Now): ReceiptMonth[] {
  const today = seoulDate(now);
  return ["all", ...Array.from({ length: MONTHS_BEFORE + 1 }, (_, i) => monthKey(today, -i) as ReceiptMonth)];
}

/**
 * The list call's period for a choice: "all" is today (Seoul) and the 90 days before it; a month is
 * day 01 to day 31 of that month, whatever its length, as the spec says (the server compares the
 * bounds as text). A month that is not YYYYMM falls back to "all".
 */
export function receiptPeriod(month: ReceiptMonth, now: Now): ReceiptPeriod {
  if (month !== "all" && /^\d{4}(0[1-9]|1[0-2])$/.test(month)) return { startDate: `${month}01`, endDate: `${month}31` };
  const today = seoulDate(now);
  return { startDate: dayKey(addDays(today, -RECEIPT_WINDOW_DAYS)), endDate: dayKey(today) };
}

/** Whether the mall has the overseas/luxury-brand (S-class) receipt box: the sclassReceipts feature of its manifest. */
export const showsSclassBox = (mall: Pick<MallManifest, "features"> | null | undefined): boolean => mall?.features.includes("sclassReceipts") ?? false;

/** The overseas/luxury-brand flag: Y only when the box is checked and the mall has the box. */
export function sclassYn(checked: boolean, mall: Pick<MallManifest, "features"> | null | undefined): "Y" | "N" {
  return checked && showsSclassBox(mall) ? "Y" : "N";
}
