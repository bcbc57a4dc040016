import { useContext, useMemo } from "react";
import { useMessages } from "../i18n/use-messages.ts";
import { formatAmount } from "./amount.ts";
import { ClockContext } from "./clock.ts";
import { formatDottedDate, formatShortDate } from "./dates.ts";
import { isEmptyValue, textOrEmpty } from "./empty-value.ts";
import { formatMessages } from "./format.messages.ts";
import { formatRound, type RoundOptions } from "./round-time.ts";
import { seoulDayKey, seoulMonthKey, type DateInput } from "./seoul-calendar.ts";
import { readSeoul } from "./seoul-read.ts";

/** The formatting functions bound to the current locale and clock. */
export interface BoundFormat {
  formatShortDate(value: DateInput): string;
  formatDottedDate(value: DateInput): string;
  formatRound(rndHm: string | null | undefined, options?: RoundOptions): string;
  formatAmount: typeof formatAmount;
  isEmptyValue: typeof isEmptyValue;
  textOrEmpty: typeof textOrEmpty;
  /** A date read as Seoul wall time (parseSeoul in seoul-time.ts gives a dayjs, for screens that need one). */
  readSeoul: typeof readSeoul;
  /** Today in Seoul as YYYYMMDD. */
  seoulDayKey(): string;
  /** This month in Seoul as YYYYMM. */
  seoulMonthKey(): string;
  /** The clock's current time in epoch ms. */
  now(): number;
}

/** engine/format's functions bound to the page's words (its locale) and the ClockContext clock. */
export function useFormat(): BoundFormat {
  const clock = useContext(ClockContext);
  const t = useMessages(formatMessages);
  return useMemo(
    () => ({
      formatShortDate: (value) => formatShortDate(t, value, clock()),
      formatDottedDate,
      formatRound: (rndHm, options) => formatRound(t, rndHm, options),
      formatAmount,
      isEmptyValue,
      textOrEmpty,
      readSeoul,
      seoulDayKey: () => seoulDayKey(clock()),
      seoulMonthKey: () => seoulMonthKey(clock()),
      now: clock,
    }),
    [clock, t],
  );
}
