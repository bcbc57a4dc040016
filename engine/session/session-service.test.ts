import { describe, expect, it, vi } from "vitest";
import { SimulatedClock } from "xstate";
import { MEMBER } from "../../machines/session.fixtures.ts";
import type { ApiClient } from "../api/client.ts";
import { ApiError } from "../api/errors.ts";
import { CUST_ID_KEY, type KeyValueStorage } from "../api/member-id.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { createSessionService, type SessionDeps } from "./session-service.ts";

// Loaded once up front: the first import compiles the endpoint catalogue, longer than a test should wait.
const runtime = await import("./session-runtime.ts");

const settle = async (times = 3) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

type Answer = unknown | (() => unknown);
const hang = () => new Promise(() => {});

/** Everything the service touches, recorded in one log so tests can assert order. */
function harness(opts: { stored?: string | null; isApp?: boolean; native?: string | null; answers?: Record<string, Answer> } = {}) {
  const log: string[] = [];
  const map = new Map<string, string>(opts.stored ? [[CUST_ID_KEY, opts.stored]] : []);
  const storage: KeyValueStorage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  const answers: Record<string, Answer> = {
    "member.main": { message: "success", loginYN: "Y", testDevice: "N", mbr001Vo: MEMBER },
    "member.reserveGroup": { message: "success", group: null },
    "member.agreementMissing": { message: "success" },
    "member.logout": { message: "success", loginYN: "N" },
    ...opts.answers,
  };
  const call = vi.fn(async (endpoint: { id: string }, args: { params?: unknown; input?: unknown }) => {
    log.push(`call ${endpoint.id} ${JSON.stringify(args.input ?? {})}`);
    const answer = answers[endpoint.id];
    return typeof answer === "function" ? (answer as () => unknown)() : answer;
  });
  const api = { call } as unknown as ApiClient;
  const bridge = {
    getCustId: async () => (log.push("native getCustId"), opts.native === undefined ? (map.get(CUST_ID_KEY) ?? null) : opts.native),
    logout: async () => void log.push("native logout"),
    setValue: async (k: string, v: string) => void log.push(`native setValue ${k}=${v}`),
  } as unknown as NativeBridge;
  const clock = new SimulatedClock();
  const loadRuntime = vi.fn(async () => runtime);
  const deps: SessionDeps = {
    api,
    bridge: async () => bridge,
    navigate: (to, o) => void log.push(`navigate ${to}${o?.replace ? " (replace)" : ""}`),
    storage,
    paths: { home: (m) => `/${m ?? ""}`, login: (m) => `/${m ?? "hanam"}/login` },
    isApp: async () => opts.isApp ?? false,
    clock,
    loadRuntime,
  };
  const service = createSessionService(deps);
  return { service, log, map, call, clock, loadRuntime };
}

describe("session service: loading", () => {
  it("loads nothing for a visitor until something needs the member", async () => {
    const { service, loadRuntime, call } = harness();
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: "unknown", custId: null });
    expect(loadRuntime).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it("checks a returning member at once", async () => {
    const { service, call } = harness({ stored: "C100" });
    expect(service.getSnapshot().status).toBe("checking");
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: "member", custId: "C100", member: { mbr_nm: MEMBER.mbr_nm } });
    expect(call.mock.calls[0]?.[1]).toMatchObject({ params: { mall: "hanam" }, input: { custId: "C100", custid: "C100" } });
  });

  it("shares one member fetch among concurrent ensure() calls", async () => {
    const { service, call } = harness();
    const [a, b] = await Promise.all([service.ensure(), service.ensure()]);
    expect(a).toBe(b);
    expect(a.status).toBe("member");
    expect(call.mock.calls.filter(([e]) => e.id === "member.main")).toHaveLength(1);
    await service.ensure();
    expect(call.mock.calls.filter(([e]) => e.id === "member.main")).toHaveLength(1);
  });

  it("treats a session that is not this id's (403) as a visitor and forgets the stored id", async () => {
    const forbidden = () => Promise.reject(new ApiError("member.main", { kind: "http", status: 403, message: null, fieldErrors: [] }));
    const { service, map } = harness({ stored: "C100", answers: { "member.main": forbidden } });
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: "visitor", custId: null });
    expect(map.has(CUST_ID_KEY)).toBe(false);
    expect(service.getCustId()).toBeNull();
  });

  it("stays unknown and marked failed when the network fails, and tries again on ensure()", async () => {
    let fail = true;
    const main = () => (fail ? Promise.reject(new ApiError("member.main", { kind: "network" })) : { message: "success", loginYN: "N", testDevice: "N" });
    const { service, map } = harness({ stored: "C100", answers: { "member.main": main } });
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: "unknown", failed: true, custId: "C100" });
    expect(map.get(CUST_ID_KEY)).toBe("C100");
    fail = false;
    expect((await service.ensure()).status).toBe("visitor");
  });
});

