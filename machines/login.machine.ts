import { assign, fromPromise, setup } from "xstate";

// The login flow (spec part-2 §3 login request and phone authentication, §5; part-1 §4):
// credentials → captcha (after repeated failures) → sign in → phone authentication for a new
// device → start the session (member fetch and consent check) → terms still to accept → done.
// The machine never sees the password: the actors read the form the screen owns, so neither the
// flow lab, the inspector nor a log can show it.

/** Why a step failed, as the screen words it. */
export type LoginFailure = "wrongCredentials" | "throttled" | "captchaWrong" | "codeWrong" | "codeExpired" | "invalid" | "unavailable";

/** The sign-in call's answer. */
export type SignInResult =
  | { kind: "ok"; custId: string }
  | { kind: "authRequired"; custId: string; phoneHint: string }
  | { kind: "failed"; reason: LoginFailure };

/** A step that either worked or failed for a reason. */
export type StepResult = { kind: "ok" } | { kind: "failed"; reason: LoginFailure };

/** The code request's answer: with its demo setting (MALL_DEMO) the reference server returns the code (devAuthNo). */
export type CodeRequestResult = { kind: "sent"; expireSec: number; devCode: string | null } | { kind: "failed"; reason: LoginFailure };

/** What the session made of the new login. */
export type SessionResult = "member" | "consentMissing" | "failed";

export interface LoginInput {
  /** Wrong answers before the captcha is asked (the screen's setting). */
  captchaAfterFailures: number;
  /** Send newDeviceChk (a documented build setting): the server may then ask for phone authentication. */
  newDeviceCheck: boolean;
}

export interface LoginContext extends LoginInput {
  failures: number;
  captchaPassed: boolean;
  error: LoginFailure | null;
  custId: string | null;
  phoneHint: string;
  codeSent: boolean;
  devCode: string | null;
  expireSec: number;
  outcome: LoginOutcome | null;
}

