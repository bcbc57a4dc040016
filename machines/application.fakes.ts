import { fromPromise } from "xstate";
import type { ApplicationEvent, Applied, ApplyDraft, ApplyRefusal, SendAnswer } from "./application.machine.ts";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
type Call = { draft: ApplyDraft };
const answer = (value: SendAnswer) => fromPromise<SendAnswer, Call>(async () => value);
const refusal = (reason: ApplyRefusal) => answer({ kind: "refused", reason });

/** An application for round 2 of Hanam's forest concert, two people. */
export const applyDraft = (over: Partial<ApplyDraft> = {}): ApplyDraft => ({
  target: { kind: "programs", skpSeqs: ["SKP01001_2"], slpSeqs: [] },
  name: "최유나",
  telNum1: "010",
  telNum2: "4444",
  telNum3: "2026",
  joinNum: 2,
  cmnt: "아이와 함께 갑니다.",
  ...over,
});

/** What the server holds for that draft. */
export const appliedRound: Applied = { title: "꼬마 탐험대의 숲속 음악회", date: "2026-12-07", rndHm: "1400", roundNo: 2, joinNum: 2 };

/** Fake sends by outcome (flow lab, path walk, tests). */
export const applicationMachineFakes = {
  sendApplication: {
    applied: answer({ kind: "applied", applied: [appliedRound] }),
    notOpen: refusal("notOpen"),
    fullyBooked: refusal("fullyBooked"),
    ended: refusal("ended"),
    tooMany: refusal("tooMany"),
    invalid: refusal("invalid"),
    notFound: refusal("notFound"),
    loginRequired: refusal("loginRequired"),
    noAnswer: fromPromise<SendAnswer, Call>(() => never()),
    error: fromPromise<SendAnswer, Call>(() => Promise.reject(new Error("fake sendApplication failed"))),
  },
};

export type ApplicationFakeChoice = FakeChoice<typeof applicationMachineFakes>;

export const defaultApplicationFakeChoice: ApplicationFakeChoice = { sendApplication: "applied" };

/** The actors for `applicationMachine.provide({ actors })` given a pick over the default. */
export function applicationFakeActors(choice: Partial<ApplicationFakeChoice> = {}) {
  return pickFakeActors(applicationMachineFakes, { ...defaultApplicationFakeChoice, ...choice });
}

/** Outside events whose payload matters: a program application and a rental one. */
export const applicationGraphEvents: readonly ApplicationEvent[] = [
  { type: "apply.submit", draft: applyDraft() },
  { type: "apply.submit", draft: applyDraft({ target: { kind: "rental", rntSeq: "RNT06001" }, joinNum: 4 }) },
];
