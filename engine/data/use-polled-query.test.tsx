// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/client.ts";
import { listEp } from "../api/endpoints.fixture.ts";
import { fakeFetch, json, recordingCounter, type SeenRequest } from "../api/fake-fetch.fixture.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { ServicesContext } from "../services/services.ts";
import { usePolledQuery } from "./use-polled-query.ts";
import { fakePageVisibility } from "../testing/page-visibility.fixture.ts";

const named = (n: string) => ({ message: "success", items: [{ id: 1, name: btoa(n) }] });

function Live() {
  const { state, refreshFailed } = usePolledQuery(listEp, { params: { mall: "hanam" } }, { intervalMs: 1000 });
  if (state.status === "loading") return <p>loading</p>;
  if (state.status === "error") return <button onClick={state.retry}>{`retry after ${state.error.kind}`}</button>;
  return <p>{`${state.data.items[0]?.name ?? ""}${refreshFailed ? " (stale)" : ""}`}</p>;
}

let setVisibility: (v: DocumentVisibilityState) => void = () => undefined;

function mount(answer: (req: SeenRequest, signal: AbortSignal | null) => Response | Promise<Response>) {
  const f = fakeFetch(answer);
  const loading = recordingCounter();
  const services = createTestServices();
  services.api = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null, loading });
  const r = render(
    <ServicesContext value={services}>
      <Live />
    </ServicesContext>,
  );
  return { ...r, f, loading };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  setVisibility = fakePageVisibility();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("usePolledQuery", () => {
  it("calls again one interval after each answer, quietly (no loading indicator after the first)", async () => {
    let n = 0;
    const { f, loading } = mount(() => json(named(`v${++n}`)));
    await tick(0);
    expect(screen.getByText("v1")).toBeTruthy();
    await tick(999);
    expect(f.calls()).toBe(1);
    await tick(1);
    expect(screen.getByText("v2")).toBeTruthy();
    await tick(1000);
    expect(screen.getByText("v3")).toBeTruthy();
    expect(loading.events).toEqual(["started", "finished:ok"]);
  });

  it("never stacks calls: a slow answer delays the next call", async () => {
    let release: (() => void) | undefined;
    let n = 0;
    const { f } = mount(() => {
      n += 1;
      if (n === 2) return new Promise<Response>((resolve) => (release = () => resolve(json(named("slow")))));
      return json(named(`v${n}`));
    });
    await tick(1000);
    expect(f.calls()).toBe(2);
    await tick(10_000);
    expect(f.calls()).toBe(2);
    release?.();
    await tick(0);
    expect(screen.getByText("slow")).toBeTruthy();
    await tick(999);
    expect(f.calls()).toBe(2);
    await tick(1);
    expect(f.calls()).toBe(3);
  });

  it("pauses while the page is hidden and calls at once on return", async () => {
    const { f } = mount(() => json(named("x")));
    await tick(0);
    setVisibility("hidden");
    await tick(60_000);
    expect(f.calls()).toBe(1);
    setVisibility("visible");
    await tick(0);
    expect(f.calls()).toBe(2);
    await tick(1000);
    expect(f.calls()).toBe(3);
  });

  it("keeps the last answer when a refresh fails, and clears the mark on the next answer", async () => {
    let n = 0;
    mount(() => {
      n += 1;
      return n === 2 || n === 3 ? json({ message: "error" }, 500) : json(named(`v${n}`));
    });
    await tick(0);
    expect(screen.getByText("v1")).toBeTruthy();
    // The failed GET is retried once by the client, then kept as a failure.
    await tick(1000);
    expect(screen.getByText("v1 (stale)")).toBeTruthy();
    await tick(1000);
    expect(screen.getByText("v4")).toBeTruthy();
  });

  it("shows the first call's failure with a retry, and stops calling when unmounted", async () => {
    let n = 0;
    const { f, unmount } = mount(() => (++n <= 2 ? json({ message: "error" }, 500) : json(named("ok"))));
    await tick(0);
    act(() => screen.getByRole("button", { name: "retry after http" }).click());
    await tick(0);
    expect(screen.getByText("ok")).toBeTruthy();
    const calls = f.calls();
    unmount();
    await tick(10_000);
    expect(f.calls()).toBe(calls);
  });
});
