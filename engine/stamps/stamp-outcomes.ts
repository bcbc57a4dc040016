import type { StampOutcome } from "../../machines/stamp.machine.ts";
import type { IdOf } from "../i18n/words.ts";
import { stampOutcomeMessages } from "./stamp-outcome.messages.ts";

export { stampOutcomeMessages };

/** What each outcome of the stamp machine says (the stamp page and the membership page's card). */
export const STAMP_OUTCOME_TEXT: Record<StampOutcome, IdOf<typeof stampOutcomeMessages>> = {
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
