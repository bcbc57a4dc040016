import type { ServerMall } from "../../http/context.ts";
import { kstMonth } from "../../lib/kst.ts";

/** Malls on the standard route set (the main and city brands) run a monthly stamp event. */
const STAMP_BRANDS = new Set(["main", "city"]);

/** The id of a mall's stamp event for a month: S + mall code + YYYYMM (S01202611). */
export const stampEvtSeq = (bcnCd: string, eventMon: string) => `S${bcnCd}${eventMon}`;

/** First and last day (YYYY-MM-DD) of a YYYYMM month: a stamp event runs for its whole month. */
function monthRange(mon: string): { first: string; last: string } {
  const y = mon.slice(0, 4);
  const m = mon.slice(4, 6);
  const last = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
  return { first: `${y}-${m}-01`, last: `${y}-${m}-${String(last).padStart(2, "0")}` };
}

export interface StampPlanItem {
  evtSeq: string;
  mall: ServerMall;
  bcnCd: string;
  eventMon: string;
  first: string;
  last: string;
}

/**
 * The stamp events the seed creates: the current month at every standard mall, and the April 2023
 * coexmall event the manifests redirect. Shared by the events seed (the event rows) and the stamps
 * seed (the stamp cards), so neither depends on the other having run.
 */
export function stampEventPlan(malls: readonly ServerMall[], now: Date): StampPlanItem[] {
  const month = kstMonth(now.getTime());
  const out: StampPlanItem[] = [];
  for (const mall of malls) {
    if (!STAMP_BRANDS.has(mall.brand) || !mall.code) continue;
    const months = mall.path === "coexmall" && month !== "202304" ? ["202304", month] : [month];
    for (const eventMon of months) out.push({ evtSeq: stampEvtSeq(mall.code, eventMon), mall, bcnCd: mall.code, eventMon, ...monthRange(eventMon) });
  }
  return out;
}
