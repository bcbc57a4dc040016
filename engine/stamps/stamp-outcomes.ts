import type { StampOutcome } from "../../machines/stamp.machine.ts";

/** What each outcome of the stamp machine says (the stamp page and the membership page's card). */
export const STAMP_OUTCOME_TEXT: Record<StampOutcome, string> = {
  stamped: "stamps.outcome.stamped",
  alreadyStamped: "stamps.outcome.alreadyStamped",
  stampClosed: "stamps.outcome.stampClosed",
  couponIssued: "stamps.outcome.couponIssued",
  alreadyIssued: "stamps.outcome.alreadyIssued",
  notEligible: "stamps.outcome.notEligible",
  noCoupon: "stamps.outcome.noCoupon",
  windowClosed: "stamps.outcome.windowClosed",
  soldOut: "stamps.outcome.soldOut",
  failed: "stamps.outcome.failed",
  timedOut: "stamps.outcome.timedOut",
};
