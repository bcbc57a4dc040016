import { fromPromise } from "xstate";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type { IssueAnswer, StampAnswer, StampCard, StampCouponCheck, StampInput, StampReward } from "./stamp.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/** A stamp card: November's Hanam stamp tour, 5 stamps to pass. */
export const stampCard = (over: Partial<StampCard> = {}): StampCard => ({
  evtSeq: "S01202611",
  eventMon: "202611",
  stampGoal: 5,
  stampCnt: 3,
  passYn: "N",
  todayStampYn: "N",
  cpIssYn: "N",
  stampList: [{ stampDt: "2026-11-03" }, { stampDt: "2026-11-12" }, { stampDt: "2026-11-17" }],
  ...over,
});

const reward: StampReward = { coupon: { cpSeq: 140, cpTitl: "스탬프 투어 완주 음료 교환권", dcTxt: "음료 1잔" }, issue: null };
const issued: StampReward = { ...reward, issue: { certNo: "4821096735104482" } };

type Call = { evtSeq: string };
const answer = <T>(value: T) => fromPromise<T, Call>(async () => value);

/** Fake stamp calls by outcome (flow lab, path walk, tests). */
export const stampMachineFakes = {
  checkCard: {
    midway: answer(stampCard()),
    stampedToday: answer(stampCard({ todayStampYn: "Y" })),
    passed: answer(stampCard({ stampCnt: 5, passYn: "Y", todayStampYn: "Y" })),
    couponTaken: answer(stampCard({ stampCnt: 5, passYn: "Y", cpIssYn: "Y" })),
    noAnswer: fromPromise<StampCard, Call>(() => never()),
    error: fromPromise<StampCard, Call>(() => fail("checkCard")),
  },
  issueStamp: {
    stamped: answer<StampAnswer>({ kind: "card", card: stampCard({ stampCnt: 4, todayStampYn: "Y" }) }),
    passing: answer<StampAnswer>({ kind: "card", card: stampCard({ stampCnt: 5, passYn: "Y", todayStampYn: "Y" }) }),
    already: answer<StampAnswer>({ kind: "card", card: stampCard({ todayStampYn: "Y" }) }),
    closed: answer<StampAnswer>({ kind: "refused", reason: "closed" }),
    noAnswer: fromPromise<StampAnswer, Call>(() => never()),
    error: fromPromise<StampAnswer, Call>(() => fail("issueStamp")),
  },
  checkCoupon: {
    eligible: answer<StampCouponCheck>({ passYn: "Y", cpIssYn: "N", ...reward }),
    notPassed: answer<StampCouponCheck>({ passYn: "N", cpIssYn: "N", ...reward }),
    taken: answer<StampCouponCheck>({ passYn: "Y", cpIssYn: "Y", ...issued }),
    noReward: answer<StampCouponCheck>({ passYn: "Y", cpIssYn: "N", coupon: null, issue: null }),
    noAnswer: fromPromise<StampCouponCheck, Call>(() => never()),
    error: fromPromise<StampCouponCheck, Call>(() => fail("checkCoupon")),
  },
  issueCoupon: {
    issued: answer<IssueAnswer>({ kind: "issued", ...issued }),
    window: answer<IssueAnswer>({ kind: "refused", reason: "window" }),
    soldOut: answer<IssueAnswer>({ kind: "refused", reason: "soldOut" }),
    notEligible: answer<IssueAnswer>({ kind: "refused", reason: "notEligible" }),
    noAnswer: fromPromise<IssueAnswer, Call>(() => never()),
    error: fromPromise<IssueAnswer, Call>(() => fail("issueCoupon")),
  },
};

type Fakes = typeof stampMachineFakes;

/** One outcome per actor. */
export type StampFakeChoice = FakeChoice<Fakes>;

/** A member midway through the card who stamps today and, once passed, takes the coupon. */
export const defaultStampFakeChoice: StampFakeChoice = { checkCard: "midway", issueStamp: "stamped", checkCoupon: "eligible", issueCoupon: "issued" };

/** The actors for `stampMachine.provide({ actors })` given some picks over the defaults. */
export function stampFakeActors(choice: Partial<StampFakeChoice> = {}) {
  return pickFakeActors(stampMachineFakes, { ...defaultStampFakeChoice, ...choice });
}

export const stampInput = (over: Partial<StampInput> = {}): StampInput => ({ evtSeq: "S01202611", ...over });