/** How the flow ended: the screen navigates. */
export type LoginOutcome = { kind: "member" } | { kind: "needsTerms" } | { kind: "consentMissing" };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    output: {} as LoginOutcome,
    events: {} as
      | { type: "login.submit" }
      | { type: "login.captchaSubmit" }
      | { type: "login.requestCode" }
      | { type: "login.completeCode" }
      | { type: "login.cancel" },
  },
  // Stubs: the screen provides the real operations.
  actors: {
    signIn: fromPromise<SignInResult, { newDeviceChk: boolean }>(async () => ({ kind: "failed", reason: "unavailable" })),
    checkCaptcha: fromPromise<StepResult>(async () => ({ kind: "failed", reason: "unavailable" })),
    requestCode: fromPromise<CodeRequestResult, { custId: string }>(async () => ({ kind: "failed", reason: "unavailable" })),
    completeCode: fromPromise<StepResult, { custId: string }>(async () => ({ kind: "failed", reason: "unavailable" })),
    startSession: fromPromise<SessionResult, { custId: string }>(async () => "failed"),
    checkTerms: fromPromise<boolean>(async () => true),
  },
  guards: {
    needsCaptcha: ({ context }) => !context.captchaPassed && context.failures >= context.captchaAfterFailures,
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({
    ...input,
    failures: 0,
    captchaPassed: false,
    error: null,
    custId: null,
    phoneHint: "",
    codeSent: false,
    devCode: null,
    expireSec: 0,
    outcome: null,
  }),
  initial: "credentials",
  states: {
    credentials: {
      on: {
        "login.submit": [
          { guard: "needsCaptcha", target: "captcha", actions: assign({ error: null }) },
          { target: "signingIn", actions: assign({ error: null }) },
        ],
      },
    },
    captcha: {
      on: { "login.captchaSubmit": { target: "checkingCaptcha", actions: assign({ error: null }) }, "login.cancel": "credentials" },
    },
    checkingCaptcha: {
      invoke: {
        id: "checkCaptcha",
        src: "checkCaptcha",
        onDone: [
          { guard: ({ event }) => event.output.kind === "ok", target: "signingIn", actions: assign({ captchaPassed: true }) },
          { target: "captcha", actions: assign({ error: ({ event }) => (event.output.kind === "failed" ? event.output.reason : null) }) },
        ],
        onError: { target: "captcha", actions: assign({ error: "unavailable" }) },
      },
    },
    signingIn: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ newDeviceChk: context.newDeviceCheck }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "ok",
            target: "startingSession",
            actions: assign({ custId: ({ event }) => (event.output.kind === "ok" ? event.output.custId : null) }),
          },
          {
            guard: ({ event }) => event.output.kind === "authRequired",
            target: "phoneAuth",
            actions: assign(({ event }) =>
              event.output.kind === "authRequired" ? { custId: event.output.custId, phoneHint: event.output.phoneHint, codeSent: false, devCode: null } : {},
            ),
          },
          {
            target: "credentials",
            actions: assign(({ context, event }) => {
              const reason = event.output.kind === "failed" ? event.output.reason : "unavailable";
              // A wrong answer counts towards the captcha (the count stops there: only "enough" matters),
              // and a captcha passed once has to be passed again after another wrong answer.
              const failures = reason === "wrongCredentials" ? Math.min(context.failures + 1, context.captchaAfterFailures) : context.failures;
              return { error: reason, failures, captchaPassed: false };
            }),
          },
        ],
        onError: { target: "credentials", actions: assign({ error: "unavailable" }) },
      },
    },
    phoneAuth: {
      initial: "enterPhone",
      on: { "login.cancel": { target: "credentials", actions: assign({ custId: null, codeSent: false, devCode: null, error: null }) } },
      states: {
        enterPhone: { on: { "login.requestCode": { target: "requestingCode", actions: assign({ error: null }) } } },
        requestingCode: {
          invoke: {
            id: "requestCode",
            src: "requestCode",
            input: ({ context }) => ({ custId: context.custId ?? "" }),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === "sent",
                target: "enterCode",
                actions: assign(({ event }) =>
                  event.output.kind === "sent" ? { codeSent: true, devCode: event.output.devCode, expireSec: event.output.expireSec } : {},
                ),
              },
              { target: "enterPhone", actions: assign({ error: ({ event }) => (event.output.kind === "failed" ? event.output.reason : null) }) },
            ],
            onError: { target: "enterPhone", actions: assign({ error: "unavailable" }) },
          },
        },
        enterCode: {
          on: {
            "login.completeCode": { target: "completingCode", actions: assign({ error: null }) },
            "login.requestCode": { target: "requestingCode", actions: assign({ error: null }) },
          },
        },
        completingCode: {
          invoke: {
            id: "completeCode",
            src: "completeCode",
            input: ({ context }) => ({ custId: context.custId ?? "" }),
            onDone: [
              // The code is verified: the same sign-in again now registers the device.
              { guard: ({ event }) => event.output.kind === "ok", target: "#login.signingIn" },
              { target: "enterCode", actions: assign({ error: ({ event }) => (event.output.kind === "failed" ? event.output.reason : null) }) },
            ],
            onError: { target: "enterCode", actions: assign({ error: "unavailable" }) },
          },
        },
      },
    },
    startingSession: {
      invoke: {
        id: "startSession",
        src: "startSession",
        input: ({ context }) => ({ custId: context.custId ?? "" }),
        onDone: [
          { guard: ({ event }) => event.output === "member", target: "checkingTerms" },
          { guard: ({ event }) => event.output === "consentMissing", target: "consentMissing" },
          { target: "credentials", actions: assign({ error: "unavailable" }) },
        ],
        onError: { target: "credentials", actions: assign({ error: "unavailable" }) },
      },
    },
    checkingTerms: {
      invoke: {
        id: "checkTerms",
        src: "checkTerms",
        onDone: [{ guard: ({ event }) => event.output, target: "loggedIn" }, { target: "needsTerms" }],
        // The terms check is a courtesy: a member who is logged in stays logged in if it fails.
        onError: { target: "loggedIn" },
      },
    },
    loggedIn: { type: "final", entry: assign({ outcome: { kind: "member" } }) },
    needsTerms: { type: "final", entry: assign({ outcome: { kind: "needsTerms" } }) },
    consentMissing: { type: "final", entry: assign({ outcome: { kind: "consentMissing" } }) },
  },
  output: ({ context }) => context.outcome ?? { kind: "member" },
});
