import { assign, fromPromise, setup } from "xstate";
import { BRIDGE_TIMEOUTS_MS, isEmptyValue } from "../schemas/bridge-constants.ts";

/** A mall the entry redirect may send a visitor to (the engine builds these from manifests). */
export interface GateMall {
  /** First path segment: /{path}. */
  path: string;
  /** Two-digit mall code, as in bcn_cd and the stored visitedMallCode. */
  code: string;
  /** Production host of the mall's introToken brand group (main or city). */
  introTokenHost: string;
  /** The current host serves this mall, so the session cookie is already valid here. */
  servedHere: boolean;
}

export interface GateInput {
  pathname: string;
  /** location.search, with or without the leading "?". */
  search: string;
  firstNavigation: boolean;
  /** Malls reachable by code: the ones whose manifest has visitedRedirect. */
  knownMalls: readonly GateMall[];
  /** Branch used when no code decides (spec: hanam). */
  defaultBranch?: string;
}

/** What the entry redirect decided; also the machine's output. */
export type GateDecision = { type: "stay" } | { type: "navigate"; to: string } | { type: "leave"; url: string };

export interface LoginStatus {
  loginYN: string;
  bcnCd?: string | null;
}

export interface IntroToken {
  custId: string;
  xToken: string;
}

export interface GateContext {
  pathname: string;
  search: string;
  firstNavigation: boolean;
  knownMalls: readonly GateMall[];
  defaultBranch: string;
  loginToken: string | null;
  branch: string;
  leaveUrl: string;
}

export const DEFAULT_GATE_BRANCH = "hanam";

/** The only query key that keeps the root path eligible (the app appends it on launch). */
const ALLOWED_ENTRY_QUERY_KEYS = new Set(["login_token"]);

function queryKeys(search: string): string[] {
  return [...new URLSearchParams(search).keys()];
}

function mallByCode(context: GateContext, code: string | null | undefined): GateMall | undefined {
  return code ? context.knownMalls.find((m) => m.code === code) : undefined;
}

function mallByPath(context: GateContext, path: string): GateMall | undefined {
  return context.knownMalls.find((m) => m.path === path);
}

/** The URL that hands the session to the brand host that serves the branch. */
export function introTokenUrl(host: string, branch: string, token: IntroToken): string {
  const seg = encodeURIComponent;
  return `https://${host}/api/${seg(branch)}/${seg(token.xToken)}/${seg(token.custId)}/introToken`;
}

