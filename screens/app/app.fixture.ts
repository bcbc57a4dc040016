// Fakes for the app area's tests (tests import this; the app never does).
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import type { NativeBridge } from "../../engine/bridge/native-bridge.ts";
import { fakeSessionService, MEMBER_SESSION, VISITOR_SESSION, type FakeSession } from "../../engine/session/fake-session.fixture.ts";
import type { SessionLoginResult, SessionSnapshot } from "../../engine/session/session-service.ts";
import { fakeBridge } from "../../engine/testing/fake-services.ts";
import { MEMBER } from "../../machines/session.fixtures.ts";

/** The app's user agent with a version (Android). */
export const appAgent = (version = "3.4.0") => `Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 FieldMallApp/${version}`;
/** A plain phone browser. */
export const BROWSER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";

export interface FakeApp extends NativeBridge {
  /** Every call by name, in order. */
  called: string[];
  /** What the app keeps (getValues reads it, setValue writes it). */
  values: Record<string, string>;
  /** setValue calls, in order. */
  set: [key: string, value: string][];
  /** URLs openLink was given. */
  opened: string[];
}

export interface FakeAppOptions {
  deviceId?: string | null;
  /** The auto-login token the app keeps (null: none). */
  loginToken?: string | null;
  values?: Record<string, string>;
  /** false: setValue is acknowledged but nothing is kept (an app that drops the value). */
  keeps?: boolean;
}

/** The native app behind the bridge: a device id, a login token and a value store; every call recorded. */
export function fakeApp({ deviceId = "DEVICE-0001", loginToken = null, values = {}, keeps = true }: FakeAppOptions = {}): FakeApp {
  const base = fakeBridge();
  const app: FakeApp = {
    ...base,
    called: base.called,
    values: { ...values },
    set: [],
    opened: [],
    getDeviceId: async () => {
      base.called.push("getDeviceId");
      return deviceId;
    },
    loginToken: async () => {
      base.called.push("loginToken");
      return loginToken;
    },
    getValues: async <K extends string>(keys: readonly K[]) => {
      base.called.push("getValues");
      return Object.fromEntries(keys.map((k) => [k, app.values[k] ?? null])) as Record<K, string | null>;
    },
    setValue: async (key, value) => {
      base.called.push("setValue");
      app.set.push([key, value]);
      if (keeps) app.values[key] = value;
    },
    openLink: async (url) => {
      base.called.push("openLink");
      app.opened.push(url);
    },
  };
  return app;
}

/**
 * A session whose login makes the member `after` (the real session fetches the member and applies
 * the consent rule: "consentMissing" and "failed" leave a visitor).
 */
export function loginSession(
  initial: SessionSnapshot = VISITOR_SESSION,
  after: SessionSnapshot | Exclude<SessionLoginResult, "member"> = MEMBER_SESSION,
): FakeSession {
  const session = fakeSessionService(initial);
  const loggedIn = session.loggedIn.bind(session);
  session.loggedIn = async (custId) => {
    await loggedIn(custId);
    if (typeof after === "string") {
      session.set(VISITOR_SESSION);
      return after;
    }
    session.set({ ...after, custId });
    return "member";
  };
  return session;
}

/** A member whose home branch is `bcnCd`. */
export const memberAt = (bcnCd: string): SessionSnapshot => ({ ...MEMBER_SESSION, member: { ...MEMBER, bcn_cd: bcnCd } });

/** app.update's answer. */
export const updateAnswer = (over: Partial<{ updateYn: "Y" | "N"; forceYn: "Y" | "N"; latestVersion: string; storeUrl: string }> = {}) => ({
  message: "success",
  updateYn: "N",
  forceYn: "N",
  latestVersion: "3.4.0",
  minVersion: "3.0.0",
  storeUrl: "https://apps.example/fieldmall/android",
  ...over,
});

export interface SeenCall {
  method: string;
  path: string;
  body: string | null;
}

/** A server for the app's calls: the auto login (a custId for `goodToken`), the update check and the location consent. */
export function appServer(
  opts: { goodToken?: string; custId?: string; update?: ReturnType<typeof updateAnswer> | "fail"; location?: "Y" | "N"; failLocationSave?: boolean } = {},
) {
  const seen: SeenCall[] = [];
  let location = opts.location ?? "N";
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? init.body : null;
    seen.push({ method, path: url.pathname, body });
    if (url.pathname.startsWith("/api/app/spoint/")) {
      const ok = url.searchParams.get("autoLoginToken") === (opts.goodToken ?? "good-token");
      return json({ message: "success", loginYN: ok ? "Y" : "N", custId: ok ? (opts.custId ?? "M0000001") : "" });
    }
    if (url.pathname === "/rest/update.do") return opts.update === "fail" ? json({ message: "error" }, 500) : json(opts.update ?? updateAnswer());
    if (url.pathname.startsWith("/rest/locinfo/devices/")) {
      if (method === "GET") return json({ message: "success", location_yn: location, agreDttm: null });
      if (opts.failLocationSave) return json({ message: "error" }, 500);
      location = new URLSearchParams(body ?? "").get("location_yn") === "Y" ? "Y" : "N";
      return json({ message: "success", location_yn: location, agreDttm: "2024-05-15 12:00:00" });
    }
    if (url.pathname === "/api/mypage/branch/save.do") return json({ message: "success", bcn_cd: (JSON.parse(body ?? "{}") as { bcn_cd: string }).bcn_cd });
    return json({ message: `no answer for ${method} ${url.pathname}` }, 404);
  };
  return { fetch, seen, writes: () => seen.filter((c) => c.method !== "GET") };
}
