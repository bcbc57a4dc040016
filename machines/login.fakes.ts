import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import { fromPromise } from "xstate";
import type { CodeRequestResult, LoginInput, SessionResult, SignInResult, StepResult } from "./login.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/** Fake implementations of every login actor, by outcome (flow lab, path walk, tests). */
export const loginMachineFakes = {
  signIn: {
    ok: fromPromise<SignInResult, { newDeviceChk: boolean }>(async () => ({ kind: "ok", custId: "M0000001" })),
    authRequired: fromPromise<SignInResult, { newDeviceChk: boolean }>(async () => ({ kind: "authRequired", custId: "M0000003", phoneHint: "010-****-2026" })),
    wrongCredentials: fromPromise<SignInResult, { newDeviceChk: boolean }>(async () => ({ kind: "failed", reason: "wrongCredentials" })),
    throttled: fromPromise<SignInResult, { newDeviceChk: boolean }>(async () => ({ kind: "failed", reason: "throttled" })),
    noAnswer: fromPromise<SignInResult, { newDeviceChk: boolean }>(() => never()),
    error: fromPromise<SignInResult, { newDeviceChk: boolean }>(() => fail("signIn")),
  },
  checkCaptcha: {
    right: fromPromise<StepResult>(async () => ({ kind: "ok" })),
    wrong: fromPromise<StepResult>(async () => ({ kind: "failed", reason: "captchaWrong" })),
    error: fromPromise<StepResult>(() => fail("checkCaptcha")),
  },
  requestCode: {
    sent: fromPromise<CodeRequestResult, { custId: string }>(async () => ({ kind: "sent", expireSec: 180, devCode: "123456" })),
    throttled: fromPromise<CodeRequestResult, { custId: string }>(async () => ({ kind: "failed", reason: "throttled" })),
    error: fromPromise<CodeRequestResult, { custId: string }>(() => fail("requestCode")),
  },
  completeCode: {
    verified: fromPromise<StepResult, { custId: string }>(async () => ({ kind: "ok" })),
    wrong: fromPromise<StepResult, { custId: string }>(async () => ({ kind: "failed", reason: "codeWrong" })),
    expired: fromPromise<StepResult, { custId: string }>(async () => ({ kind: "failed", reason: "codeExpired" })),
    error: fromPromise<StepResult, { custId: string }>(() => fail("completeCode")),
  },
  startSession: {
    member: fromPromise<SessionResult, { custId: string }>(async () => "member"),
    consentMissing: fromPromise<SessionResult, { custId: string }>(async () => "consentMissing"),
    failed: fromPromise<SessionResult, { custId: string }>(async () => "failed"),
    error: fromPromise<SessionResult, { custId: string }>(() => fail("startSession")),
  },
  checkTerms: {
    accepted: fromPromise<boolean>(async () => true),
    missing: fromPromise<boolean>(async () => false),
    error: fromPromise<boolean>(() => fail("checkTerms")),
  },
};

type Fakes = typeof loginMachineFakes;

/** One outcome per actor. */
export type LoginFakeChoice = FakeChoice<Fakes>;

/** A consented member with a known device: every step answers. */
export const defaultLoginFakeChoice: LoginFakeChoice = {
  signIn: "ok",
  checkCaptcha: "right",
  requestCode: "sent",
  completeCode: "verified",
  startSession: "member",
  checkTerms: "accepted",
};

/** The actors for `loginMachine.provide({ actors })` given some picks over the defaults. */
export function loginFakeActors(choice: Partial<LoginFakeChoice> = {}) {
  return pickFakeActors(loginMachineFakes, { ...defaultLoginFakeChoice, ...choice });
}

/** The login screen's input: captcha after 3 wrong answers; the new-device check as the build says. */
export const loginInput = (over: Partial<LoginInput> = {}): LoginInput => ({ captchaAfterFailures: 3, newDeviceCheck: true, ...over });
