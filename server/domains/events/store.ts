import type { MallEvent } from "../../../schemas/api/events-models.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, type ServerMall } from "../../http/context.ts";

export interface EventRow {
  evt_seq: string;
  mall: string;
  evt_cd: MallEvent["evt_cd"];
  evt_titl: string;
  mobi_app_img1_uri: string;
  evt_prid_disp_yn: string;
  evt_strt_dt: string;
  evt_end_dt: string;
  evt_strt_dt_txt: string;
  evt_end_dt_txt: string;
  evt_cont: string;
  aply_yn: "Y" | "N";
  evt_code: string | null;
  event_mon: string | null;
  cp_seq: number | null;
  cp_ord: number | null;
  sort_ord: number;
}

export type NewEvent = Omit<EventRow, "aply_yn" | "evt_code" | "event_mon" | "cp_seq" | "cp_ord" | "sort_ord"> &
  Partial<Pick<EventRow, "aply_yn" | "evt_code" | "event_mon" | "cp_seq" | "cp_ord" | "sort_ord">>;

export function insertEvent(db: Db, e: NewEvent): void {
  db.prepare(
    `INSERT INTO events (evt_seq, mall, evt_cd, evt_titl, mobi_app_img1_uri, evt_prid_disp_yn, evt_strt_dt, evt_end_dt, evt_strt_dt_txt, evt_end_dt_txt,
       evt_cont, aply_yn, evt_code, event_mon, cp_seq, cp_ord, sort_ord)
     VALUES (@evt_seq, @mall, @evt_cd, @evt_titl, @mobi_app_img1_uri, @evt_prid_disp_yn, @evt_strt_dt, @evt_end_dt, @evt_strt_dt_txt, @evt_end_dt_txt,
       @evt_cont, @aply_yn, @evt_code, @event_mon, @cp_seq, @cp_ord, @sort_ord)`,
  ).run({ aply_yn: "N", evt_code: null, event_mon: null, cp_seq: null, cp_ord: null, sort_ord: 0, ...e });
}

export function toEvent(row: EventRow, today: string): MallEvent {
  return {
    evt_seq: row.evt_seq,
    evt_titl: row.evt_titl,
    mobi_app_img1_uri: row.mobi_app_img1_uri,
    evt_prid_disp_yn: row.evt_prid_disp_yn,
    evt_strt_dt: row.evt_strt_dt,
    evt_end_dt: row.evt_end_dt,
    evtStrtDtTxt: row.evt_strt_dt_txt,
    evtEndDtTxt: row.evt_end_dt_txt,
    evt_cd: row.evt_cd,
    cp_seq: row.cp_seq,
    cp_ord: row.cp_ord,
    eventMon: row.event_mon,
    evtStat: periodState(row.evt_strt_dt, row.evt_end_dt, today),
    aply_yn: row.aply_yn,
    code_yn: row.evt_code ? "Y" : "N",
  };
}

/** An event of the mall (404 otherwise), optionally of one kind. */
export function findEvent(db: Db, mall: ServerMall | null, evtSeq: string, kind?: EventRow["evt_cd"]): EventRow {
  const row = db.prepare<[string, string], EventRow>("SELECT * FROM events WHERE evt_seq = ? AND mall = ?").get(evtSeq, mall?.path ?? "");
  if (!row || (kind && row.evt_cd !== kind)) throw new HttpError(404, "event not found");
  return row;
}

/** Refuses a write to an event that is not running today. */
export function assertRunning(row: { evt_strt_dt: string; evt_end_dt: string }, today: string): void {
  const state = periodState(row.evt_strt_dt, row.evt_end_dt, today);
  if (state === "ready") throw new HttpError(422, "This event has not started yet.");
  if (state === "end") throw new HttpError(422, "This event has ended.");
}

/** SQL condition and order for a list of things with a period, in progress or ended. */
/** ing while today is inside [start, end], ready before, end after (dates YYYY-MM-DD, inclusive). */
export function periodState(start: string, end: string, today: string): "ready" | "ing" | "end" {
  if (today < start) return "ready";
  return today > end ? "end" : "ing";
}

export function periodFilter(evtStat: "ing" | "end"): { where: string; order: string } {
  return evtStat === "ing"
    ? { where: "evt_strt_dt <= @today AND evt_end_dt >= @today", order: "sort_ord, evt_strt_dt DESC, evt_seq" }
    : { where: "evt_end_dt < @today", order: "evt_end_dt DESC, evt_seq" };
}

/** The member's application to an event (the row the unique constraint guards). */
export interface ApplicationRow {
  evt_aply_seq: number;
  evt_seq: string;
  cust_id: string;
  aply_dttm: string;
}

export function findApplication(db: Db, evtSeq: string, custId: string): ApplicationRow | undefined {
  return db.prepare<[string, string], ApplicationRow>("SELECT * FROM event_applications WHERE evt_seq = ? AND cust_id = ?").get(evtSeq, custId);
}

/** Records an application once; a repeat or a concurrent twin reads the same row back. */
export function applyOnce(db: Db, evtSeq: string, custId: string, dttm: string): ApplicationRow {
  db.prepare("INSERT INTO event_applications (evt_seq, cust_id, aply_dttm) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(evtSeq, custId, dttm);
  return findApplication(db, evtSeq, custId)!;
}
