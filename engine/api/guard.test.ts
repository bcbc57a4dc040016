import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GUARD_MS } from "../../schemas/api/endpoint.ts";
import { bannerEp, eventListEp, formEp, listBody, listEp, stampEp, unguardedEp } from "./endpoints.fixture.ts";
import { ApiError } from "./errors.ts";
import { fakeFetch, json, never, settle, testClient } from "./fake-fetch.fixture.ts";

const hanam = { mall: "hanam" };

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("duplicate-call guard", () => {
  it.each([
    ["event list", eventListEp, GUARD_MS.eventList, 100],
    ["banner", bannerEp, GUARD_MS.banner, 1_000],
    ["default", listEp, GUARD_MS.default, 3_000],
  ] as const)("%s: an identical call within %s ms shares the first call's promise", async (_name, ep, windowMs, specMs) => {
    expect(windowMs).toBe(specMs);
    const f = fakeFetch(() => json(listBody));
    const client = testClient(f.fetch);
    const first = client.call(ep, { params: hanam });
    await vi.advanceTimersByTimeAsync(windowMs - 1);
    const second = client.call(ep, { params: hanam });
    expect(await second).toBe(await first);
    expect(f.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await client.call(ep, { params: hanam });
    expect(f.calls()).toBe(2);
  });

  it("stamp issue: a second tap within 1 s sends nothing", async () => {
    expect(stampEp.guardMs).toBe(1_000);
    const f = fakeFetch(() => json({ message: "success" }));
    const client = testClient(f.fetch);
    await client.call(stampEp, { params: { custId: "C1" } });
    await vi.advanceTimersByTimeAsync(999);
    await client.call(stampEp, { params: { custId: "C1" } });
    expect(f.calls()).toBe(1);
  });

  it("tells calls apart by params, input and custid", async () => {
    const f = fakeFetch(() => json(listBody));
    const client = testClient(f.fetch);
    const withCust = testClient(f.fetch, { custId: "C1" });
    await client.call(listEp, { params: hanam });
    await client.call(listEp, { params: { mall: "goyang" } });
    await client.call(listEp, { params: hanam, input: { pageIndex: 2 } });
    await withCust.call(listEp, { params: hanam });
    expect(f.calls()).toBe(4);
  });

  it("treats inputs that differ only in key order as the same call", async () => {
    const f = fakeFetch(() => json({ message: "success" }));
    const client = testClient(f.fetch);
    await client.call(formEp, { params: hanam, input: { name: "a", agree: "Y" } });
    await client.call(formEp, { params: hanam, input: { agree: "Y", name: "a" } });
    expect(f.calls()).toBe(1);
  });

  it("forgets a failed call, so a retry goes out again", async () => {
    const f = fakeFetch(
      () => json({ message: "fail" }),
      () => json(listBody),
    );
    const client = testClient(f.fetch);
    expect((await settle(client.call(listEp, { params: hanam }))).ok).toBe(false);
    await expect(client.call(listEp, { params: hanam })).resolves.toMatchObject({ message: "success" });
    expect(f.calls()).toBe(2);
  });

  it("does not guard an endpoint with a zero window", async () => {
    const f = fakeFetch(() => json(listBody));
    const client = testClient(f.fetch);
    await Promise.all([client.call(unguardedEp, { params: hanam }), client.call(unguardedEp, { params: hanam })]);
    expect(f.calls()).toBe(2);
  });

  it("an aborting caller detaches alone; the request is cancelled when every caller has aborted", async () => {
    const f = fakeFetch(never);
    const client = testClient(f.fetch);
    const a = new AbortController();
    const b = new AbortController();
    const first = settle(client.call(listEp, { params: hanam }, { signal: a.signal }));
    const second = settle(client.call(listEp, { params: hanam }, { signal: b.signal }));
    a.abort();
    expect(((await first) as { error: ApiError }).error.kind).toBe("aborted");
    const requestSignal = () => (f.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock.calls[0]?.[1].signal;
    expect(requestSignal()?.aborted).toBe(false);
    b.abort();
    expect(((await second) as { error: ApiError }).error.kind).toBe("aborted");
    expect(requestSignal()?.aborted).toBe(true);
  });

  it("after a cancelled call, an identical call (a remount) goes out again", async () => {
    const f = fakeFetch(never, () => json(listBody));
    const client = testClient(f.fetch);
    const a = new AbortController();
    const first = settle(client.call(listEp, { params: hanam }, { signal: a.signal }));
    a.abort();
    await first;
    await expect(client.call(listEp, { params: hanam })).resolves.toMatchObject({ message: "success" });
    expect(f.calls()).toBe(2);
  });
});
