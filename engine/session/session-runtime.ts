import { createActor, fromPromise, type Actor, type InspectionEvent, type Observer } from "xstate";
import { sessionMachine } from "../../machines/session.machine.ts";
import type { MemberAnswer, ReserveGroup, SessionInput } from "../../machines/session.types.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { ApiClient } from "../api/client.ts";
import { isApiError } from "../api/errors.ts";
import { CUST_ID_KEY, type CustIdStore } from "../api/member-id.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { DEFAULT_MALL_PATH } from "../manifests/bundle.ts";
import type { SessionPaths } from "./mall-paths.ts";

// Loaded with import() when the session first has work to do: the machine, the member endpoints
// and (through them) zod stay off a visitor's pages.

/** A timer source for the machine's delays (xstate's SimulatedClock in tests). */
export interface SessionClock {
  // Mirrors xstate's Clock, whose timer ids are untyped.
  // oxlint-disable-next-line typescript/no-explicit-any
  setTimeout(fn: (...args: any[]) => void, timeout: number): any;
  // oxlint-disable-next-line typescript/no-explicit-any
  clearTimeout(id: any): void;
}

export interface RuntimeDeps {
  api: ApiClient;
  bridge: () => Promise<NativeBridge>;
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  custIds: CustIdStore;
  paths: SessionPaths;
  clock?: SessionClock | undefined;
  inspect?: Observer<InspectionEvent> | undefined;
}

export type SessionActor = Actor<typeof sessionMachine>;

// Answers that mean "no session for this id here" rather than a failure: a stale or foreign stored id.
const NOT_OURS = new Set([400, 401, 403]);

type CallInput = { custId: string | null; mall: string | null };

const mallOf = (mall: string | null) => mall ?? DEFAULT_MALL_PATH;

/** The member fetch (member.main) as the machine reads it. */
export async function fetchMember(api: ApiClient, input: CallInput, signal?: AbortSignal): Promise<MemberAnswer> {
  const custId = input.custId ?? undefined;
  try {
    // The session shows its own checking state: its calls leave the global loading veil alone.
    const r = await api.call(
      memberEndpoints.main,
      { params: { mall: mallOf(input.mall) }, input: custId ? { custId, custid: custId } : {} },
      { background: true, ...(signal ? { signal } : {}) },
    );
    return { loginYN: r.loginYN, testDevice: r.testDevice, mbr001Vo: r.mbr001Vo ?? null };
  } catch (e) {
    if (isApiError(e) && e.info.kind === "http" && NOT_OURS.has(e.info.status)) return { loginYN: "N", testDevice: "N" };
    throw e;
  }
}

/** The machine with the real calls, bridge, storage and navigation, started. */
export function startSessionActor(deps: RuntimeDeps, input: SessionInput): SessionActor {
  const { api, custIds, paths } = deps;
  const machine = sessionMachine.provide({
    actors: {
      readNativeCustId: fromPromise(async () => (await deps.bridge()).getCustId()),
      fetchMember: fromPromise<MemberAnswer, CallInput>(({ input: i, signal }) => fetchMember(api, i, signal)),
      reportMissingConsent: fromPromise<void, CallInput>(async ({ input: i }) => {
        await api.call(
          memberEndpoints.agreementMissing,
          { params: { mall: mallOf(i.mall) }, input: i.custId ? { custid: i.custId } : {} },
          { background: true },
        );
      }),
      logoutNative: fromPromise(async () => (await deps.bridge()).logout()),
      // No abort signal on purpose: when the 900 ms fallback moves on, the server must still end the session.
      callLogout: fromPromise<void, CallInput>(async ({ input: i }) => {
        await api.call(memberEndpoints.logout, { params: { mall: mallOf(i.mall) }, input: i.custId ? { custid: i.custId } : {} }, { background: true });
      }),
      fetchReserveGroup: fromPromise<ReserveGroup | null, { mall: string }>(async ({ input: i, signal }) => {
        const r = await api.call(memberEndpoints.reserveGroup, { params: { mall: i.mall } }, { background: true, signal });
        return r.group;
      }),
    },
    actions: {
      storeCustId: ({ context }) => custIds.set(context.custId ?? ""),
      clearStoredCustId: () => custIds.clear(),
      tellNativeCustId: ({ context }) => {
        const custId = context.custId;
        if (custId) void deps.bridge().then((b) => b.setValue(CUST_ID_KEY, custId));
      },
      navigateHome: ({ context }) => deps.navigate(paths.home(context.mall)),
      // Replace: back from the login page must not land on the page that just logged the member out.
      navigateToLogin: ({ context }) => deps.navigate(paths.login(context.mall), { replace: true }),
    },
  });
  const actor = createActor(machine, { input, ...(deps.clock ? { clock: deps.clock } : {}), ...(deps.inspect ? { inspect: deps.inspect } : {}) });
  actor.start();
  return actor;
}
