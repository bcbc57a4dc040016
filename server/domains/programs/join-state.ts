/**
 * Where a program (or rental) stands for joining at a moment, per spec part-1 §4 "Lecture join
 * button by time":
 * - open: inside the join window and joinDdlnYn N (apply button);
 * - deadline: inside the window and joinDdlnYn Y ('application closed', disabled);
 * - prizePending: join end passed, przYn Y, prize time not reached ('application closed' +
 *   'winner announcement in preparation');
 * - announced: join end passed, przYn Y, prize time reached (winner check);
 * - upcoming / closed: before the window / after it without a draw.
 */
export type JoinState = "upcoming" | "open" | "deadline" | "prizePending" | "announced" | "closed";

export interface JoinWindow {
  joinStrtAt: number;
  joinEndAt: number;
  joinDdlnYn: "Y" | "N";
  przYn: "Y" | "N";
  przStrtAt: number | null;
}

export function joinState(w: JoinWindow, nowMs: number): JoinState {
  if (nowMs < w.joinStrtAt) return "upcoming";
  if (nowMs < w.joinEndAt) return w.joinDdlnYn === "Y" ? "deadline" : "open";
  if (w.przYn !== "Y") return "closed";
  if (w.przStrtAt !== null && nowMs < w.przStrtAt) return "prizePending";
  return "announced";
}

/** Why a join is refused in a state other than open (the answer's message). */
export const JOIN_REFUSALS: Record<Exclude<JoinState, "open">, string> = {
  upcoming: "The application period has not started yet.",
  deadline: "Applications are closed: the program is fully booked.",
  prizePending: "The application period has ended.",
  announced: "The application period has ended.",
  closed: "The application period has ended.",
};
