import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_TIMEOUTS_MS } from "../../schemas/api/endpoint.ts";
import { listBody, formEp, jsonEp, listEp, longEp, shortEp, stampEp } from "./endpoints.fixture.ts";
import { ApiError } from "./errors.ts";
import { fakeFetch, json, never, offline, settle, testClient } from "./fake-fetch.fixture.ts";
import { clearSavedCopies, offlineSnapshot, takeRecordedReads } from "../offline/offline-status.ts";

const hanam = { mall: "hanam" };

function apiError(r: Awaited<ReturnType<typeof settle>>): ApiError {
  if (r.ok) throw new Error("expected a rejection");
  expect(r.error).toBeInstanceOf(ApiError);
  return r.error as ApiError;
}

describe("timeouts", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ["main", listEp, 60_000],
    ["long", longEp, 40_000],
    ["short", shortEp, 20_000],
    ["stampCoupon", stampEp, 25_000],
  ] as const)("a %s call with no answer rejects as timeout at exactly %s ms", async (_kind, ep, ms) => {
    expect(CLIENT_TIMEOUTS_MS[ep.client]).toBe(ms);
    const f = fakeFetch(never);
    const outcome = settle(testClient(f.fetch).call(ep, { params: { mall: "hanam", custId: "C1" } } as never));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = apiError(await outcome);
    expect(e.info).toEqual({ kind: "timeout", timeoutMs: ms });
  });

  it("times out even when fetch ignores the abort", async () => {
    const f = fakeFetch(() => new Promise<Response>(() => {}));
    const outcome = settle(testClient(f.fetch).call(listEp, { params: hanam }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(apiError(await outcome).kind).toBe("timeout");
  });
});

describe("requests", () => {
  it("sends credentials and builds the URL from base, path params and a GET's input", async () => {
    const f = fakeFetch(() => json(listBody));
    const data = await testClient(f.fetch).call(listEp, { params: hanam, input: { pageIndex: 2, tags: ["a", "b"] } });
    expect(data.items[0]?.name).toBe("Kim");
    expect(f.seen[0]).toMatchObject({
      url: "https://api.test/api/hanam/test/list.do?pageIndex=2&tags=a&tags=b",
      method: "GET",
      credentials: "include",
      body: null,
    });
  });

  it("adds custid when a member is known, and not when none is", async () => {
    const f = fakeFetch(() => json(listBody));
    await testClient(f.fetch, { custId: "C100" }).call(listEp, { params: hanam });
    await testClient(f.fetch, { custId: null }).call(listEp, { params: { mall: "goyang" } });
    expect(f.seen.map((r) => r.url)).toEqual(["https://api.test/api/hanam/test/list.do?custid=C100", "https://api.test/api/goyang/test/list.do"]);
  });

  it("adds custid to a POST's query, but not on the endpoints that drop it", async () => {
    const f = fakeFetch(() => json({ message: "success" }));
    const client = testClient(f.fetch, { custId: "C100" });
    await client.call(formEp, { params: hanam, input: { name: "a", agree: "Y" } });
    await client.call(stampEp, { params: { custId: "C100" } });
    expect(f.seen.map((r) => r.url)).toEqual(["https://api.test/api/hanam/test/save.do?custid=C100", "https://api.test/rest/test/stamp/C100.do"]);
  });

  it("form-encodes a POST body unless the endpoint says JSON", async () => {
    const f = fakeFetch(() => json({ message: "success" }));
    const client = testClient(f.fetch);
    await client.call(formEp, { params: hanam, input: { name: "김 a&b", agree: "Y" } });
    await client.call(jsonEp, { params: hanam, input: { name: "김", agree: "N" } });
    expect(f.seen[0]).toMatchObject({ method: "POST", contentType: "application/x-www-form-urlencoded;charset=UTF-8" });
    expect(Object.fromEntries(new URLSearchParams(f.seen[0]?.body ?? ""))).toEqual({ name: "김 a&b", agree: "Y" });
    expect(f.seen[1]).toMatchObject({ method: "POST", contentType: "application/json", body: JSON.stringify({ name: "김", agree: "N" }) });
  });

  it("rejects a call whose path param is missing as invalid, without a request", async () => {
    const f = fakeFetch(() => json(listBody));
    const e = apiError(await settle(testClient(f.fetch).call(listEp, { params: {} as never })));
    expect(e.kind).toBe("invalid");
    expect(f.calls()).toBe(0);
  });
});

describe("retries", () => {
  it("retries a GET once after a network error", async () => {
    const f = fakeFetch(offline, () => json(listBody));
    await expect(testClient(f.fetch).call(listEp, { params: hanam })).resolves.toMatchObject({ message: "success" });
    expect(f.calls()).toBe(2);
  });

  it("retries a GET once after a 5xx, and then reports it", async () => {
    const f = fakeFetch(() => json({ message: "down" }, 503));
    const e = apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam })));
    expect(e.info).toMatchObject({ kind: "http", status: 503, message: "down" });
    expect(f.calls()).toBe(2);
  });

  it("gives up a GET after one retry as a network error", async () => {
    const f = fakeFetch(offline);
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).kind).toBe("network");
    expect(f.calls()).toBe(2);
  });

  it("never retries a write", async () => {
    const net = fakeFetch(offline);
    const down = fakeFetch(() => json({ message: "down" }, 500));
    expect(apiError(await settle(testClient(net.fetch).call(formEp, { params: hanam, input: { name: "a", agree: "Y" } }))).kind).toBe("network");
    expect(apiError(await settle(testClient(down.fetch).call(formEp, { params: hanam, input: { name: "a", agree: "Y" } }))).kind).toBe("http");
    expect([net.calls(), down.calls()]).toEqual([1, 1]);
  });

  it("does not retry a 4xx", async () => {
    const f = fakeFetch(() => json({ message: "Mall not supported" }, 404));
    await settle(testClient(f.fetch).call(listEp, { params: hanam }));
    expect(f.calls()).toBe(1);
  });
});

