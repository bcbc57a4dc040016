// The coupon-issue target of bench:api. A download the holder already has answers the existing issue
// (a read), so every measured request takes a (member, coupon) pair never used before: the benchmark's
// own database gets enough extra members, each logged in through the real login endpoint, and the
// issue rows are counted after the run to show each answered request issued a coupon.
import type { Db } from "../server/db/open.ts";
import { hashPassword } from "../server/lib/passwords.ts";

/** Customer ids of the benchmark's members start with this (the seed's members start with M). */
export const BENCH_CUST_PREFIX = "B";
export const BENCH_PASSWORD = "Bench!2026";
// Logging in a thousand members is set-up, not what is measured: a cheap scrypt cost keeps it to seconds
// (the cost travels with each hash, so the server checks it as it checks any other).
const BENCH_HASH_COST = 1024;

export interface BenchMember {
  custId: string;
  userId: string;
}

/** Coupons of a mall any member can download on `today` with no quantity limit (a limited one would run out mid-run and answer 409). */
export function issuableCoupons(db: Db, mall: string, today: string): number[] {
  return db
    .prepare<[string, string, string], { cp_seq: number }>(
      `SELECT cp_seq FROM coupons WHERE mall = ? AND list_yn = 'Y' AND tot_qty IS NULL AND down_strt_dt <= ? AND down_end_dt >= ? ORDER BY cp_seq`,
    )
    .all(mall, today, today)
    .map((r) => r.cp_seq);
}

/** How many members `requests` downloads need so that no (member, coupon) pair repeats, with room for the requests built but not sent. */
export function membersNeeded(requests: number, coupons: number, connections: number): number {
  if (coupons === 0) throw new Error("no coupon can be issued on the benchmark's date");
  return Math.ceil((requests * 1.1 + 4 * connections) / coupons);
}

/** Adds `count` members B0000001… (copies of a seeded member with their own ids and password) and returns them. */
export function addBenchMembers(db: Db, count: number, templateCustId = "M0000004"): BenchMember[] {
  const columns = db
    .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('members')")
    .all()
    .map((c) => c.name);
  const own: Record<string, string> = { cust_id: "@custId", user_id: "@userId", pw_hash: "@hash", point_card_num: "@card" };
  const insert = db.prepare(
    `INSERT INTO members (${columns.join(", ")}) SELECT ${columns.map((c) => own[c] ?? c).join(", ")} FROM members WHERE cust_id = @template`,
  );
  const hash = hashPassword(BENCH_PASSWORD, undefined, BENCH_HASH_COST);
  const members = Array.from({ length: count }, (_, i) => ({
    custId: `${BENCH_CUST_PREFIX}${String(i + 1).padStart(7, "0")}`,
    userId: `benchmember${i + 1}`,
  }));
  db.transaction(() => {
    for (const [i, m] of members.entries()) {
      const r = insert.run({ ...m, hash, card: `9419${String(i + 1).padStart(12, "0")}`, template: templateCustId });
      if (r.changes !== 1) throw new Error(`no member ${templateCustId} to copy`);
    }
  })();
  return members;
}

/** Coupons issued to the benchmark's members. */
export function benchIssueCount(db: Db): number {
  return db
    .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM coupon_issues WHERE holder_type = 'M' AND holder_id LIKE ? || '%'")
    .get(BENCH_CUST_PREFIX)!.n;
}

/**
 * Hands out (member, coupon) pairs, each once: member 1 takes every coupon, then member 2…
 * Past the last pair it starts over (those would be reads) and counts the repeats, which fail the run.
 */
export function issuePairs<M>(members: readonly M[], coupons: readonly number[]) {
  let next = 0;
  let repeats = 0;
  const total = members.length * coupons.length;
  return {
    next(): { member: M; cpSeq: number } {
      if (next >= total) repeats++;
      const k = next++ % total;
      return { member: members[Math.floor(k / coupons.length)]!, cpSeq: coupons[k % coupons.length]! };
    },
    get repeats() {
      return repeats;
    },
  };
}

/**
 * Why a run's successful answers were not all fresh issues, or null when each one added an issue row.
 * A request still in flight when the run stopped may add a row without being counted (one per connection).
 */
export function issueShortfall(run: { answered2xx: number; rowsAdded: number; repeats: number; connections: number }): string | null {
  if (run.repeats > 0) return `${run.repeats} requests reused a (member, coupon) pair: raise the members (membersNeeded)`;
  if (run.rowsAdded < run.answered2xx) return `only ${run.rowsAdded} coupons issued for ${run.answered2xx} successful answers: the rest were reads`;
  if (run.rowsAdded > run.answered2xx + run.connections) return `${run.rowsAdded} coupons issued for ${run.answered2xx} successful answers`;
  return null;
}

type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Logs one member in through the login endpoint (as the app's own page) and returns the session cookie. */
export async function loginCookie(send: Send, loginPath: string, userId: string, password: string): Promise<string> {
  const res = await send(loginPath, {
    method: "POST",
    // Writes answer only same-origin requests (server/http/same-origin.ts).
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ userId, userPw: password, aloginYn: "N" }).toString(),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (res.status !== 200 || !cookie.includes("=")) throw new Error(`login of ${userId} failed with ${res.status}: ${await res.text()}`);
  return cookie;
}

/** Logs every benchmark member in, a few at a time, and returns their cookies in the members' order. */
export async function loginBenchMembers(send: Send, loginPath: string, members: readonly BenchMember[], parallel = 8): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const i = next++;
      cookies[i] = await loginCookie(send, loginPath, members[i]!.userId, BENCH_PASSWORD);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}
