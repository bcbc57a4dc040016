import { fromPromise } from "xstate";
import type { CodeRequestResult, LoginFailure, SessionResult, SignInResult, StepResult } from "../../machines/login.machine.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { isApiError } from "../../engine/api/errors.ts";
import type { Services } from "../../engine/services/services.ts";

/** Reads the login form's current values; the password lives only in the form's input. */
export type FormReader = () => { userId: string; userPw: string; autoLogin: boolean; captcha: string; phoneNo: string; authNo: string };

export interface LoginActorDeps {
  services: Services;
  mall: string;
  read: FormReader;
  newDeviceCheck: boolean;
}

/** The reason the screen shows for a failed call. */
export function failureOf(e: unknown): LoginFailure {
  if (!isApiError(e) || e.info.kind !== "http") return "unavailable";
  switch (e.info.status) {
    case 401:
      return "wrongCredentials";
    case 429:
      return "throttled";
    case 400:
      return "invalid";
    case 410:
      return "codeExpired";
    case 422:
      return "codeWrong";
    default:
      return "unavailable";
  }
}

const failed = (e: unknown) => ({ kind: "failed" as const, reason: failureOf(e) });

/** The login machine's actors over the API client, the bridge and the session. */
export function loginActors({ services, mall, read, newDeviceCheck }: LoginActorDeps) {
  const { api, bridge, session } = services;
  return {
    signIn: fromPromise<SignInResult, { newDeviceChk: boolean }>(async ({ input, signal }) => {
      const { userId, userPw, autoLogin } = read();
      const native = await bridge();
      const uuid = (await native.getDeviceId()) ?? undefined;
      try {
        const r = await api.call(
          memberEndpoints.login,
          {
            params: { mall },
            input: {
              userId,
              userPw,
              aloginYn: autoLogin ? "Y" : "N",
              ...(uuid ? { uuid } : {}),
              ...(newDeviceCheck && input.newDeviceChk ? { newDeviceChk: "Y" as const } : {}),
            },
          },
          // A sign-in repeated after the phone step is the same request: it must go out again.
          { signal, fresh: true },
        );
        if (r.authRequired === "Y") return { kind: "authRequired", custId: r.custId, phoneHint: r.phoneHint ?? "" };
        // The app keeps the auto-login token (native state); the web never stores it.
        if (r.custToken) await native.setValue("autoLoginToken", r.custToken);
        return { kind: "ok", custId: r.custId };
      } catch (e) {
        return failed(e);
      }
    }),
    checkCaptcha: fromPromise<StepResult>(async ({ signal }) => {
      try {
        const r = await api.call(memberEndpoints.captchaCheck, { params: { mall }, input: { answerText: read().captcha } }, { signal, fresh: true });
        return r.result === "Y" ? { kind: "ok" } : { kind: "failed", reason: "captchaWrong" };
      } catch (e) {
        return failed(e);
      }
    }),
    requestCode: fromPromise<CodeRequestResult, { custId: string }>(async ({ input, signal }) => {
      try {
        const r = await api.call(
          memberEndpoints.requestAuth,
          { params: {}, input: { phoneNo: read().phoneNo, custId: input.custId } },
          { signal, fresh: true },
        );
        return { kind: "sent", expireSec: r.expireSec, devCode: r.devAuthNo ?? null };
      } catch (e) {
        return failed(e);
      }
    }),
    completeCode: fromPromise<StepResult, { custId: string }>(async ({ input, signal }) => {
      const { phoneNo, authNo } = read();
      try {
        await api.call(
          memberEndpoints.completeAuth,
          { params: { path: "newDevice" }, input: { authNo, phoneNo, custId: input.custId } },
          { signal, fresh: true },
        );
        return { kind: "ok" };
      } catch (e) {
        return failed(e);
      }
    }),
    startSession: fromPromise<SessionResult, { custId: string }>(({ input }) => session.loggedIn(input.custId)),
    checkTerms: fromPromise<boolean>(async ({ signal }) => (await api.call(memberEndpoints.acceptanceApi, { params: {} }, { signal })).agreeYn === "Y"),
  };
}
