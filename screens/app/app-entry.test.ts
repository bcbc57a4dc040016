// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "../../engine/api/client.ts";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { MEMBER_SESSION, VISITOR_SESSION } from "../../engine/session/fake-session.fixture.ts";
import type { SessionService } from "../../engine/session/session-service.ts";
import { VISITED_MALL_KEY } from "../../engine/shell/visited-mall.ts";
import { appAgent, appServer, BROWSER_AGENT, fakeApp, loginSession, memberAt, updateAnswer, type FakeApp } from "./app.fixture.ts";
import { decideEntry, type EntryInput } from "./app-entry.ts";

afterEach(() => localStorage.clear());

function entry(over: {
  app?: FakeApp;
  server?: ReturnType<typeof appServer>;
  session?: SessionService;
  userAgent?: string;
  handOver?: boolean;
  queryMall?: string;
}) {
  const app = over.app ?? fakeApp();
  const server = over.server ?? appServer();
  let bridgeLoaded = false;
  const input: EntryInput = {
    userAgent: over.userAgent ?? appAgent(),
    bridge: async () => {
      bridgeLoaded = true;
      return app;
    },
    api: createApiClient({ base: "", fetch: server.fetch, getCustId: () => null }),
    session: over.session ?? loginSession(),
    queryMall: over.queryMall ? (mallByPath(over.queryMall) ?? null) : null,
    handOver: over.handOver ?? false,
  };
  return { run: () => decideEntry(input), app, server, bridgeLoaded: () => bridgeLoaded };
}

describe("/app in a browser", () => {
  it("goes to the visited mall with no call and without loading the bridge", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    const e = entry({ userAgent: BROWSER_AGENT });
    expect(await e.run()).toEqual({ kind: "go", to: "/wirye", update: null });
    expect(e.server.seen).toEqual([]);
    expect(e.bridgeLoaded()).toBe(false);
  });

  it("goes to the gate when no mall was visited, and to the ?mall= mall when one is named", async () => {
    expect(await entry({ userAgent: BROWSER_AGENT }).run()).toEqual({ kind: "go", to: "/", update: null });
    expect(await entry({ userAgent: BROWSER_AGENT, queryMall: "suwon" }).run()).toEqual({ kind: "go", to: "/suwon/main", update: null });
  });

  it("a webview marker without a device id is a browser too", async () => {
    const e = entry({ app: fakeApp({ deviceId: null, loginToken: "good-token" }) });
    expect(await e.run()).toEqual({ kind: "go", to: "/", update: null });
    expect(e.server.seen).toEqual([]);
  });
});