describe("answers", () => {
  it("fails a 2xx answer whose message is not success", async () => {
    const f = fakeFetch(() => json({ message: "fail", items: [] }));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).info).toEqual({ kind: "failure", status: 200, message: "fail" });
  });

  it("fails an answer without a message", async () => {
    const f = fakeFetch(() => json({ items: [] }));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).info).toEqual({ kind: "failure", status: 200, message: null });
  });

  it("reports an answer that does not match its schema as decode, with the zod issues", async () => {
    const f = fakeFetch(() => json({ message: "success", items: [{ id: "one", name: btoa("x") }] }));
    const e = apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam })));
    expect(e.kind).toBe("decode");
    expect(e.info.kind === "decode" && e.info.issues.map((i) => i.path.join("."))).toEqual(["items.0.id"]);
  });

  it("reports a failing transform (a field that is not base64) as decode", async () => {
    const f = fakeFetch(() => json({ message: "success", items: [{ id: 1, name: "%%%" }] }));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).kind).toBe("decode");
  });

  it("reports a page that is not JSON (an HTML fallback) as decode", async () => {
    const f = fakeFetch(() => new Response("<!doctype html><p>app", { headers: { "content-type": "text/html" } }));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).kind).toBe("decode");
  });

  it("reports a 4xx with the server's message and failing fields", async () => {
    const f = fakeFetch(() => json({ message: "invalid request", errors: [{ field: "pageIndex", message: "too big" }] }, 400));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).info).toEqual({
      kind: "http",
      status: 400,
      message: "invalid request",
      fieldErrors: [{ field: "pageIndex", message: "too big" }],
    });
  });

  it("reports a 4xx without the error shape with a null message", async () => {
    const f = fakeFetch(() => new Response("nope", { status: 401 }));
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }))).info).toEqual({
      kind: "http",
      status: 401,
      message: null,
      fieldErrors: [],
    });
  });

  it("reports a 429's Retry-After in seconds, whether sent as seconds or as a date", async () => {
    const tooMany = (retryAfter: string) =>
      fakeFetch(() => new Response(JSON.stringify({ message: "Too many attempts." }), { status: 429, headers: { "retry-after": retryAfter } }));
    const seconds = apiError(await settle(testClient(tooMany("42").fetch).call(listEp, { params: hanam }))).info;
    expect(seconds).toMatchObject({ kind: "http", status: 429, retryAfterSec: 42 });
    const date = new Date(Date.now() + 30_000).toUTCString();
    const dated = apiError(await settle(testClient(tooMany(date).fetch).call(listEp, { params: hanam }))).info;
    expect(dated.kind === "http" ? dated.retryAfterSec : null).toBeGreaterThanOrEqual(28);
    expect(dated.kind === "http" ? dated.retryAfterSec : null).toBeLessThanOrEqual(30);
    const unreadable = apiError(await settle(testClient(tooMany("soon").fetch).call(listEp, { params: hanam }))).info;
    expect(unreadable).not.toHaveProperty("retryAfterSec");
  });

  it("turns whatever fetch throws into an ApiError", async () => {
    const f = fakeFetch(() => {
      throw "a string, not an Error";
    });
    expect(apiError(await settle(testClient(f.fetch).call(formEp, { params: hanam, input: { name: "a", agree: "Y" } }))).kind).toBe("network");
  });
});

describe("aborting", () => {
  it("rejects as aborted when the caller's signal fires", async () => {
    const f = fakeFetch(never);
    const ac = new AbortController();
    const outcome = settle(testClient(f.fetch).call(listEp, { params: hanam }, { signal: ac.signal }));
    await Promise.resolve();
    ac.abort();
    expect(apiError(await outcome).kind).toBe("aborted");
  });

  it("rejects at once with an already aborted signal, without a request", async () => {
    const f = fakeFetch(never);
    expect(apiError(await settle(testClient(f.fetch).call(listEp, { params: hanam }, { signal: AbortSignal.abort() }))).kind).toBe("aborted");
    expect(f.calls()).toBe(0);
  });
});

describe("saved copies", () => {
  beforeEach(() => void takeRecordedReads());
  afterEach(() => {
    clearSavedCopies();
    takeRecordedReads();
  });

  it("tells the page when an answer is a copy the service worker saved, and records the live reads it may keep", async () => {
    const saved = new Response(JSON.stringify(listBody), { headers: { "content-type": "application/json", "x-saved-at": "1764676800000" } });
    const f = fakeFetch(
      () => json(listBody),
      () => saved,
    );
    const client = testClient(f.fetch);
    await client.call(listEp, { params: hanam, input: { pageIndex: 1 } });
    expect(offlineSnapshot().savedAt).toBeNull();
    expect(takeRecordedReads()).toEqual(["https://api.test/api/hanam/test/list.do?pageIndex=1"]);
    await client.call(listEp, { params: hanam, input: { pageIndex: 2 } });
    expect(offlineSnapshot().savedAt).toBe(1764676800000);
    expect(takeRecordedReads()).toEqual([]);
  });
});
