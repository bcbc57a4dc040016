import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import { fromPromise } from "xstate";
import { HANAM_GROUP, MEMBER_ANSWER, MEMBER_WITHOUT_CONSENT_ANSWER, VISITOR_ANSWER } from "./session.fixtures.ts";
import type { MemberAnswer, ReserveGroup } from "./session.types.ts";

// A promise that never settles stands for a side that does not answer: the machine's own delays decide.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

type CallInput = { custId: string | null; mall: string | null };

/** Fake implementations of every session actor, by outcome (flow lab, tests, the registry's path walk). */
export const sessionMachineFakes = {
  readNativeCustId: {
    same: fromPromise<string | null>(async () => "C100"),
    none: fromPromise<string | null>(async () => null),
    nilString: fromPromise<string | null>(async () => "nil"),
    error: fromPromise<string | null>(() => fail("readNativeCustId")),
  },
  fetchMember: {
    member: fromPromise<MemberAnswer, CallInput>(async () => MEMBER_ANSWER),
    withoutConsent: fromPromise<MemberAnswer, CallInput>(async () => MEMBER_WITHOUT_CONSENT_ANSWER),
    visitor: fromPromise<MemberAnswer, CallInput>(async () => VISITOR_ANSWER),
    error: fromPromise<MemberAnswer, CallInput>(() => fail("fetchMember")),
  },
  reportMissingConsent: {
    ok: fromPromise<void, CallInput>(async () => {}),
    error: fromPromise<void, CallInput>(() => fail("reportMissingConsent")),
  },
  logoutNative: {
    ok: fromPromise<void>(async () => {}),
    error: fromPromise<void>(() => fail("logoutNative")),
  },
  callLogout: {
    ok: fromPromise<void, CallInput>(async () => {}),
    error: fromPromise<void, CallInput>(() => fail("callLogout")),
    noAnswer: fromPromise<void, CallInput>(() => never()),
  },
  fetchReserveGroup: {
    group: fromPromise<ReserveGroup | null, { mall: string }>(async () => HANAM_GROUP),
    none: fromPromise<ReserveGroup | null, { mall: string }>(async () => null),
    error: fromPromise<ReserveGroup | null, { mall: string }>(() => fail("fetchReserveGroup")),
  },
};

type Fakes = typeof sessionMachineFakes;

/** One outcome per actor. */
export type SessionFakeChoice = FakeChoice<Fakes>;

/** A returning member whose session is still valid; every call answers. */
export const defaultSessionFakeChoice: SessionFakeChoice = {
  readNativeCustId: "same",
  fetchMember: "member",
  reportMissingConsent: "ok",
  logoutNative: "ok",
  callLogout: "ok",
  fetchReserveGroup: "group",
};

/** The actors for `sessionMachine.provide({ actors })` given some picks over the defaults. */
export function sessionFakeActors(choice: Partial<SessionFakeChoice> = {}) {
  return pickFakeActors(sessionMachineFakes, { ...defaultSessionFakeChoice, ...choice });
}
