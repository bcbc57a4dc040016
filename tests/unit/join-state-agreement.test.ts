// The lecture dialog's join button (screens/programs/join-state.ts) and the reference server's
// refusals and joinAvlYn (server/domains/programs/join-state.ts) follow one rule, spec part-1 §4
// "Lecture join button by time": both are checked here against the same table, the client from the
// API's Seoul wall times, the server from its epoch milliseconds.
import { describe, expect, it } from "vitest";
import { joinStateOf, type JoinFields, type JoinState } from "../../screens/programs/join-state.ts";
import { joinState as serverJoinState } from "../../server/domains/programs/join-state.ts";
import { parseKstDttm } from "../../server/lib/kst.ts";

const START = "2026-11-20 10:00:00";
const END = "2026-11-27 18:00:00";
const PRIZE = "2026-11-30 12:00:00";

type Row = [ddln: "Y" | "N", przYn: "Y" | "N", prize: string | null, now: string, expected: JoinState];

/** The rule, row by row: each boundary on both sides (the window starts inclusive and ends exclusive; the prize time counts as reached). */
const JOIN_STATE_TABLE: readonly Row[] = [
  ["N", "Y", PRIZE, "2026-11-20 09:59:59", "upcoming"],
  ["N", "Y", PRIZE, "2026-11-20 10:00:00", "open"],
  ["N", "Y", PRIZE, "2026-11-24 12:00:00", "open"],
  ["N", "Y", PRIZE, "2026-11-27 17:59:59", "open"],
  ["N", "Y", PRIZE, "2026-11-27 18:00:00", "prizePending"],
  ["N", "Y", PRIZE, "2026-11-30 11:59:59", "prizePending"],
  ["N", "Y", PRIZE, "2026-11-30 12:00:00", "announced"],
  ["N", "Y", PRIZE, "2027-01-01 00:00:00", "announced"],
  // Fully booked (joinDdlnYn Y): closed inside the window only.
  ["Y", "Y", PRIZE, "2026-11-20 09:59:59", "upcoming"],
  ["Y", "Y", PRIZE, "2026-11-20 10:00:00", "deadline"],
  ["Y", "Y", PRIZE, "2026-11-27 17:59:59", "deadline"],
  ["Y", "Y", PRIZE, "2026-11-27 18:00:00", "prizePending"],
  ["Y", "Y", PRIZE, "2026-11-30 12:00:00", "announced"],
  // No draw: closed once the window has passed.
  ["N", "N", null, "2026-11-20 09:59:59", "upcoming"],
  ["N", "N", null, "2026-11-24 12:00:00", "open"],
  ["N", "N", null, "2026-11-27 18:00:00", "closed"],
  ["Y", "N", null, "2026-11-24 12:00:00", "deadline"],
  ["Y", "N", null, "2026-12-31 23:59:59", "closed"],
  ["N", "N", PRIZE, "2026-12-01 00:00:00", "closed"],
  // A draw without a prize time: announced as the window passes.
  ["N", "Y", null, "2026-11-27 17:59:59", "open"],
  ["N", "Y", null, "2026-11-27 18:00:00", "announced"],
  // A prize time inside the window: the window decides first.
  ["N", "Y", "2026-11-25 12:00:00", "2026-11-26 00:00:00", "open"],
  ["N", "Y", "2026-11-25 12:00:00", "2026-11-28 00:00:00", "announced"],
];

const fields = (ddln: "Y" | "N", przYn: "Y" | "N", prize: string | null): JoinFields => ({
  joinStrtDttm: START,
  joinEndDttm: END,
  joinDdlnYn: ddln,
  przYn,
  przStrtDttm: prize,
});
const client = (f: JoinFields, now: number) => joinStateOf(f, now);
const server = (f: JoinFields, now: number) =>
  serverJoinState(
    {
      joinStrtAt: parseKstDttm(f.joinStrtDttm),
      joinEndAt: parseKstDttm(f.joinEndDttm),
      joinDdlnYn: f.joinDdlnYn,
      przYn: f.przYn,
      przStrtAt: f.przStrtDttm === null ? null : parseKstDttm(f.przStrtDttm),
    },
    now,
  );

describe("the join button's rule against the server's", () => {
  it.each(JOIN_STATE_TABLE)("joinDdlnYn %s, przYn %s, prize %s, at %s: %s on both sides", (ddln, przYn, prize, now, expected) => {
    const f = fields(ddln, przYn, prize);
    const at = parseKstDttm(now);
    expect({ client: client(f, at), server: server(f, at) }).toEqual({ client: expected, server: expected });
  });

  it("agree on every combination of the flags and the prize time, one second on either side of every boundary", () => {
    const prizes = [null, "2026-11-25 12:00:00", PRIZE];
    const instants = [START, END, ...prizes.filter((p): p is string => p !== null)].flatMap((t) => [-1000, 0, 1000].map((d) => parseKstDttm(t) + d));
    let compared = 0;
    for (const ddln of ["Y", "N"] as const)
      for (const przYn of ["Y", "N"] as const)
        for (const prize of prizes)
          for (const at of instants) {
            const f = fields(ddln, przYn, prize);
            expect(client(f, at), `${ddln} ${przYn} ${prize} ${at}`).toBe(server(f, at));
            compared++;
          }
    expect(compared).toBe(2 * 2 * 3 * 12);
  });

  it("the client offers no button for a window it cannot read, and never calls unreadable prize times reached", () => {
    expect(joinStateOf({ ...fields("N", "Y", PRIZE), joinEndDttm: "2026-02-31 10:00:00" }, parseKstDttm(END))).toBeNull();
    expect(joinStateOf(fields("N", "Y", "2026-13-01 00:00:00"), parseKstDttm("2027-06-01 00:00:00"))).toBe("prizePending");
  });
});