export const gateMachine = setup({
  types: {
    context: {} as GateContext,
    input: {} as GateInput,
    output: {} as GateDecision,
  },
  // Stubs: the engine provides the real operations; these answer "nothing known" so an
  // unwired machine keeps the visitor on the gate rather than sending them anywhere.
  actors: {
    checkApp: fromPromise<boolean>(async () => false),
    readLoginToken: fromPromise<string | null, { queryLoginToken: string | null }>(async () => null),
    fetchLoginStatus: fromPromise<LoginStatus, { loginToken: string }>(async () => ({ loginYN: "N" })),
    readVisitedMallCode: fromPromise<string | null>(async () => null),
    requestToken: fromPromise<IntroToken, { branch: string }>(async () => ({ custId: "", xToken: "" })),
  },
  actions: {
    navigate: (_args, _params: { to: string }) => {},
    assignLocation: (_args, _params: { url: string }) => {},
    rememberLoginToken: assign({ loginToken: (_, params: { token: string | null }) => params.token }),
    chooseBranchByCode: assign({
      branch: ({ context }, params: { code: string | null | undefined }) => mallByCode(context, params.code)?.path ?? context.defaultBranch,
    }),
    chooseDefaultBranch: assign({ branch: ({ context }) => context.defaultBranch }),
    prepareLeave: assign({
      leaveUrl: ({ context }, params: IntroToken) => introTokenUrl(mallByPath(context, context.branch)?.introTokenHost ?? "", context.branch, params),
    }),
  },
  guards: {
    isEligibleEntry: ({ context }) =>
      context.firstNavigation && context.pathname === "/" && queryKeys(context.search).every((k) => ALLOWED_ENTRY_QUERY_KEYS.has(k)),
    isApp: (_, params: { isApp: boolean }) => params.isApp,
    hasLoginToken: (_, params: { token: string | null }) => !isEmptyValue(params.token),
    isLoggedIn: (_, params: { loginYN: string }) => params.loginYN === "Y",
    hasKnownVisitedCode: ({ context }, params: { code: string | null }) => mallByCode(context, params.code) !== undefined,
    // A branch of an unknown mall has no brand host to hand over to, so it counts as passing.
    tokenCheckPasses: ({ context }, params: IntroToken) => {
      const mall = mallByPath(context, context.branch);
      return !mall || mall.servedHere || isEmptyValue(params.custId) || isEmptyValue(params.xToken);
    },
  },
  delays: {
    deviceIdTimeout: BRIDGE_TIMEOUTS_MS.deviceId,
    loginTokenTimeout: BRIDGE_TIMEOUTS_MS.loginToken,
  },
}).createMachine({
  id: "gate",
  context: ({ input }) => {
    const defaultBranch = input.defaultBranch ?? DEFAULT_GATE_BRANCH;
    return {
      pathname: input.pathname,
      search: input.search,
      firstNavigation: input.firstNavigation,
      knownMalls: input.knownMalls,
      defaultBranch,
      loginToken: null,
      branch: defaultBranch,
      leaveUrl: "",
    };
  },
  initial: "checkingEntry",
  // The final state's own output is the decision (see the states below).
  output: ({ event }) => event.output as GateDecision,
  states: {
    checkingEntry: {
      always: [{ guard: "isEligibleEntry", target: "checkingApp" }, { target: "stay" }],
    },
    checkingApp: {
      invoke: {
        id: "checkApp",
        src: "checkApp",
        onDone: [{ guard: { type: "isApp", params: ({ event }) => ({ isApp: event.output }) }, target: "readingLoginToken" }, { target: "stay" }],
        onError: { target: "stay" },
      },
      // No device id in time means a plain browser (or a broken app): show the gate.
      after: { deviceIdTimeout: { target: "stay" } },
    },
    readingLoginToken: {
      invoke: {
        id: "readLoginToken",
        src: "readLoginToken",
        input: ({ context }) => ({ queryLoginToken: new URLSearchParams(context.search).get("login_token") }),
        onDone: [
          {
            guard: { type: "hasLoginToken", params: ({ event }) => ({ token: event.output }) },
            actions: { type: "rememberLoginToken", params: ({ event }) => ({ token: event.output }) },
            target: "fetchingLoginStatus",
          },
          { target: "stay" },
        ],
        onError: { target: "stay" },
      },
      after: { loginTokenTimeout: { target: "stay" } },
    },
    fetchingLoginStatus: {
      invoke: {
        id: "fetchLoginStatus",
        src: "fetchLoginStatus",
        input: ({ context }) => ({ loginToken: context.loginToken ?? "" }),
        onDone: [
          {
            guard: { type: "isLoggedIn", params: ({ event }) => ({ loginYN: event.output.loginYN }) },
            actions: { type: "chooseBranchByCode", params: ({ event }) => ({ code: event.output.bcnCd }) },
            target: "requestingToken",
          },
          { target: "readingVisitedMall" },
        ],
        onError: { target: "readingVisitedMall" },
      },
    },
    readingVisitedMall: {
      invoke: {
        id: "readVisitedMallCode",
        src: "readVisitedMallCode",
        onDone: [
          {
            guard: { type: "hasKnownVisitedCode", params: ({ event }) => ({ code: event.output }) },
            actions: { type: "chooseBranchByCode", params: ({ event }) => ({ code: event.output }) },
            target: "requestingToken",
          },
          { actions: "chooseDefaultBranch", target: "requestingToken" },
        ],
        onError: { actions: "chooseDefaultBranch", target: "requestingToken" },
      },
    },
    requestingToken: {
      invoke: {
        id: "requestToken",
        src: "requestToken",
        input: ({ context }) => ({ branch: context.branch }),
        onDone: [
          { guard: { type: "tokenCheckPasses", params: ({ event }) => event.output }, target: "navigate" },
          { actions: { type: "prepareLeave", params: ({ event }) => event.output }, target: "leave" },
        ],
        // Spec: errors from the token request are swallowed and the visitor goes to the branch.
        onError: { target: "navigate" },
      },
    },
    stay: {
      type: "final",
      output: (): GateDecision => ({ type: "stay" }),
    },
    navigate: {
      type: "final",
      entry: { type: "navigate", params: ({ context }) => ({ to: `/${context.branch}` }) },
      output: ({ context }): GateDecision => ({ type: "navigate", to: `/${context.branch}` }),
    },
    leave: {
      type: "final",
      entry: { type: "assignLocation", params: ({ context }) => ({ url: context.leaveUrl }) },
      output: ({ context }): GateDecision => ({ type: "leave", url: context.leaveUrl }),
    },
  },
});
