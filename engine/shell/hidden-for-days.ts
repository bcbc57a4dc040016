import { useCallback, useSyncExternalStore } from "react";
import { addDays, dayKey, seoulDate, seoulDayKey, type Now } from "../format/seoul-calendar.ts";

// "Don't show again for N days" (spec part-2 §4, §9): the day the visitor chose it is stored as
// YYYYMMDD (Seoul) under the notice's key; the notice stays hidden until N days have passed. The
// partner dialog hides for 7 days; the main popup and the top ribbon for the day.

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether a notice hidden on `stored` (YYYYMMDD) is still hidden on the day of `now`, for `days` days. */
export function stillHidden(stored: string | null, days: number, now: Now): boolean {
  if (stored === null || !/^\d{8}$/.test(stored)) return false;
  const from = { year: Number(stored.slice(0, 4)), month: Number(stored.slice(4, 6)), day: Number(stored.slice(6, 8)) };
  const until = dayKey(addDays(from, days));
  const today = dayKey(seoulDate(now));
  return today >= stored && today < until;
}

/** Whether the notice under `key` is hidden now. */
export function isHiddenForDays(key: string, days: number, now: Now): boolean {
  return stillHidden(storage()?.getItem(key) ?? null, days, now);
}

/** Hides the notice under `key` from today (Seoul). */
export function hideForDays(key: string, now: Now): void {
  try {
    storage()?.setItem(key, seoulDayKey(now));
  } catch {
    // A full or refused storage only means the notice shows again.
  }
}

const noSubscription = () => () => {};
const shownAtFirst = () => false;

/**
 * Whether the notice under `key` is hidden now, read in render (null: no notice). HTML rendered on
 * a server cannot know, and the render that hydrates it must agree: both say "shown" (the server
 * snapshot), and the render right after reads the storage.
 */
export function useHiddenForDays(key: string | null, days: number, now: () => number): boolean {
  const read = useCallback(() => key !== null && isHiddenForDays(key, days, now()), [key, days, now]);
  return useSyncExternalStore(noSubscription, read, shownAtFirst);
}
