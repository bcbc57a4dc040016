import { createActor, fromPromise, toPromise } from "xstate";
import { gateMachine, type GateMall, type IntroToken, type LoginStatus } from "../../machines/gate.machine.ts";
import { detectApp } from "../bridge/detect-app.ts";
import { inspectOption } from "../inspection/inspection.ts";
import { brandOf, bundle, DEFAULT_MALL_PATH } from "../manifests/bundle.ts";
import { navigateTo } from "./router-ref.ts";
import type { Services } from "../services/services.ts";
import { readVisitedMallCode, visitedRedirectMalls } from "./visited-mall.ts";

/** The ten known malls as the gate machine sees them, for the host this page is served from. */
export function gateMalls(currentHost: string): GateMall[] {
  return visitedRedirectMalls().map((m) => {
    const group = bundle.brands.groups.find((g) => g.id === brandOf(m).introTokenGroup);
    const host = group?.hosts.production ?? "";
    return {
      path: m.path,
      code: m.code as string,
      introTokenHost: host,
      servedHere: currentHost === host || (group?.hosts.development ?? []).includes(currentHost),
    };
  });
}

/** The gate's two calls, loaded only when the machine makes them (zod and the client stay off the gate otherwise). */
const gateCalls = () => import("../api/gate-calls.ts");

/** Runs the entry redirect for this page load with the real bridge, storage and router. */
export async function runEntryGate(location: { pathname: string; search: string }, services: Pick<Services, "api" | "bridge">): Promise<void> {
  const bridge = await services.bridge();
  const machine = gateMachine.provide({
    actors: {
      checkApp: fromPromise(async () => (await detectApp(navigator.userAgent, bridge)).isApp),
      readLoginToken: fromPromise(async ({ input }: { input: { queryLoginToken: string | null } }) => input.queryLoginToken ?? (await bridge.loginToken())),
      // The gate has no mall yet: the status is asked of the default mall (the session is shared).
      fetchLoginStatus: fromPromise<LoginStatus, { loginToken: string }>(async () => (await gateCalls()).fetchLoginStatus(DEFAULT_MALL_PATH, services.api)),
      readVisitedMallCode: fromPromise(async () => readVisitedMallCode()),
      // A failed token request rejects; the machine swallows it (spec) and goes to the branch.
      requestToken: fromPromise<IntroToken, { branch: string }>(async ({ input }) => (await gateCalls()).requestIntroToken(input.branch, services.api)),
    },
    actions: {
      navigate: (_, params: { to: string }) => navigateTo(params.to, { replace: true }),
      assignLocation: (_, params: { url: string }) => window.location.assign(params.url),
    },
  });
  const actor = createActor(machine, {
    input: {
      pathname: location.pathname,
      search: location.search,
      firstNavigation: true,
      knownMalls: gateMalls(window.location.host),
      defaultBranch: DEFAULT_MALL_PATH,
    },
    inspect: inspectOption(),
  });
  actor.start();
  await toPromise(actor);
}
