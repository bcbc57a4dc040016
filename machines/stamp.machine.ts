import { and, assign, fromPromise, setup } from "xstate";
import { CLIENT_TIMEOUTS_MS, GUARD_MS } from "../schemas/api/endpoint.ts";

/** A member's card for one stamp event, as the check and stamp calls give it. */
export interface StampCard {
  evtSeq: string;
  eventMon: string;
  stampGoal: number;
  stampCnt: number;
  passYn: "Y" | "N";
  todayStampYn: "Y" | "N";
  cpIssYn: "Y" | "N";
  stampList: readonly { stampDt: string }[];
}

/** The reward coupon as the coupon check and issue give it (the coupon contract's shapes, kept opaque here). */
export interface StampReward {
  coupon: { cpSeq: number; cpTitl: string; dcTxt: string } | null;
  issue: { certNo: string } | null;
}

/** The coupon check's answer. */
export interface StampCouponCheck extends StampReward {
  passYn: "Y" | "N";
  cpIssYn: "Y" | "N";
}

/** Why the server said no to a stamp or a coupon, in the machine's words (the actors map the answers). */
export type StampRefusal = "closed" | "window" | "notEligible" | "soldOut";

export type StampAnswer = { kind: "card"; card: StampCard } | { kind: "refused"; reason: StampRefusal };
export type IssueAnswer = ({ kind: "issued" } & StampReward) | { kind: "refused"; reason: StampRefusal };

/**
 * What the last action came to, for the screen to say: a stamp today, today's stamp already on the
 * card, the event not taking stamps, the coupon issued or already taken, not yet eligible, no reward,
 * outside the coupon window, sold out, failed, or no answer within 25 s.
 */
export type StampOutcome =
  | "stamped"
  | "alreadyStamped"
  | "stampClosed"
  | "couponIssued"
  | "alreadyIssued"
  | "notEligible"
  | "noCoupon"
  | "windowClosed"
  | "soldOut"
  | "failed"
  | "timedOut";

export interface StampContext {
  evtSeq: string;
  /** An action asked for while the card was being checked (the first tap also starts the flow): done once it is known. */
  intent: "stamp" | "coupon" | null;
  card: StampCard | null;
  reward: StampReward | null;
  outcome: StampOutcome | null;
}

export interface StampInput {
  evtSeq: string;
}

export type StampEvent = { type: "stamp.stamp" } | { type: "stamp.takeCoupon" } | { type: "stamp.retry" } | { type: "stamp.dismiss" };

const refusalOutcome: Record<StampRefusal, StampOutcome> = { closed: "stampClosed", window: "windowClosed", notEligible: "notEligible", soldOut: "soldOut" };

/**
 * The stamp event flow (spec part-2 §4): check the card, issue today's stamp, check the reward
 * coupon, issue it. One action at a time; after each, 1 s in which taps do nothing (the stamp
 * calls' duplicate guard); the coupon issue gives up after 25 s (its client timeout) and says so.
 * Every answer ends in a named outcome the screen shows. The calls are actors the screen provides
 * (the app family with the customer id in the path, or the membership family).
 */