describe("session service: forced logout at start", () => {
  it("logs the web out, without leaving the page, when the app has no customer id", async () => {
    const { service, log, map } = harness({ stored: "C100", isApp: true, native: null });
    await settle();
    expect(log).toEqual(["native getCustId", `call member.logout {"custid":"C100"}`]);
    expect(map.has(CUST_ID_KEY)).toBe(false);
    expect(service.getSnapshot()).toMatchObject({ status: "visitor", custId: null });
  });

  it("keeps the member when the app has the customer id", async () => {
    const { service, log } = harness({ stored: "C100", isApp: true });
    await settle();
    expect(log).toEqual(["native getCustId", `call member.main {"custId":"C100","custid":"C100"}`]);
    expect(service.getSnapshot().status).toBe("member");
  });
});

describe("session service: missing third-party consent", () => {
  it("reports it, clears the stored id, logs the app out and opens the login route", async () => {
    const { service, log, map } = harness({
      isApp: true,
      answers: { "member.main": { message: "success", loginYN: "Y", testDevice: "N", mbr001Vo: { ...MEMBER, third_party_info_agre_yn: "N" } } },
    });
    service.setMall("hanam");
    expect(await service.loggedIn("C100")).toBe("consentMissing");
    // The app hears the new id in the background, whenever its bridge answers.
    expect(log).toContain("native setValue custId=C100");
    expect(log.filter((l) => !l.includes("setValue"))).toEqual([
      `call member.main {"custId":"C100","custid":"C100"}`,
      `call member.agreementMissing {"custid":"C100"}`,
      "native logout",
      "navigate /hanam/login (replace)",
      "call member.reserveGroup {}",
    ]);
    expect(map.has(CUST_ID_KEY)).toBe(false);
    expect(service.getSnapshot()).toMatchObject({ status: "visitor", member: null, custId: null });
  });
});

describe("session service: login and logout", () => {
  it("reports a confirmed login as member and keeps the id for the client", async () => {
    const { service, map } = harness();
    expect(await service.loggedIn("C100")).toBe("member");
    expect([map.get(CUST_ID_KEY), service.getCustId()]).toEqual(["C100", "C100"]);
  });

  it("logs out in order: the app, then the web call, then the mall's page", async () => {
    const { service, log, map } = harness({
      stored: "C100",
      isApp: true,
      answers: { "member.main": { message: "success", loginYN: "Y", testDevice: "N", mbr001Vo: MEMBER } },
    });
    service.setMall("centerfield");
    await settle();
    log.length = 0;
    await service.logout();
    expect(log.filter((l) => !l.includes("reserveGroup"))).toEqual(["native logout", `call member.logout {"custid":"C100"}`, "navigate /centerfield"]);
    expect(map.has(CUST_ID_KEY)).toBe(false);
    expect(service.getSnapshot().status).toBe("visitor");
  });

  it("logs out only this device's member: the other data stored on the device stays", async () => {
    const { service, map } = harness({ stored: "C100" });
    const others: [string, string][] = [
      ["favorites:C200", '["t1"]'],
      ["settings:C200", '{"push":"Y"}'],
      ["locale", "en"],
    ];
    for (const [k, v] of others) map.set(k, v);
    await settle();
    await service.logout();
    expect(map.has(CUST_ID_KEY)).toBe(false);
    expect([...map]).toEqual(others);
  });

  it("moves on after 900 ms when the logout call hangs", async () => {
    const { service, log, clock } = harness({ stored: "C100", answers: { "member.logout": hang } });
    await settle();
    log.length = 0;
    const done = service.logout();
    await settle();
    expect(service.getSnapshot().status).toBe("loggingOut");
    clock.increment(899);
    expect(log.some((l) => l.startsWith("navigate"))).toBe(false);
    clock.increment(1);
    await done;
    expect(log.filter((l) => l.startsWith("navigate"))).toEqual(["navigate /"]);
    expect(service.getCustId()).toBeNull();
  });

  it("asks for the reserve group of each mall the shell reports", async () => {
    const { service, call } = harness({ stored: "C100" });
    service.setMall("hanam");
    await settle();
    service.setMall("hanam");
    service.setMall("goyang");
    await settle();
    const groups = call.mock.calls.filter(([e]) => e.id === "member.reserveGroup").map(([, a]) => a.params);
    expect(groups).toEqual([{ mall: "hanam" }, { mall: "goyang" }]);
  });

  it("notifies subscribers with a stable snapshot between changes", async () => {
    const { service } = harness({ stored: "C100" });
    const seen: string[] = [];
    const off = service.subscribe(() => seen.push(service.getSnapshot().status));
    await settle();
    expect(service.getSnapshot()).toBe(service.getSnapshot());
    off();
    expect(seen).toEqual(["member"]);
  });
});
