import * as z from "zod/mini";
import { isoDate, okMessage, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { dttm, evtSeqField } from "./event-fields.ts";
import { lazySchema } from "../lazy-schema.ts";

// The membership page's stamp card (part of the stamp contract in stamps.ts, which spreads these in):
// in a module of its own so the membership page does not load the coupon and event contracts with it.

export const evtSeqInput = lazySchema(() => z.object({ evtSeq: evtSeqField }));
export const eventMonField = lazySchema(() => z.string().check(z.regex(/^\d{4}(0[1-9]|1[0-2])$/, "must be YYYYMM")));

/** A member's card for one stamp event. */
export const stampStatusSchema = lazySchema(() =>
  z.object({
    message: okMessage,
    evtSeq: z.string(),
    bcnCd: z.string(),
    eventMon: z.string(),
    stampGoal: z.number().check(z.int()),
    stampCnt: z.number().check(z.int()),
    passYn: yn.check(z.describe("Y: stampCnt reached stampGoal")),
    todayStampYn: yn.check(z.describe("Y: today's stamp is already on the card")),
    cpIssYn: yn.check(z.describe("Y: the reward coupon has been issued")),
    stampList: z.array(z.object({ stampDt: isoDate, issDttm: dttm })).check(z.describe("oldest first")),
  }),
);

export const check = { input: evtSeqInput, auth: "member", response: stampStatusSchema } as const;
const membership = "/rest/event/membership/stampEvnt";

export const stampCardEndpoints = {
  check: endpoint({
    id: "stamps.check",
    method: "POST",
    path: `${membership}/postStampChk.do`,
    ...check,
    summary: "The member's stamp card (membership page)",
  }),
  branchCouponCheck: endpoint({
    id: "stamps.branchCouponCheck",
    method: "POST",
    path: `${membership}/postStampIssBcnCpChk.do`,
    input: () =>
      z.object({
        bcnCd: z.string().check(z.regex(/^\d{2}$/, "must be a two-digit mall code")),
        eventMon: z.optional(eventMonField).check(z.describe("default: the current month")),
      }),
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        bcnCd: z.string(),
        eventMon: z.string(),
        evtSeq: z.nullable(z.string()).check(z.describe("null when the mall runs no stamp event that month")),
        passYn: yn,
        cpIssYn: yn,
      }),
    summary: "Reward-coupon state of the member at a mall (by mall code) for a month",
  }),
} as const;
