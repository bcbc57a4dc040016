import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadingSnapshot, resetLoading } from "../shell/loading-store.ts";
import { createApiClient } from "./client.ts";
import { formEp, listBody, listEp, unguardedEp } from "./endpoints.fixture.ts";
import { fakeFetch, json, recordingCounter, settle, testClient } from "./fake-fetch.fixture.ts";

const hanam = { mall: "hanam" };

describe("loading counter", () => {
  beforeEach(() => resetLoading());
  afterEach(() => resetLoading());

  it("each request raises the global counter and each answer lowers it; at zero the state is success", async () => {
    let answer!: (r: Response) => void;
    const f = fakeFetch(() => new Promise<Response>((r) => (answer = r)));
    const client = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null });
    const pending = client.call(listEp, { params: hanam });
    expect(loadingSnapshot()).toEqual({ count: 1, status: "loading" });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    answer(json(listBody));
    await pending;
    expect(loadingSnapshot()).toEqual({ count: 0, status: "success" });
  });

  it("ends in the error state when a request failed since the counter was last at zero", async () => {
    const f = fakeFetch((req) => (req.url.includes("save") ? json({ message: "fail" }) : json(listBody)));
    const client = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null });
    const both = Promise.all([settle(client.call(formEp, { params: hanam, input: { name: "a", agree: "Y" } })), client.call(listEp, { params: hanam })]);
    expect(loadingSnapshot().count).toBe(2);
    await both;
    expect(loadingSnapshot()).toEqual({ count: 0, status: "error" });
  });

  it("counts a shared (guarded) call once", async () => {
    const counter = recordingCounter();
    const f = fakeFetch(() => json(listBody));
    const client = testClient(f.fetch, { loading: counter });
    await Promise.all([client.call(listEp, { params: hanam }), client.call(listEp, { params: hanam })]);
    expect(counter.events).toEqual(["started", "finished:ok"]);
  });

  it("lowers the counter after a failure, marking it failed", async () => {
    const counter = recordingCounter();
    const f = fakeFetch(() => json({ message: "x" }, 404));
    await settle(testClient(f.fetch, { loading: counter }).call(unguardedEp, { params: hanam }));
    expect(counter.events).toEqual(["started", "finished:error"]);
  });

  it("an aborted call lowers the counter without marking a failure", async () => {
    const counter = recordingCounter();
    const f = fakeFetch((_req, signal) => new Promise<Response>((_r, reject) => signal?.addEventListener("abort", () => reject(signal.reason as Error))));
    const ac = new AbortController();
    const p = settle(testClient(f.fetch, { loading: counter }).call(unguardedEp, { params: hanam }, { signal: ac.signal }));
    ac.abort();
    await p;
    await new Promise((r) => setTimeout(r, 0));
    expect(counter.events).toEqual(["started", "finished:ok"]);
  });

  it("a background call leaves the counter alone", async () => {
    const counter = recordingCounter();
    const f = fakeFetch(() => json(listBody));
    await testClient(f.fetch, { loading: counter }).call(listEp, { params: hanam }, { background: true });
    expect(counter.events).toEqual([]);
  });
});