export const stampMachine = setup({
  types: {
    context: {} as StampContext,
    input: {} as StampInput,
    events: {} as StampEvent,
  },
  // Stubs: the screen provides the calls of its family.
  actors: {
    checkCard: fromPromise<StampCard, { evtSeq: string }>(async () => {
      throw new Error("checkCard not provided");
    }),
    issueStamp: fromPromise<StampAnswer, { evtSeq: string }>(async () => {
      throw new Error("issueStamp not provided");
    }),
    checkCoupon: fromPromise<StampCouponCheck, { evtSeq: string }>(async () => {
      throw new Error("checkCoupon not provided");
    }),
    issueCoupon: fromPromise<IssueAnswer, { evtSeq: string }>(async () => {
      throw new Error("issueCoupon not provided");
    }),
  },
  delays: {
    guard: GUARD_MS.stampIssue,
    couponTimeout: CLIENT_TIMEOUTS_MS.stampCoupon,
  },
  actions: {
    say: assign((_, outcome: StampOutcome) => ({ outcome })),
    dismiss: assign({ outcome: null }),
    intend: assign((_, intent: "stamp" | "coupon") => ({ intent })),
    forgetIntent: assign({ intent: null }),
    takeCard: assign((_, card: StampCard) => ({ card })),
    takeStamp: assign(({ context }, answer: StampAnswer) => {
      if (answer.kind === "refused") return { outcome: refusalOutcome[answer.reason] };
      const before = context.card?.stampCnt ?? 0;
      return { card: answer.card, outcome: answer.card.stampCnt > before ? "stamped" : ("alreadyStamped" as StampOutcome) };
    }),
    takeCheck: assign(({ context }, check: StampCouponCheck) => ({
      reward: { coupon: check.coupon, issue: check.issue },
      card: context.card ? { ...context.card, passYn: check.passYn, cpIssYn: check.cpIssYn } : null,
    })),
    takeIssue: assign(({ context }, answer: IssueAnswer) => {
      if (answer.kind === "refused") return { outcome: refusalOutcome[answer.reason] };
      return {
        reward: { coupon: answer.coupon, issue: answer.issue },
        card: context.card ? { ...context.card, cpIssYn: "Y" as const } : null,
        outcome: "couponIssued" as StampOutcome,
      };
    }),
  },
  guards: {
    stampedToday: ({ context }) => context.card?.todayStampYn === "Y",
    wantsStamp: ({ context }) => context.intent === "stamp",
    wantsCoupon: ({ context }) => context.intent === "coupon",
    issuedBefore: (_, check: StampCouponCheck) => check.cpIssYn === "Y",
    noReward: (_, check: StampCouponCheck) => check.coupon === null,
    notPassed: (_, check: StampCouponCheck) => check.passYn !== "Y",
  },
}).createMachine({
  id: "stamp",
  context: ({ input }) => ({ evtSeq: input.evtSeq, intent: null, card: null, reward: null, outcome: null }),
  initial: "checking",
  states: {
    checking: {
      tags: ["busy"],
      on: {
        "stamp.stamp": { actions: { type: "intend", params: "stamp" } },
        "stamp.takeCoupon": { actions: { type: "intend", params: "coupon" } },
      },
      invoke: {
        src: "checkCard",
        input: ({ context }) => ({ evtSeq: context.evtSeq }),
        onDone: { target: "ready", actions: { type: "takeCard", params: ({ event }) => event.output } },
        onError: { target: "checkFailed", actions: "forgetIntent" },
      },
    },
    checkFailed: {
      on: { "stamp.retry": "checking" },
    },
    ready: {
      initial: "open",
      on: { "stamp.dismiss": { actions: "dismiss" } },
      states: {
        open: {
          // What was asked for while the card was checked happens now.
          always: [
            { guard: and(["wantsStamp", "stampedToday"]), actions: ["forgetIntent", { type: "say", params: "alreadyStamped" }] },
            { guard: "wantsStamp", target: "#stamp.stamping", actions: ["forgetIntent", "dismiss"] },
            { guard: "wantsCoupon", target: "#stamp.checkingCoupon", actions: ["forgetIntent", "dismiss"] },
          ],
          on: {
            "stamp.stamp": [
              { guard: "stampedToday", actions: { type: "say", params: "alreadyStamped" } },
              { target: "#stamp.stamping", actions: "dismiss" },
            ],
            "stamp.takeCoupon": { target: "#stamp.checkingCoupon", actions: "dismiss" },
          },
        },
        // Right after an action: taps do nothing for the guard window.
        guarded: {
          after: { guard: "open" },
        },
      },
    },
    stamping: {
      tags: ["busy"],
      invoke: {
        src: "issueStamp",
        input: ({ context }) => ({ evtSeq: context.evtSeq }),
        onDone: { target: "ready.guarded", actions: { type: "takeStamp", params: ({ event }) => event.output } },
        onError: { target: "ready.guarded", actions: { type: "say", params: "failed" } },
      },
    },
    checkingCoupon: {
      tags: ["busy"],
      invoke: {
        src: "checkCoupon",
        input: ({ context }) => ({ evtSeq: context.evtSeq }),
        onDone: [
          {
            guard: { type: "issuedBefore", params: ({ event }) => event.output },
            target: "ready.guarded",
            actions: [
              { type: "takeCheck", params: ({ event }) => event.output },
              { type: "say", params: "alreadyIssued" },
            ],
          },
          {
            guard: { type: "noReward", params: ({ event }) => event.output },
            target: "ready.guarded",
            actions: [
              { type: "takeCheck", params: ({ event }) => event.output },
              { type: "say", params: "noCoupon" },
            ],
          },
          {
            guard: { type: "notPassed", params: ({ event }) => event.output },
            target: "ready.guarded",
            actions: [
              { type: "takeCheck", params: ({ event }) => event.output },
              { type: "say", params: "notEligible" },
            ],
          },
          { target: "issuingCoupon", actions: { type: "takeCheck", params: ({ event }) => event.output } },
        ],
        onError: { target: "ready.guarded", actions: { type: "say", params: "failed" } },
      },
    },
    issuingCoupon: {
      tags: ["busy"],
      invoke: {
        src: "issueCoupon",
        input: ({ context }) => ({ evtSeq: context.evtSeq }),
        onDone: { target: "ready.guarded", actions: { type: "takeIssue", params: ({ event }) => event.output } },
        onError: { target: "ready.guarded", actions: { type: "say", params: "failed" } },
      },
      after: { couponTimeout: { target: "ready.guarded", actions: { type: "say", params: "timedOut" } } },
    },
  },
});
