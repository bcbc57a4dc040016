import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import { fromPromise } from "xstate";
import type { IntroToken, LoginStatus } from "./gate.machine.ts";

// A promise that never settles stands in for a native side that does not answer, so the
// machine's own named delay decides (no timers here: the clock belongs to whoever runs it).
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/**
 * Fake implementations of every gate actor, by outcome. A flow lab (or a test) picks one
 * outcome per actor; `gateFakeActors` turns the picks into `.provide({ actors })` input.
 */
export const gateMachineFakes = {
  checkApp: {
    app: fromPromise<boolean>(async () => true),
    browser: fromPromise<boolean>(async () => false),
    noAnswer: fromPromise<boolean>(() => never()),
    error: fromPromise<boolean>(() => fail("checkApp")),
  },
  readLoginToken: {
    stored: fromPromise<string | null, { queryLoginToken: string | null }>(async () => "stored-login-token"),
    none: fromPromise<string | null, { queryLoginToken: string | null }>(async () => null),
    nilString: fromPromise<string | null, { queryLoginToken: string | null }>(async () => "nil"),
    noAnswer: fromPromise<string | null, { queryLoginToken: string | null }>(() => never()),
    error: fromPromise<string | null, { queryLoginToken: string | null }>(() => fail("readLoginToken")),
  },
  fetchLoginStatus: {
    loggedInCoexmall: fromPromise<LoginStatus, { loginToken: string }>(async () => ({ loginYN: "Y", bcnCd: "02" })),
    loggedInWithoutBranch: fromPromise<LoginStatus, { loginToken: string }>(async () => ({ loginYN: "Y" })),
    loggedInUnknownBranch: fromPromise<LoginStatus, { loginToken: string }>(async () => ({ loginYN: "Y", bcnCd: "99" })),
    loggedOut: fromPromise<LoginStatus, { loginToken: string }>(async () => ({ loginYN: "N" })),
    error: fromPromise<LoginStatus, { loginToken: string }>(() => fail("fetchLoginStatus")),
  },
  readVisitedMallCode: {
    goyang: fromPromise<string | null>(async () => "03"),
    wirye: fromPromise<string | null>(async () => "04"),
    unknown: fromPromise<string | null>(async () => "99"),
    none: fromPromise<string | null>(async () => null),
    error: fromPromise<string | null>(() => fail("readVisitedMallCode")),
  },
  requestToken: {
    issued: fromPromise<IntroToken, { branch: string }>(async () => ({ custId: "C100", xToken: "tok/en+1" })),
    empty: fromPromise<IntroToken, { branch: string }>(async () => ({ custId: "", xToken: "" })),
    noCustId: fromPromise<IntroToken, { branch: string }>(async () => ({ custId: "", xToken: "tok" })),
    error: fromPromise<IntroToken, { branch: string }>(() => fail("requestToken")),
  },
};

type Fakes = typeof gateMachineFakes;

/** One outcome per actor. */
export type GateFakeChoice = FakeChoice<Fakes>;

/** The happy path of an app user who has a session: every actor answers. */
export const defaultGateFakeChoice: GateFakeChoice = {
  checkApp: "app",
  readLoginToken: "stored",
  fetchLoginStatus: "loggedInCoexmall",
  readVisitedMallCode: "goyang",
  requestToken: "issued",
};

/** The actors for `gateMachine.provide({ actors })` given some picks over the defaults. */
export function gateFakeActors(choice: Partial<GateFakeChoice> = {}) {
  return pickFakeActors(gateMachineFakes, { ...defaultGateFakeChoice, ...choice });
}
