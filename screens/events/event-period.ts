import type { MallEvent } from "../../schemas/api/events-models.ts";

type PeriodFields = Pick<MallEvent, "evt_prid_disp_yn" | "evt_strt_dt" | "evt_end_dt" | "evtStrtDtTxt" | "evtEndDtTxt">;

/**
 * The period line of an event (spec part-2 §3): with evt_prid_disp_yn Y the start and end dates in
 * the spec's date format (MM.DD(dd), YY. before another year's), with T the period texts as the
 * event gives them, with any other value no line at all (null). A missing side is left out.
 */
export function eventPeriod(event: PeriodFields, formatDate: (value: string) => string): string | null {
  const flag = event.evt_prid_disp_yn.trim().toUpperCase();
  const [from, to] =
    flag === "Y"
      ? [formatDate(event.evt_strt_dt), formatDate(event.evt_end_dt)]
      : flag === "T"
        ? [event.evtStrtDtTxt.trim(), event.evtEndDtTxt.trim()]
        : ["", ""];
  if (from === "" && to === "") return null;
  if (from === "" || to === "") return from || to;
  return `${from} ~ ${to}`;
}
