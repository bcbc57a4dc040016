import { createActor, fromPromise, toPromise } from "xstate";
import { gateMachine, type GateMall, type IntroToken, type LoginStatus } from "../../machines/gate.machine.ts";
import { detectApp } from "../bridge/detect-app.ts";
import { brandOf, bundle } from "../manifests/bundle.ts";
import { navigateTo } from "./router-ref.ts";
import { nativeBridge } from "./native.ts";
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

/** Not wired yet: the login-status and token calls arrive with the reference API server (issue 3). */
const notBuilt = (what: string) => Promise.reject(new Error(`${what}: the API client is not built yet`));

/** Runs the entry redirect for this page load with the real bridge, storage and router. */
export async function runEntryGate(location: { pathname: string; search: string }): Promise<void> {
  const bridge = await nativeBridge();
  const machine = gateMachine.provide({
    actors: {
      checkApp: fromPromise(async () => (await detectApp(navigator.userAgent, bridge)).isApp),
      readLoginToken: fromPromise(async ({ input }: { input: { queryLoginToken: string | null } }) => input.queryLoginToken ?? (await bridge.loginToken())),
      fetchLoginStatus: fromPromise<LoginStatus, { loginToken: string }>(() => notBuilt("login status")),
      readVisitedMallCode: fromPromise(async () => readVisitedMallCode()),
      requestToken: fromPromise<IntroToken, { branch: string }>(() => notBuilt("intro token")),
    },
    actions: {
      navigate: (_, params: { to: string }) => navigateTo(params.to, { replace: true }),
      assignLocation: (_, params: { url: string }) => window.location.assign(params.url),
    },
  });
  const actor = createActor(machine, {
    input: { pathname: location.pathname, search: location.search, firstNavigation: true, knownMalls: gateMalls(window.location.host) },
  });
  actor.start();
  await toPromise(actor);
}
