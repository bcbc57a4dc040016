import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client.ts";
import { CUST_ID_KEY, type KeyValueStorage } from "../api/member-id.ts";
import { fakeSessionService, MEMBER_SESSION, VISITOR_SESSION } from "./fake-session.fixture.ts";
import { lazySessionService, type LazySessionDeps } from "./lazy-session.ts";
import type { SessionDeps } from "./session-service.ts";

function storageWith(stored: string | null): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>(stored ? [[CUST_ID_KEY, stored]] : []);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** The facade over a fake service module; `fail` makes the module's chunk fail to load. */
function harness(opts: { stored?: string | null; fail?: boolean; initialMall?: string } = {}) {
  const storage = storageWith(opts.stored ?? null);
  const inner = fakeSessionService(VISITOR_SESSION);
  const created: SessionDeps[] = [];
  const navigate = vi.fn();
  let fail = opts.fail ?? false;
  const loadService = vi.fn(async () => {
    if (fail) throw new Error("offline");
    return {
      createSessionService: (deps: SessionDeps) => {
        created.push(deps);
        return inner;
      },
    } as unknown as typeof import("./session-service.ts");
  });
  const deps: LazySessionDeps = {
    api: {} as ApiClient,
    bridge: () => Promise.reject(new Error("no bridge")),
    navigate,
    storage,
    loadService,
    ...(opts.initialMall ? { initialMall: opts.initialMall } : {}),
  };
  const session = lazySessionService(deps);
  return { session, inner, created, loadService, navigate, storage, recover: () => (fail = false) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lazy session: loading", () => {
  it("loads nothing for a visitor with no stored customer id", async () => {
    const { session, loadService } = harness();
    session.setMall("goyang");
    await settle();
    expect(loadService).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ status: "unknown", custId: null, failed: false });
    expect(session.getCustId()).toBeNull();
  });

  it("loads the service at start for a returning member, checking meanwhile", async () => {
    const { session, loadService, created } = harness({ stored: "C100", initialMall: "suwon" });
    expect(session.getSnapshot()).toMatchObject({ status: "checking", custId: "C100" });
    expect(session.getCustId()).toBe("C100");
    await settle();
    expect(loadService).toHaveBeenCalledTimes(1);
    expect(created[0]?.initialMall).toBe("suwon");
  });

  it("hands the service the mall the shell reported before it loaded, and later ones", async () => {
    const { session, inner, created } = harness();
    session.setMall("anseong");
    await session.ensure();
    expect(created[0]?.initialMall).toBe("anseong");
    session.setMall("hanam");
    expect(inner.calls).toContain("setMall:hanam");
  });
});

describe("lazy session: delegating", () => {
  it("loads once for concurrent calls, then answers from the service and tells subscribers", async () => {
    const { session, inner, loadService } = harness();
    const heard = vi.fn();
    session.subscribe(heard);
    const [a, b] = await Promise.all([session.ensure(), session.ensure()]);
    expect(loadService).toHaveBeenCalledTimes(1);
    expect(a.status).toBe("visitor");
    expect(b).toBe(a);
    expect(session.getSnapshot()).toBe(inner.getSnapshot());
    heard.mockClear();
    inner.set(MEMBER_SESSION);
    expect(heard).toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe("member");
  });

  it("passes loggedIn and logout through", async () => {
    const { session, inner } = harness();
    await expect(session.loggedIn("C7")).resolves.toBeDefined();
    await session.logout();
    expect(inner.calls).toEqual(expect.arrayContaining(["loggedIn:C7", "logout"]));
  });
});

describe("lazy session: the service's chunk fails to load", () => {
  it("marks the session failed, answers login as failed, and tries again on the next call", async () => {
    const { session, loadService, recover } = harness({ stored: "C100", fail: true });
    await settle();
    expect(session.getSnapshot()).toMatchObject({ status: "unknown", failed: true });
    await expect(session.loggedIn("C100")).resolves.toBe("failed");
    recover();
    await session.ensure();
    expect(loadService).toHaveBeenCalledTimes(3);
    expect(session.getSnapshot().status).toBe("visitor");
  });

  it("still forgets the member and leaves for the mall's page on logout", async () => {
    const { session, navigate, storage } = harness({ stored: "C100", fail: true, initialMall: "centerfield" });
    await session.logout();
    expect(storage.map.has(CUST_ID_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/centerfield");
  });
});
