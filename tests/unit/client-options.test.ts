// The client options the data kit relies on: shorter timeouts for tests, and fresh calls after invalidation.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../engine/api/client.ts";
import { listEp, longEp } from "../../engine/api/endpoints.fixture.ts";
import { ApiError } from "../../engine/api/errors.ts";
import { fakeFetch, json, never, recordingCounter } from "../../engine/api/fake-fetch.fixture.ts";

const hanam = { params: { mall: "hanam" } };
const named = (name: string) => ({ message: "success", items: [{ id: 1, name: btoa(name) }] });
const client = (f: typeof fetch, timeouts?: Parameters<typeof createApiClient>[0]["timeouts"]) =>
  createApiClient({ base: "", fetch: f, getCustId: () => null, loading: recordingCounter(), timeouts });

describe("timeouts option", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("shortens the timeout of the kinds it names and leaves the others at the spec's", async () => {
    const f = fakeFetch(never);
    const api = client(f.fetch, { main: 50 });
    const short = api.call(listEp, hanam).catch((e: unknown) => e);
    const long = api.call(longEp, hanam).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(((await short) as ApiError).info).toEqual({ kind: "timeout", timeoutMs: 50 });
    await vi.advanceTimersByTimeAsync(40_000 - 50);
    expect(((await long) as ApiError).info).toEqual({ kind: "timeout", timeoutMs: 40_000 });
  });
});

describe("fresh option", () => {
  it("skips the answer the duplicate-call guard holds, and later identical calls share the fresh one", async () => {
    const f = fakeFetch(
      () => json(named("old")),
      () => json(named("new")),
      () => json(named("newer")),
    );
    const api = client(f.fetch);
    expect((await api.call(listEp, hanam)).items[0]?.name).toBe("old");
    expect((await api.call(listEp, hanam)).items[0]?.name).toBe("old");
    expect((await api.call(listEp, hanam, { fresh: true })).items[0]?.name).toBe("new");
    expect((await api.call(listEp, hanam)).items[0]?.name).toBe("new");
    expect(f.calls()).toBe(2);
  });
});
