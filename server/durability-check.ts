import type { ChildProcess } from "node:child_process";
import Database from "better-sqlite3";
import { kstDate } from "./lib/kst.ts";

// Durability under kill -9, shared by the test (server/durability.test.ts: one round on the
// TypeScript server) and the benchmark (npm run bench:durability: rounds on the build). A round
// keeps writers issuing coupons to new app devices as fast as the server answers, kills the server
// with SIGKILL while writes are in flight, and then reads the database as the restarted server
// will: every write the server acknowledged is there as answered, a write in flight is there whole
// or not at all, and SQLite finds the file sound.

/** One acknowledged or unanswered coupon issue. */
interface Write {
  uuid: string;
  cpSeq: number;
  /** The certificate number the server answered; null while unanswered at the kill. */
  certNo: string | null;
}

export interface RoundResult {
  /** Writes the server acknowledged (200 with the issue) before the kill. */
  acknowledged: number;
  /** Writes sent and not answered when the server died. */
  inFlight: number;
  /** Of those in flight, the ones the database holds (committed before the kill, answer lost). */
  inFlightKept: number;
  /** Acknowledged writes missing or different after the kill: must be empty. */
  lost: string[];
  /** Rows of this round that match no write sent (half-written or foreign): must be empty. */
  strays: string[];
  /** PRAGMA integrity_check and foreign_key_check findings: must be empty. */
  unsound: string[];
  /** Writes refused or failed before the kill (the stream must run until the kill): must be empty. */
  refused: string[];
}

/** Coupons an app device can be issued today on this mall (no quantity limit, not members-only). */
export function deviceCoupons(dbPath: string, mall: string, nowMs: number): number[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    const today = kstDate(nowMs);
    return db
      .prepare<[string, string, string], { cp_seq: number }>(
        "SELECT cp_seq FROM coupons WHERE mall = ? AND list_yn = 'Y' AND mbr_only_yn = 'N' AND tot_qty IS NULL AND down_strt_dt <= ? AND down_end_dt >= ? ORDER BY cp_seq",
      )
      .all(mall, today, today)
      .map((r) => r.cp_seq);
  } finally {
    db.close();
  }
}

export interface RoundOptions {
  /** The server's origin. */
  base: string;
  server: ChildProcess;
  dbPath: string;
  mall: string;
  coupons: readonly number[];
  /** Writers sending at once. */
  writers: number;
  /** How long the writes run before the kill. */
  killAfterMs: number;
  /** Distinguishes this round's devices from earlier rounds'. */
  tag: string;
}

/** Runs one round: writes, SIGKILL, then the checks on the database. */
export async function killRound(o: RoundOptions): Promise<RoundResult> {
  if (o.coupons.length === 0) throw new Error(`no coupon of ${o.mall} can be issued to a device now`);
  const writes: Write[] = [];
  const refused: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const write: Write = { uuid: `dur-${o.tag}-${w}-${i}`, cpSeq: o.coupons[(w + i) % o.coupons.length]!, certNo: null };
      writes.push(write);
      try {
        const res = await fetch(`${o.base}/api/${o.mall}/coupon/mycp/${write.cpSeq}/${write.uuid}.do`, {
          method: "POST",
          headers: { "sec-fetch-site": "same-origin" },
        });
        const body = (await res.json()) as { issue?: { certNo?: string } };
        if (res.status === 200 && body.issue?.certNo) write.certNo = body.issue.certNo;
        else {
          refused.push(`${write.uuid}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
          return;
        }
      } catch (e) {
        // The connection dies with the server: the write stays unanswered.
        if (!stop) refused.push(`${write.uuid}: ${String(e)}`);
        return;
      }
    }
  };
  const running = Array.from({ length: o.writers }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, o.killAfterMs));
  const exited = new Promise((r) => o.server.once("exit", r));
  o.server.kill("SIGKILL");
  stop = true;
  await exited;
  await Promise.all(running);
  return { ...checkDatabase(o.dbPath, o.tag, writes), refused };
}

function checkDatabase(dbPath: string, tag: string, writes: readonly Write[]): Omit<RoundResult, "refused"> {
  // Opening the file replays its write-ahead log, as the restarted server does.
  const db = new Database(dbPath);
  try {
    const unsound = [
      ...db
        .prepare<[], { integrity_check: string }>("PRAGMA integrity_check")
        .all()
        .map((r) => r.integrity_check)
        .filter((r) => r !== "ok"),
      ...db
        .prepare("PRAGMA foreign_key_check")
        .all()
        .map((r) => JSON.stringify(r)),
    ];
    const rows = db
      .prepare<[string], { cp_seq: number; holder_id: string; holder_type: string; cert_no: string; iss_dttm: string }>(
        "SELECT cp_seq, holder_id, holder_type, cert_no, iss_dttm FROM coupon_issues WHERE holder_id LIKE ?",
      )
      .all(`dur-${tag}-%`);
    const byUuid = new Map(rows.map((r) => [r.holder_id, r]));
    const sent = new Map(writes.map((w) => [w.uuid, w]));
    const lost: string[] = [];
    let inFlight = 0;
    let inFlightKept = 0;
    for (const w of writes) {
      const row = byUuid.get(w.uuid);
      if (w.certNo === null) {
        inFlight++;
        if (row) inFlightKept++;
      } else if (!row) lost.push(`${w.uuid}: acknowledged, not in the database`);
      else if (row.cert_no !== w.certNo || row.cp_seq !== w.cpSeq)
        lost.push(`${w.uuid}: acknowledged as ${w.cpSeq}/${w.certNo}, stored as ${row.cp_seq}/${row.cert_no}`);
    }
    const strays = rows
      .filter((r) => {
        const w = sent.get(r.holder_id);
        return !w || w.cpSeq !== r.cp_seq || r.holder_type !== "D" || !/^\d{16}$/.test(r.cert_no) || r.iss_dttm === "";
      })
      .map((r) => JSON.stringify(r));
    return { acknowledged: writes.length - inFlight, inFlight, inFlightKept, lost, strays, unsound };
  } finally {
    db.close();
  }
}
