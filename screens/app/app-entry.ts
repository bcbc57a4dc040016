import { appEndpoints } from "../../schemas/api/app.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { ApiClient } from "../../engine/api/client.ts";
import { CUST_ID_KEY } from "../../engine/api/member-id.ts";
import { appPlatformFrom, appVersionFrom } from "../../engine/bridge/app-version.ts";
import { detectApp } from "../../engine/bridge/detect-app.ts";
import type { NativeBridge } from "../../engine/bridge/native-bridge.ts";
import { hasWebviewMarkers } from "../../engine/bridge/webview-markers.ts";
import { mallByCode } from "../../engine/manifests/bundle.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import type { SessionService, SessionSnapshot } from "../../engine/session/session-service.ts";
import { fallbackMall, visitedMall } from "../../engine/shell/fallback-mall.ts";

// Where /app and /app/loginOK send the user, and what they do on the way (docs/decisions/0026).

/** A newer app in the store. */
export interface UpdateInfo {
  latestVersion: string;
  storeUrl: string;
}

/** What the entry decided. */
export type EntryDecision =
  /** Go on (history replaced); `update`: a newer app that may be offered on the way. */
  | { kind: "go"; to: string; update: UpdateInfo | null }
  /** The installed app is below the minimum: stay and ask for the update. */
  | { kind: "forcedUpdate"; update: UpdateInfo }
  /** The session moved on by itself (a member without consent goes to the login page). */
  | { kind: "stay" };

export interface EntryInput {
  userAgent: string;
  /** The native bridge, loaded only where the user agent has a webview marker. */
  bridge: () => Promise<NativeBridge>;
  api: ApiClient;
  session: SessionService;
  /** The `?mall=` mall, if the address names one: it wins over every other destination. */
  queryMall: MallManifest | null;
  /** /app/loginOK: the member a login has just left is handed to the app first. */
  handOver: boolean;
  signal?: AbortSignal;
}

type UpdateAnswer = EndpointResponse<typeof appEndpoints.update>;

/** A browser's destination: the `?mall=` mall or the visited mall, else the entry gate. */
export function browserDestination(queryMall: MallManifest | null): string {
  const mall = queryMall ?? visitedMall();
  return mall ? homePathFor(mall) : "/";
}

/** The app's destination: the `?mall=` mall, the member's home branch, the visited mall, the default mall. */
export function appDestination(queryMall: MallManifest | null, member: SessionSnapshot | null): string {
  const home = mallByCode(member?.member?.bcn_cd);
  return homePathFor(queryMall ?? (home?.kind === "mall" ? home : fallbackMall(null)));
}

/** app.update for the installed version, when the user agent tells the version and the platform; null otherwise or on failure. */
async function checkUpdate(api: ApiClient, userAgent: string, signal?: AbortSignal): Promise<UpdateAnswer | null> {
  const version = appVersionFrom(userAgent);
  const platform = appPlatformFrom(userAgent);
  if (!version || !platform) return null;
  try {
    return await api.call(appEndpoints.update, { params: {}, input: { os_type: platform, app_version: version } }, signal ? { signal } : {});
  } catch {
    // A failed check never keeps anyone out of the app.
    return null;
  }
}

/** The member the session knows: asked of the server only when an id is stored or `always` (a login just happened). */
async function knownMember(session: SessionService, always: boolean): Promise<SessionSnapshot | null> {
  if (!always && !session.getSnapshot().custId) return null;
  const s = await session.ensure();
  return s.status === "member" ? s : null;
}

/** Auto login with the token the app keeps: "none" without a token, on a refusal or a failed call. */
async function logInWithToken(input: EntryInput, bridge: NativeBridge, deviceId: string): Promise<"member" | "consentMissing" | "none"> {
  const token = await bridge.loginToken();
  if (!token) return "none";
  let custId: string;
  try {
    const answer = await input.api.call(
      appEndpoints.spointLogin,
      { params: { uuid: deviceId }, input: { autoLoginToken: token } },
      { fresh: true, ...(input.signal ? { signal: input.signal } : {}) },
    );
    if (answer.loginYN !== "Y" || !answer.custId) return "none";
    custId = answer.custId;
  } catch {
    return "none";
  }
  const result = await input.session.loggedIn(custId);
  return result === "failed" ? "none" : result;
}

const offerOf = (u: UpdateAnswer): UpdateInfo => ({ latestVersion: u.latestVersion, storeUrl: u.storeUrl });

/**
 * Decides the entry: a plain browser goes to its mall at once, with no call. In the app the update
 * check runs beside the login: the member a login left (loginOK, handed to the app), else the
 * auto login with the app's token, else a member a stored id still names; a forced update stops
 * there, anything else goes on to the member's home branch or the visited mall.
 */
export async function decideEntry(input: EntryInput): Promise<EntryDecision> {
  const { userAgent, queryMall } = input;
  if (!hasWebviewMarkers(userAgent)) return { kind: "go", to: browserDestination(queryMall), update: null };
  const bridge = await input.bridge();
  const { isApp, deviceId } = await detectApp(userAgent, bridge);
  if (!isApp || !deviceId) return { kind: "go", to: browserDestination(queryMall), update: null };

  const update = checkUpdate(input.api, userAgent, input.signal);
  let member: SessionSnapshot | null = null;
  if (input.handOver) {
    member = await knownMember(input.session, true);
    if (member?.custId) await bridge.setValue(CUST_ID_KEY, member.custId);
  }
  if (!member) {
    const login = await logInWithToken(input, bridge, deviceId);
    if (login === "consentMissing") return { kind: "stay" };
    member = login === "member" ? input.session.getSnapshot() : await knownMember(input.session, false);
  }
  const answer = await update;
  if (answer?.forceYn === "Y") return { kind: "forcedUpdate", update: offerOf(answer) };
  return { kind: "go", to: appDestination(queryMall, member), update: answer?.updateYn === "Y" ? offerOf(answer) : null };
}
