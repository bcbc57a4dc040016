import { fromPromise } from "xstate";
import { COUPON_WINDOW } from "../../schemas/api/coupons.ts";
import { stampsEndpoints } from "../../schemas/api/stamps.ts";
import type { IssueAnswer, StampAnswer, StampCard, StampCouponCheck, StampRefusal } from "../../machines/stamp.machine.ts";
import type { ApiClient } from "../api/client.ts";
import { isApiError } from "../api/errors.ts";

// The stamp machine's calls for each family of the stamp contract (schemas/api/stamps.ts): the app's
// stamp-event page (GET, customer id in the path; the reward coupon's state from stampEventCoupon.do)
// and the membership page (POST). Refusals the screen should explain become answers; anything else
// fails the step.

export type StampFamily = "app" | "membership";

type Call = { input: { evtSeq: string }; signal: AbortSignal };

/** How a 409 or 422 answer of a stamp or coupon call reads to the machine, else null (a failure). */
function refusal(error: unknown, call: "stamp" | "coupon"): StampRefusal | null {
  if (!isApiError(error) || error.info.kind !== "http") return null;
  const { status, message } = error.info;
  if (status === 409) return "soldOut";
  if (status !== 422) return null;
  if (call === "stamp") return "closed";
  return message?.includes(COUPON_WINDOW.from) ? "window" : "notEligible";
}

async function orRefusal<T>(call: "stamp" | "coupon", run: () => Promise<T>): Promise<T | { kind: "refused"; reason: StampRefusal }> {
  try {
    return await run();
  } catch (error) {
    const reason = refusal(error, call);
    if (reason === null) throw error;
    return { kind: "refused", reason };
  }
}

/** The four calls of the stamp flow for a family, on a mall's page, for a member. */
export function stampActors(api: ApiClient, family: StampFamily, mallPath: string, custId: string) {
  const ep = stampsEndpoints;
  const app = family === "app";
  const checkCard = async ({ input, signal }: Call): Promise<StampCard> =>
    app
      ? api.call(ep.appCheck, { params: { custid: custId }, input: { evtSeq: input.evtSeq } }, { signal })
      : api.call(ep.check, { params: {}, input: { evtSeq: input.evtSeq } }, { signal });
  const issueStamp = ({ input, signal }: Call): Promise<StampAnswer> =>
    orRefusal("stamp", async () => {
      const card = app
        ? await api.call(ep.appStamp, { params: { custid: custId }, input: { evtSeq: input.evtSeq } }, { signal })
        : await api.call(ep.stamp, { params: {}, input: { evtSeq: input.evtSeq } }, { signal });
      return { kind: "card" as const, card };
    });
  const checkCoupon = async ({ input, signal }: Call): Promise<StampCouponCheck> =>
    app
      ? api.call(ep.coupon, { params: { mall: mallPath }, input: { evtSeq: input.evtSeq } }, { signal })
      : api.call(ep.couponCheck, { params: {}, input: { evtSeq: input.evtSeq } }, { signal });
  const issueCoupon = ({ input, signal }: Call): Promise<IssueAnswer> =>
    orRefusal("coupon", async () => {
      const done = app
        ? await api.call(ep.appIssueCoupon, { params: {}, input: { evtSeq: input.evtSeq } }, { signal })
        : await api.call(ep.issueCoupon, { params: {}, input: { evtSeq: input.evtSeq } }, { signal });
      return { kind: "issued" as const, coupon: done.coupon, issue: done.issue };
    });
  return {
    checkCard: fromPromise(checkCard),
    issueStamp: fromPromise(issueStamp),
    checkCoupon: fromPromise(checkCoupon),
    issueCoupon: fromPromise(issueCoupon),
  };
}
