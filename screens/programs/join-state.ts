import { readSeoul } from "../../engine/format/seoul-read.ts";

/**
 * Where a program stands for joining at a moment (spec part-1 §4 "Lecture join button by time";
 * the reference server's rule, server/domains/programs/join-state.ts, tested against the same table
 * in tests/unit/join-state-agreement.test.ts):
 * - upcoming: before the join window (a disabled button with the opening date, decision A0);
 * - open: inside the window, joinDdlnYn N (apply);
 * - deadline: inside the window, joinDdlnYn Y ('application closed', disabled);
 * - prizePending: the window has passed, przYn Y, the prize time not reached ('application closed'
 *   and 'winner announcement in preparation');
 * - announced: the window has passed, przYn Y, the prize time reached (winner check, decision 4);
 * - closed: the window has passed without a draw.
 */
export type JoinState = "upcoming" | "open" | "deadline" | "prizePending" | "announced" | "closed";

/** The fields of a program (or rental) the rule reads, as the API writes them (Seoul wall time). */
export interface JoinFields {
  joinStrtDttm: string;
  joinEndDttm: string;
  joinDdlnYn: "Y" | "N";
  przYn: "Y" | "N";
  przStrtDttm: string | null;
}

/** The join state at `nowMs`, or null when the join window cannot be read (no button is offered then). */
export function joinStateOf(p: JoinFields, nowMs: number): JoinState | null {
  const start = readSeoul(p.joinStrtDttm)?.epochMs;
  const end = readSeoul(p.joinEndDttm)?.epochMs;
  if (start === undefined || end === undefined) return null;
  if (nowMs < start) return "upcoming";
  if (nowMs < end) return p.joinDdlnYn === "Y" ? "deadline" : "open";
  if (p.przYn !== "Y") return "closed";
  if (p.przStrtDttm === null) return "announced";
  // An unreadable prize time never claims the winners are out.
  const prize = readSeoul(p.przStrtDttm)?.epochMs;
  return prize !== undefined && nowMs >= prize ? "announced" : "prizePending";
}
