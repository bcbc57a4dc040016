import { SEOUL_OFFSET_MS, seoulDate, type Now, type SeoulDate } from "./seoul-calendar.ts";

/** A mall's opening hours as its manifest declares them ("10:30", "22:00"), with its closed days (YYYY-MM-DD). */
export interface MallHours {
  open: string;
  close: string;
  closedDays?: readonly string[] | undefined;
}

/** Today at the mall (Seoul calendar): open from–to, or closed all day. */
export type HoursToday = { kind: "open"; open: string; close: string; day: string } | { kind: "closed"; day: string };

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: SeoulDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Today's hours in Seoul: closed on a declared closed day, else the declared opening and closing times. */
export function hoursToday(hours: MallHours, now: Now): HoursToday {
  const day = isoDay(seoulDate(now));
  if (hours.closedDays?.includes(day)) return { kind: "closed", day };
  return { kind: "open", open: hours.open, close: hours.close, day };
}

/** The closed days from today on (Seoul), earliest first, at most `limit` (past ones are not news). */
export function upcomingClosedDays(hours: MallHours, now: Now, limit = 3): string[] {
  const today = isoDay(seoulDate(now));
  return [...(hours.closedDays ?? [])]
    .filter((d) => d >= today)
    .sort()
    .slice(0, limit);
}

/** Whether the mall is open at this instant (Seoul time): a closed day never is. */
export function isOpenNow(hours: MallHours, now: Now): boolean {
  const today = hoursToday(hours, now);
  if (today.kind === "closed") return false;
  const seoul = new Date((typeof now === "number" ? now : now.getTime()) + SEOUL_OFFSET_MS);
  const hm = `${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}`;
  return hm >= today.open && hm < today.close;
}
