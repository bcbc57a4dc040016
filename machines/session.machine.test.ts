import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { sessionFakeActors, type SessionFakeChoice } from "./session.fakes.ts";
import { HANAM_GROUP, MEMBER, sessionInput } from "./session.fixtures.ts";
import { LOGOUT_FALLBACK_MS, sessionMachine } from "./session.machine.ts";
import type { SessionInput } from "./session.types.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));
type CallInput = { custId: string | null; mall: string | null };

function start(choice: Partial<SessionFakeChoice> = {}, input: Partial<SessionInput> = {}, actors: Record<string, unknown> = {}) {
  const log: string[] = [];
  const machine = sessionMachine.provide({
    actors: { ...sessionFakeActors(choice), ...actors },
    actions: {
      storeCustId: ({ context }) => void log.push(`store ${context.custId}`),
      clearStoredCustId: () => void log.push("clear"),
      tellNativeCustId: ({ context }) => void log.push(`tellNative ${context.custId}`),
      navigateHome: ({ context }) => void log.push(`home ${context.mall}`),
      navigateToLogin: ({ context }) => void log.push(`login ${context.mall}`),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: sessionInput(input) });
  actor.start();
  const status = () => ["unknown", "checking", "visitor", "member", "loggingOut"].find((t) => actor.getSnapshot().hasTag(t));
  return { actor, clock, log, status };
}

/** An actor that records its input and answers with `answer` (or never, when it is undefined). */
function spy<T>(name: string, log: string[], answer?: () => T) {
  return fromPromise<T, CallInput>(({ input }) => {
    log.push(`${name} ${JSON.stringify(input)}`);
    return answer ? Promise.resolve(answer()) : new Promise<T>(() => {});
  });
}

describe("session machine: start", () => {
  it("stays unknown and calls nothing for a visitor until something asks", async () => {
    const fetchMember = vi.fn(async () => ({ loginYN: "N", testDevice: "N" }));
    const { actor, status } = start({}, { storedCustId: null }, { fetchMember: fromPromise(fetchMember) });
    await settle();
    expect(status()).toBe("unknown");
    expect(fetchMember).not.toHaveBeenCalled();
    actor.send({ type: "session.ensure" });
    expect(status()).toBe("checking");
    await settle();
    expect(status()).toBe("visitor");
    expect(fetchMember).toHaveBeenCalledOnce();
  });

  it("fetches a returning member with the stored id, keeps the id and then the mall's reserve group", async () => {
    const calls: string[] = [];
    const { actor, log, status } = start({}, {}, { fetchMember: spy("fetchMember", calls, () => ({ loginYN: "Y", testDevice: "Y", mbr001Vo: MEMBER })) });
    expect(status()).toBe("checking");
    await settle();
    await settle();
    expect(status()).toBe("member");
    expect(calls).toEqual([`fetchMember {"custId":"C100","mall":"hanam"}`]);
    expect(log).toEqual(["store C100"]);
    expect(actor.getSnapshot().context).toMatchObject({ member: MEMBER, testDevice: true, custId: "C100", reserveGroup: HANAM_GROUP });
  });

  it("clears a stale stored id when the server knows no member", async () => {
    const { actor, log, status } = start({ fetchMember: "visitor" });
    await settle();
    expect(status()).toBe("visitor");
    expect(log).toEqual(["clear"]);
    expect(actor.getSnapshot().context.custId).toBeNull();
  });

  it("stays unknown and marked failed when the fetch fails; ensure() asks again", async () => {
    const { actor, status, log } = start({ fetchMember: "error" });
    await settle();
    expect([status(), actor.getSnapshot().context.failed]).toEqual(["unknown", true]);
    expect(log).toEqual([]);
    actor.send({ type: "session.ensure" });
    expect([status(), actor.getSnapshot().context.failed]).toEqual(["checking", false]);
  });
});

describe("session machine: forced logout at start (app)", () => {
  it("logs the web out when the app reports no customer id, and stays on the page", async () => {
    const calls: string[] = [];
    const { actor, log, status } = start({ readNativeCustId: "none" }, { isApp: true }, { callLogout: spy("callLogout", calls, () => undefined) });
    expect(status()).toBe("checking");
    await settle();
    await settle();
    expect(status()).toBe("visitor");
    expect(calls).toEqual([`callLogout {"custId":"C100","mall":"hanam"}`]);
    expect(log).toEqual(["clear"]);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it("fetches the member when the app still has a customer id", async () => {
    const { status } = start({ readNativeCustId: "same" }, { isApp: true });
    await settle();
    await settle();
    expect(status()).toBe("member");
  });

  it("never asks the native side in a plain browser", async () => {
    const readNativeCustId = vi.fn(async () => null);
    const { status } = start({}, { isApp: false }, { readNativeCustId: fromPromise(readNativeCustId) });
    await settle();
    expect(status()).toBe("member");
    expect(readNativeCustId).not.toHaveBeenCalled();
  });
});

describe("session machine: missing third-party consent", () => {
  it("reports it, clears the member and the stored id, and opens the login route (browser)", async () => {
    const calls: string[] = [];
    const { actor, log, status } = start({ fetchMember: "withoutConsent" }, {}, { reportMissingConsent: spy("report", calls, () => undefined) });
    await settle();
    await settle();
    expect(calls).toEqual([`report {"custId":"C100","mall":"hanam"}`]);
    expect(log).toEqual(["clear", "login hanam"]);
    expect(status()).toBe("visitor");
    expect(actor.getSnapshot().context).toMatchObject({ member: null, custId: null });
  });

  it("logs the app out before opening the login route, even when the follow-up call fails", async () => {
    const { log, status } = start(
      { fetchMember: "withoutConsent", reportMissingConsent: "error" },
      { isApp: true },
      {
        logoutNative: fromPromise(async () => void log.push("native logout")),
      },
    );
    for (let i = 0; i < 4; i++) await settle();
    expect(log).toEqual(["clear", "native logout", "login hanam"]);
    expect(status()).toBe("visitor");
  });
});

describe("session machine: logout", () => {
  it("tells the app first, then makes the web call, then goes to the mall's page", async () => {
    const { actor, log, status } = start(
      {},
      { isApp: true },
      {
        logoutNative: fromPromise(async () => void log.push("native logout")),
        callLogout: spy("web logout", [], () => void log.push("web logout")),
      },
    );
    await settle();
    await settle();
    log.length = 0;
    actor.send({ type: "session.logout" });
    expect(status()).toBe("loggingOut");
    for (let i = 0; i < 3; i++) await settle();
    expect(log).toEqual(["native logout", "web logout", "clear", "home hanam"]);
    expect(status()).toBe("visitor");
  });

  it(`moves on after ${LOGOUT_FALLBACK_MS} ms when the logout call hangs, and only once`, async () => {
    const { actor, clock, log, status } = start({ callLogout: "noAnswer" });
    await settle();
    log.length = 0;
    actor.send({ type: "session.logout" });
    await settle();
    clock.increment(LOGOUT_FALLBACK_MS - 1);
    expect([status(), log]).toEqual(["loggingOut", []]);
    clock.increment(1);
    expect([status(), log]).toEqual(["visitor", ["clear", "home hanam"]]);
    clock.increment(10_000);
    expect(log).toEqual(["clear", "home hanam"]);
  });

  it("drops a login that arrives while logging out", async () => {
    const { actor, log } = start({ callLogout: "noAnswer" });
    await settle();
    actor.send({ type: "session.logout" });
    actor.send({ type: "session.loggedIn", custId: "C200" });
    expect(actor.getSnapshot().matches({ auth: "loggingOut" })).toBe(true);
    expect(log).not.toContain("store C200");
  });
});

describe("session machine: login and mall", () => {
  it("stores the new id, fetches the member with it, and tells the app", async () => {
    const calls: string[] = [];
    const answers = [
      { loginYN: "N", testDevice: "N" },
      { loginYN: "Y", testDevice: "N", mbr001Vo: { ...MEMBER, cust_id: "C200" } },
    ];
    const { actor, log, status } = start({}, { storedCustId: null, isApp: true }, { fetchMember: spy("fetchMember", calls, () => answers.shift()) });
    actor.send({ type: "session.ensure" });
    await settle();
    expect(status()).toBe("visitor");
    actor.send({ type: "session.loggedIn", custId: "C200" });
    await settle();
    expect(status()).toBe("member");
    expect(calls).toEqual([`fetchMember {"custId":null,"mall":"hanam"}`, `fetchMember {"custId":"C200","mall":"hanam"}`]);
    expect(log).toEqual(["clear", "store C200", "tellNative C200", "store C200"]);
  });

  it("fetches the reserve group again for another mall, and swallows its errors", async () => {
    const calls: string[] = [];
    let fail = false;
    const fetchReserveGroup = fromPromise<typeof HANAM_GROUP | null, { mall: string }>(async ({ input }) => {
      calls.push(input.mall);
      if (fail) throw new Error("down");
      return HANAM_GROUP;
    });
    const { actor } = start({}, {}, { fetchReserveGroup });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.reserveGroup).toEqual(HANAM_GROUP);
    fail = true;
    actor.send({ type: "session.mallChanged", mall: "centerfield" });
    expect(actor.getSnapshot().context.reserveGroup).toBeNull();
    await settle();
    expect(calls).toEqual(["hanam", "centerfield"]);
    expect(actor.getSnapshot().matches({ reserve: "ready", auth: "member" })).toBe(true);
  });

  it("waits for a mall before fetching the reserve group", async () => {
    const { actor } = start({ fetchMember: "visitor" }, { mall: null });
    await settle();
    expect(actor.getSnapshot().matches({ reserve: "waiting" })).toBe(true);
    actor.send({ type: "session.mallChanged", mall: "hanam" });
    // The mall belongs to the reserve region: the member is not fetched again.
    expect(actor.getSnapshot().matches({ reserve: "fetching", auth: "visitor" })).toBe(true);
  });
});