describe("/app in the app", () => {
  it("logs in with the app's token for this device and goes to the member's home branch", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    const session = loginSession(VISITOR_SESSION, memberAt("03"));
    const e = entry({ app: fakeApp({ loginToken: "good-token" }), session });
    expect(await e.run()).toEqual({ kind: "go", to: "/goyang", update: null });
    const login = e.server.seen.find((c) => c.path.startsWith("/api/app/spoint/"));
    expect(login?.path).toBe("/api/app/spoint/DEVICE-0001/login.do");
    expect((session as unknown as { calls: string[] }).calls).toContain("loggedIn:M0000001");
    expect(e.server.seen.some((c) => c.path === "/rest/update.do" && new URLSearchParams(c.body ?? "").get("app_version") === "3.4.0")).toBe(true);
  });

  it.each([
    ["no token", null],
    ["a refused token", "stale-token"],
  ])("with %s goes on as a visitor to the visited mall", async (_, token) => {
    localStorage.setItem(VISITED_MALL_KEY, "05");
    const session = loginSession();
    const e = entry({ app: fakeApp({ loginToken: token }), session });
    expect(await e.run()).toEqual({ kind: "go", to: "/bucheon", update: null });
    expect((session as unknown as { calls: string[] }).calls.filter((c) => c.startsWith("loggedIn"))).toEqual([]);
  });

  it("a failed auto login goes on to the default mall when none was visited", async () => {
    const failing = appServer();
    const fetch: typeof globalThis.fetch = (input, init) =>
      String(input).includes("/spoint/") ? Promise.reject(new TypeError("fetch failed")) : failing.fetch(input, init);
    const e = entry({ app: fakeApp({ loginToken: "good-token" }), server: { ...failing, fetch } });
    expect(await e.run()).toEqual({ kind: "go", to: "/hanam", update: null });
  });

  it("a member a stored id still names goes to the home branch without a token", async () => {
    const session = loginSession({ ...memberAt("02"), status: "checking" });
    session.set(memberAt("02"));
    const e = entry({ session });
    expect(await e.run()).toEqual({ kind: "go", to: "/coexmall", update: null });
  });

  it("a member without consent is left to the session (it goes to the login page): the entry stays", async () => {
    const e = entry({ app: fakeApp({ loginToken: "good-token" }), session: loginSession(VISITOR_SESSION, "consentMissing") });
    expect(await e.run()).toEqual({ kind: "stay" });
  });

  it("a forced update stops the entry with the store link", async () => {
    const e = entry({ userAgent: appAgent("2.9.0"), server: appServer({ update: updateAnswer({ forceYn: "Y", updateYn: "Y" }) }) });
    expect(await e.run()).toEqual({ kind: "forcedUpdate", update: { latestVersion: "3.4.0", storeUrl: "https://apps.example/fieldmall/android" } });
  });

  it("an optional update goes on, carrying the offer", async () => {
    const e = entry({ userAgent: appAgent("3.2.0"), server: appServer({ update: updateAnswer({ updateYn: "Y" }) }) });
    expect(await e.run()).toEqual({ kind: "go", to: "/hanam", update: { latestVersion: "3.4.0", storeUrl: "https://apps.example/fieldmall/android" } });
  });

  it("a failed update check, or a user agent without the version, never blocks", async () => {
    expect(await entry({ server: appServer({ update: "fail" }) }).run()).toEqual({ kind: "go", to: "/hanam", update: null });
    const e = entry({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36" });
    expect(await e.run()).toEqual({ kind: "go", to: "/hanam", update: null });
    expect(e.server.seen.some((c) => c.path === "/rest/update.do")).toBe(false);
  });

  it("the ?mall= mall wins over the home branch", async () => {
    const e = entry({ app: fakeApp({ loginToken: "good-token" }), session: loginSession(VISITOR_SESSION, memberAt("03")), queryMall: "coexmall" });
    expect(await e.run()).toEqual({ kind: "go", to: "/coexmall", update: null });
  });
});

describe("/app/loginOK in the app", () => {
  it("hands the logged-in member's customer id to the app, then goes to the home branch", async () => {
    const app = fakeApp({ loginToken: "good-token" });
    const session = loginSession({ ...MEMBER_SESSION, member: { ...MEMBER_SESSION.member!, bcn_cd: "06" }, custId: "M0000009" });
    const e = entry({ app, session, handOver: true });
    expect(await e.run()).toEqual({ kind: "go", to: "/myeongji", update: null });
    expect(app.set).toEqual([["custId", "M0000009"]]);
    // The login has happened: no auto login on top of it.
    expect(e.server.seen.some((c) => c.path.startsWith("/api/app/spoint/"))).toBe(false);
  });

  it("without a member falls back to the auto login, and hands nothing over", async () => {
    const app = fakeApp({ loginToken: null });
    const e = entry({ app, handOver: true });
    expect(await e.run()).toEqual({ kind: "go", to: "/hanam", update: null });
    expect(app.set).toEqual([]);
  });

  it("in a browser goes on as /app does, handing nothing over", async () => {
    const app = fakeApp();
    const e = entry({ app, userAgent: BROWSER_AGENT, handOver: true, session: loginSession(MEMBER_SESSION) });
    expect(await e.run()).toEqual({ kind: "go", to: "/", update: null });
    expect(app.called).toEqual([]);
  });
});
