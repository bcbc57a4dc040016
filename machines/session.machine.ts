import { and, assign, fromPromise, not, or, setup, stateIn } from "xstate";
import { isEmptyValue } from "../schemas/bridge-constants.ts";
import type { MemberAnswer, ReserveGroup, SessionContext, SessionEvent, SessionInput } from "./session.types.ts";

interface CallInput {
  custId: string | null;
  mall: string | null;
}

/** The spec's logout fallback: the page moves on after 900 ms even when the logout call hangs. */
export const LOGOUT_FALLBACK_MS = 900;

// Leaving the session: the member record goes, and so does the stored id (a side effect the engine owns).
const clearSession = ["clearMember", "clearStoredCustId"] as const;
const leaveForHome = [...clearSession, "navigateHome"] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  // Stubs: the engine provides the real operations. Unwired, the session meets nobody and calls nothing.
  actors: {
    readNativeCustId: fromPromise<string | null>(async () => null),
    fetchMember: fromPromise<MemberAnswer, CallInput>(async () => ({ loginYN: "N", testDevice: "N" })),
    reportMissingConsent: fromPromise<void, CallInput>(async () => {}),
    logoutNative: fromPromise<void>(async () => {}),
    callLogout: fromPromise<void, CallInput>(async () => {}),
    fetchReserveGroup: fromPromise<ReserveGroup | null, { mall: string }>(async () => null),
  },
  // The side effects read the context: storeCustId and tellNativeCustId its custId, the navigations its mall.
  actions: {
    storeCustId: () => {},
    clearStoredCustId: () => {},
    tellNativeCustId: () => {},
    navigateHome: () => {},
    navigateToLogin: () => {},
    assignLoggedInCustId: assign({ custId: (_, params: { custId: string }) => params.custId }),
    startFetch: assign({ failed: false }),
    markFailed: assign({ failed: true }),
    assignMember: assign(({ context }, params: MemberAnswer) => ({
      member: params.mbr001Vo ?? null,
      testDevice: params.testDevice === "Y",
      // The member record's id wins over the one stored (a cookie session found by ensure() has none stored).
      custId: params.mbr001Vo?.cust_id || context.custId,
    })),
    assignVisitor: assign((_, params: { testDevice: string }) => ({ member: null, custId: null, testDevice: params.testDevice === "Y" })),
    clearMember: assign({ member: null, custId: null }),
    assignMall: assign({ mall: (_, params: { mall: string | null }) => params.mall, reserveGroup: null }),
    assignReserveGroup: assign({ reserveGroup: (_, params: { group: ReserveGroup | null }) => params.group }),
  },
  guards: {
    hasStoredCustId: ({ context }) => !isEmptyValue(context.custId),
    isApp: ({ context }) => context.isApp,
    // Forced logout at start (docs/decisions/0009): the app, which owns the login, no longer knows a member the web still holds.
    nativeLacksCustId: (_, params: { nativeCustId: string | null }) => isEmptyValue(params.nativeCustId),
    isLoggedIn: (_, params: MemberAnswer) => params.loginYN === "Y",
    lacksThirdPartyConsent: (_, params: MemberAnswer) => params.loginYN === "Y" && !!params.mbr001Vo && params.mbr001Vo.third_party_info_agre_yn !== "Y",
    hasMall: ({ context }) => context.mall !== null,
    sessionKnown: or([stateIn("#session.auth.member"), stateIn("#session.auth.visitor")]),
    canFetchReserveGroup: and(["sessionKnown", "hasMall"]),
    // A login or logout that arrives while the session is being torn down is dropped: the teardown's
    // logout call could otherwise land after the new login and end it.
    isSettled: not(or([stateIn("#session.auth.loggingOut"), stateIn("#session.auth.consentMissing"), stateIn("#session.auth.forcedLogout")])),
  },
  delays: {
    logoutFallback: LOGOUT_FALLBACK_MS,
  },
}).createMachine({
  id: "session",
  type: "parallel",
  context: ({ input }) => ({
    custId: isEmptyValue(input.storedCustId) ? null : input.storedCustId,
    isApp: input.isApp,
    mall: input.mall,
    member: null,
    testDevice: false,
    reserveGroup: null,
    failed: false,
  }),
  states: {
    auth: {
      initial: "starting",
      on: {
        // After the login screen's successful login: remember the id, then fetch the member (and check consent).
        "session.loggedIn": {
          guard: "isSettled",
          target: ".loggingIn",
          actions: { type: "assignLoggedInCustId", params: ({ event }) => ({ custId: event.custId }) },
        },
        "session.logout": { guard: "isSettled", target: ".loggingOut" },
      },
      states: {
        starting: {
          always: [
            { guard: and(["hasStoredCustId", "isApp"]), target: "checkingNative" },
            { guard: "hasStoredCustId", target: "fetchingMember" },
            // A visitor's page never loads the session's calls: the member is fetched when something asks.
            { target: "unknown" },
          ],
        },
        checkingNative: {
          tags: ["checking"],
          invoke: {
            id: "readNativeCustId",
            src: "readNativeCustId",
            onDone: [
              { guard: { type: "nativeLacksCustId", params: ({ event }) => ({ nativeCustId: event.output }) }, target: "forcedLogout" },
              { target: "fetchingMember" },
            ],
            onError: { target: "fetchingMember" },
          },
        },
        unknown: {
          tags: ["unknown"],
          on: { "session.ensure": { target: "fetchingMember" } },
        },
        loggingIn: {
          entry: "storeCustId",
          // The app learns the id too, so the forced-logout check at the next start finds it there.
          always: [{ guard: "isApp", target: "fetchingMember", actions: "tellNativeCustId" }, { target: "fetchingMember" }],
        },
        fetchingMember: {
          tags: ["checking"],
          entry: "startFetch",
          invoke: {
            id: "fetchMember",
            src: "fetchMember",
            input: ({ context }) => ({ custId: context.custId, mall: context.mall }),
            onDone: [
              {
                guard: { type: "lacksThirdPartyConsent", params: ({ event }) => event.output },
                actions: { type: "assignMember", params: ({ event }) => event.output },
                target: "consentMissing",
              },
              {
                guard: { type: "isLoggedIn", params: ({ event }) => event.output },
                actions: [{ type: "assignMember", params: ({ event }) => event.output }, "storeCustId"],
                target: "member",
              },
              {
                actions: ["clearStoredCustId", { type: "assignVisitor", params: ({ event }) => ({ testDevice: event.output.testDevice }) }],
                target: "visitor",
              },
            ],
            onError: { actions: "markFailed", target: "unknown" },
          },
        },
        consentMissing: {
          tags: ["checking"],
          initial: "reporting",
          states: {
            reporting: {
              invoke: {
                id: "reportMissingConsent",
                src: "reportMissingConsent",
                input: ({ context }) => ({ custId: context.custId, mall: context.mall }),
                // Whatever the server says, the member without consent does not stay logged in.
                onDone: { target: "leaving" },
                onError: { target: "leaving" },
              },
            },
            leaving: {
              entry: clearSession,
              always: [
                { guard: "isApp", target: "loggingOutNative" },
                { target: "#session.auth.visitor", actions: "navigateToLogin" },
              ],
            },
            loggingOutNative: {
              invoke: {
                id: "logoutNativeForConsent",
                src: "logoutNative",
                onDone: { target: "#session.auth.visitor", actions: "navigateToLogin" },
                onError: { target: "#session.auth.visitor", actions: "navigateToLogin" },
              },
            },
          },
        },
        member: { tags: ["member"] },
        visitor: { tags: ["visitor"] },
        // Spec part-2 §4: the app is told first, then the web call, then the page moves on (900 ms at most).
        loggingOut: {
          tags: ["loggingOut"],
          initial: "choosing",
          after: { logoutFallback: { target: "visitor", actions: leaveForHome } },
          states: {
            choosing: {
              always: [{ guard: "isApp", target: "native" }, { target: "web" }],
            },
            native: {
              invoke: { id: "logoutNative", src: "logoutNative", onDone: { target: "web" }, onError: { target: "web" } },
            },
            web: {
              invoke: {
                id: "callLogout",
                src: "callLogout",
                input: ({ context }) => ({ custId: context.custId, mall: context.mall }),
                onDone: { target: "#session.auth.visitor", actions: leaveForHome },
                onError: { target: "#session.auth.visitor", actions: leaveForHome },
              },
            },
          },
        },
        // The web forgets the member the app no longer has; the page stays where it is.
        forcedLogout: {
          tags: ["loggingOut"],
          invoke: {
            id: "callForcedLogout",
            src: "callLogout",
            input: ({ context }) => ({ custId: context.custId, mall: context.mall }),
            onDone: { target: "visitor", actions: clearSession },
            onError: { target: "visitor", actions: clearSession },
          },
          after: { logoutFallback: { target: "visitor", actions: clearSession } },
        },
      },
    },
    // The reserve group belongs to the mall: fetched once the session is known, errors swallowed.
    reserve: {
      initial: "waiting",
      on: {
        "session.mallChanged": { target: ".waiting", actions: { type: "assignMall", params: ({ event }) => ({ mall: event.mall }) } },
      },
      states: {
        waiting: {
          always: { guard: "canFetchReserveGroup", target: "fetching" },
        },
        fetching: {
          invoke: {
            id: "fetchReserveGroup",
            src: "fetchReserveGroup",
            input: ({ context }) => ({ mall: context.mall ?? "" }),
            onDone: { target: "ready", actions: { type: "assignReserveGroup", params: ({ event }) => ({ group: event.output }) } },
            onError: { target: "ready" },
          },
        },
        ready: {},
      },
    },
  },
});
