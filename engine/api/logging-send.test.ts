import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, never, offline } from "./fake-fetch.fixture.ts";
import { logCalls, type LogCall } from "./logging-endpoints.ts";
import { createLogSender } from "./logging-send.ts";

const logged = () => json({ message: "success" });

describe("the bare log sender", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("sends a page view as a GET query with credentials, leaving out empty fields", async () => {
    const f = fakeFetch(logged);
    const send = createLogSender({ base: "https://api.test", getCustId: () => null, fetch: f.fetch });
    await send(logCalls.pvlog, { mall: null, url: "/", referrer: undefined, extra: "dropped" });
    expect(f.seen).toEqual([{ url: "https://api.test/api/pv/pvlog.do?url=%2F", method: "GET", credentials: "include", contentType: null, body: null }]);
  });

  it("adds the member's custid", async () => {
    const f = fakeFetch(logged);
    const send = createLogSender({ base: "", getCustId: () => "C1", fetch: f.fetch });
    await send(logCalls.bnhits, { mall: "hanam", bnSeq: 3 });
    expect(f.seen[0]?.url).toBe("/api/bnhits.do?mall=hanam&bnSeq=3&custid=C1");
  });

  it("sends an identical call once within the endpoint's window, and again after it", async () => {
    const f = fakeFetch(logged);
    const send = createLogSender({ base: "", getCustId: () => null, fetch: f.fetch });
    await send(logCalls.pophits, { mall: "goyang", popSeq: 12 });
    await send(logCalls.pophits, { mall: "goyang", popSeq: 12 });
    await send(logCalls.pophits, { mall: "goyang", popSeq: 13 });
    await vi.advanceTimersByTimeAsync(1_000);
    await send(logCalls.pophits, { mall: "goyang", popSeq: 12 });
    expect(f.seen.map((r) => r.url)).toEqual([
      "/api/pophits.do?mall=goyang&popSeq=12",
      "/api/pophits.do?mall=goyang&popSeq=13",
      "/api/pophits.do?mall=goyang&popSeq=12",
    ]);
  });

  it("swallows a network failure and lets the same call go out again", async () => {
    const f = fakeFetch(offline, logged);
    const send = createLogSender({ base: "", getCustId: () => null, fetch: f.fetch });
    await expect(send(logCalls.bnhits, { bnSeq: 1 })).resolves.toBeUndefined();
    await send(logCalls.bnhits, { bnSeq: 1 });
    expect(f.calls()).toBe(2);
  });

  it("gives up at the client's timeout", async () => {
    const f = fakeFetch(never);
    const send = createLogSender({ base: "", getCustId: () => null, fetch: f.fetch });
    const done = vi.fn();
    void send(logCalls.pvlog, { url: "/hanam" }).then(done);
    await vi.advanceTimersByTimeAsync(logCalls.pvlog.timeoutMs - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it("encodes a POST body as the endpoint says", async () => {
    const post: LogCall = { ...logCalls.bnhits, id: "test.post", method: "POST", fields: ["a", "b"] };
    const f = fakeFetch(logged);
    const send = createLogSender({ base: "", getCustId: () => null, fetch: f.fetch });
    await send(post, { a: "x y", b: 2 });
    await send({ ...post, id: "test.json", encoding: "json" }, { a: "x", b: 2 });
    expect(f.seen.map((r) => [r.url, r.contentType, r.body])).toEqual([
      ["/api/bnhits.do", "application/x-www-form-urlencoded;charset=UTF-8", "a=x+y&b=2"],
      ["/api/bnhits.do", "application/json", '{"a":"x","b":2}'],
    ]);
  });
});
