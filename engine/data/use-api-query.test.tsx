// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Activity, StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "../api/client.ts";
import { formEp, listBody, listEp } from "../api/endpoints.fixture.ts";
import { fakeFetch, json, never, recordingCounter, type SeenRequest } from "../api/fake-fetch.fixture.ts";
import { createTestServices, fakeSession } from "../testing/fake-services.ts";
import { renderWithServices } from "./hooks.fixture.tsx";
import { MEMBER_SESSION } from "../session/fake-session.fixture.ts";
import { firstAnswersOf } from "./first-answers.ts";
import { markServedMemberPage } from "../session/served-member.ts";
import { queryKey } from "./query-key.ts";
import { useApiMutation } from "./use-api-mutation.ts";
import { useApiQuery } from "./use-api-query.ts";

afterEach(cleanup);

function Names({ mall = "hanam", enabled }: { mall?: string; enabled?: boolean }) {
  const state = useApiQuery(listEp, { params: { mall } }, { enabled });
  if (state.status === "loading") return <p>loading</p>;
  if (state.status === "error") return <button onClick={state.retry}>{`retry after ${state.error.kind}`}</button>;
  return <p>{`${state.data.items.map((i) => i.name).join(",")}${state.refreshing ? " (refreshing)" : ""}`}</p>;
}

const named = (...names: string[]) => ({ message: "success", items: names.map((n, i) => ({ id: i, name: btoa(n) })) });

describe("useApiQuery", () => {
  it("shows loading, then the decoded answer, with the loading indicator counting the call", async () => {
    const f = fakeFetch(() => json(listBody));
    const loading = recordingCounter();
    const services = createTestServices();
    services.api = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null, loading });
    renderWithServices(<Names />, services);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Kim")).toBeTruthy();
    expect(f.seen.map((r) => r.url)).toEqual(["/api/hanam/test/list.do"]);
    expect(loading.events).toEqual(["started", "finished:ok"]);
  });

  it("shows a cached answer at once and refreshes it quietly", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    const loading = recordingCounter();
    const services = createTestServices();
    services.api = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null, loading });
    services.cache.set(queryKey(listEp.id, { params: { mall: "hanam" } }, null), { message: "success", items: [{ id: 1, name: "Kim" }] });
    renderWithServices(<Names />, services);
    expect(screen.getByText("Kim (refreshing)")).toBeTruthy();
    expect(await screen.findByText("Lee")).toBeTruthy();
    expect(f.calls()).toBe(1);
    expect(loading.events).toEqual([]);
  });

  it("with fresh, every mount asks the server, past the duplicate-call guard's window; without, a remount within it shares the answer", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    const services = createTestServices({ fetch: f.fetch });
    function Fresh({ fresh }: { fresh: boolean }) {
      const state = useApiQuery(listEp, { params: { mall: "hanam" } }, { fresh });
      return <p>{state.status === "success" && !state.refreshing ? "shown" : "waiting"}</p>;
    }
    for (const fresh of [false, false, true, true]) {
      const view = renderWithServices(<Fresh fresh={fresh} />, services);
      expect(await screen.findByText("shown")).toBeTruthy();
      view.unmount();
    }
    // The first mount asks; the second shares its answer (within 3 s); each fresh mount asks again.
    expect(f.calls()).toBe(3);
  });

  it("aborts its call when the component unmounts", async () => {
    const signals: (AbortSignal | null)[] = [];
    const f = fakeFetch((req: SeenRequest, signal) => (signals.push(signal), never(req, signal)));
    const view = renderWithServices(<Names />, createTestServices({ fetch: f.fetch }));
    await waitFor(() => expect(signals).toHaveLength(1));
    view.unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("aborts the old call when the args change, and never shows the old args' data", async () => {
    const signals: (AbortSignal | null)[] = [];
    const f = fakeFetch(
      (req: SeenRequest, signal) => (signals.push(signal), never(req, signal)),
      () => json(named("Goyang")),
    );
    const view = renderWithServices(<Names mall="hanam" />, createTestServices({ fetch: f.fetch }));
    await waitFor(() => expect(signals).toHaveLength(1));
    view.rerender(<Names mall="goyang" />);
    expect(signals[0]?.aborted).toBe(true);
    expect(await screen.findByText("Goyang")).toBeTruthy();
    expect(f.seen.map((r) => r.url)).toEqual(["/api/hanam/test/list.do", "/api/goyang/test/list.do"]);
  });

  it("shows an error with a retry that calls again (a failed call leaves the guard)", async () => {
    const f = fakeFetch(
      () => json({ message: "down" }, 500),
      () => json({ message: "down" }, 500),
      () => json(listBody),
    );
    renderWithServices(<Names />, createTestServices({ fetch: f.fetch }));
    fireEvent.click(await screen.findByRole("button", { name: "retry after http" }));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Kim")).toBeTruthy();
    expect(f.calls()).toBe(3);
  });

  it("loads under StrictMode's development double mount (the first call is aborted)", async () => {
    const signals: (AbortSignal | null)[] = [];
    const f = fakeFetch((_req: SeenRequest, signal) => (signals.push(signal), json(listBody)));
    renderWithServices(
      <StrictMode>
        <Names />
      </StrictMode>,
      createTestServices({ fetch: f.fetch }),
    );
    expect(await screen.findByText("Kim")).toBeTruthy();
    expect(signals.filter((s) => !s?.aborted)).toHaveLength(1);
  });

  it("a screen hidden and shown again (a kept route under Activity) asks for nothing: its answer is in; a call cut off while hidden is made again", async () => {
    let t = 0;
    const f = fakeFetch(() => json(listBody));
    const services = createTestServices();
    services.api = createApiClient({ base: "", fetch: f.fetch, getCustId: () => null, now: () => t });
    const kept = (mode: "visible" | "hidden") => (
      <Activity mode={mode}>
        <Names />
      </Activity>
    );
    const view = renderWithServices(kept("visible"), services);
    expect(await screen.findByText("Kim")).toBeTruthy();
    view.rerender(kept("hidden"));
    // Long past the duplicate-call guard's window, which would otherwise share the first call.
    t += 60_000;
    view.rerender(kept("visible"));
    await act(() => Promise.resolve());
    expect(screen.getByText("Kim")).toBeTruthy();
    expect(f.calls()).toBe(1);

    const signals: (AbortSignal | null)[] = [];
    const slow = fakeFetch((req: SeenRequest, signal) => (signals.push(signal), signals.length === 1 ? never(req, signal) : json(listBody)));
    cleanup();
    services.cache.clear();
    services.api = createApiClient({ base: "", fetch: slow.fetch, getCustId: () => null, now: () => t });
    const second = renderWithServices(kept("visible"), services);
    await waitFor(() => expect(signals).toHaveLength(1));
    second.rerender(kept("hidden"));
    expect(signals[0]?.aborted).toBe(true);
    second.rerender(kept("visible"));
    expect(await screen.findByText("Kim")).toBeTruthy();
    expect(slow.calls()).toBe(2);
  });

  it("makes no call while disabled", async () => {
    const f = fakeFetch(() => json(listBody));
    const view = renderWithServices(<Names enabled={false} />, createTestServices({ fetch: f.fetch }));
    await act(() => Promise.resolve());
    expect(screen.getByText("loading")).toBeTruthy();
    expect(f.calls()).toBe(0);
    view.rerender(<Names enabled />);
    expect(await screen.findByText("Kim")).toBeTruthy();
  });

  it("calls again for another member (the custid is part of the key)", async () => {
    const f = fakeFetch(
      () => json(named("Visitor")),
      () => json(named("Member")),
    );
    const session = fakeSession();
    renderWithServices(<Names />, createTestServices({ fetch: f.fetch, services: { session } }));
    expect(await screen.findByText("Visitor")).toBeTruthy();
    act(() => session.set({ status: "member", custId: "C100" }));
    expect(await screen.findByText("Member")).toBeTruthy();
    expect(f.seen[1]?.url).toBe("/api/hanam/test/list.do?custid=C100");
  });

  it("a member's call waits while the session is checked with no customer id, then goes once, with the member's id", async () => {
    const f = fakeFetch(() => json(named("Member")));
    const session = fakeSession({ status: "checking", custId: null });
    function MemberNames() {
      const state = useApiQuery(memberListEp, { params: { mall: "hanam" } });
      return <p>{state.status === "success" ? state.data.items.map((i) => i.name).join(",") : state.status}</p>;
    }
    renderWithServices(<MemberNames />, createTestServices({ fetch: f.fetch, services: { session } }));
    await act(() => Promise.resolve());
    expect(screen.getByText("loading")).toBeTruthy();
    expect(f.calls()).toBe(0);
    act(() => session.set({ status: "member", custId: "C100" }));
    expect(await screen.findByText("Member")).toBeTruthy();
    expect(f.seen.map((r) => r.url)).toEqual(["/api/hanam/test/list.do?custid=C100"]);
  });

  it("a public call does not wait for the session; a visitor's member call is made (and refused by the server)", async () => {
    const f = fakeFetch(() => json(listBody));
    renderWithServices(<Names />, createTestServices({ fetch: f.fetch, services: { session: fakeSession({ status: "checking", custId: null }) } }));
    expect(await screen.findByText("Kim")).toBeTruthy();
    cleanup();
    const g = fakeFetch(() => json(listBody));
    function MemberNames() {
      const state = useApiQuery(memberListEp, { params: { mall: "hanam" } });
      return <p>{state.status}</p>;
    }
    renderWithServices(<MemberNames />, createTestServices({ fetch: g.fetch, services: { session: fakeSession({ status: "visitor", custId: null }) } }));
    await waitFor(() => expect(g.calls()).toBe(1));
  });
});

describe("useApiQuery on a visit whose HTML was a member page", () => {
  afterEach(() => markServedMemberPage(null));

  it("a public call that carries the customer id waits for the session too; one that omits it does not", async () => {
    markServedMemberPage("/hanam/myinfo/membership");
    const f = fakeFetch(() => json(named("Member")));
    const session = fakeSession({ status: "unknown", custId: null });
    function Both() {
      const carries = useApiQuery(listEp, { params: { mall: "hanam" } });
      const omits = useApiQuery(omitsEp, { params: { mall: "hanam" } });
      return <p>{`${carries.status} ${omits.status}`}</p>;
    }
    renderWithServices(<Both />, createTestServices({ fetch: f.fetch, services: { session } }));
    await waitFor(() => expect(f.calls()).toBe(1));
    expect(f.seen[0]?.url).toBe("/api/hanam/test/omits.do");
    act(() => session.set({ status: "member", custId: "C100" }));
    expect(await screen.findByText("success success")).toBeTruthy();
    // (The one that omits it is asked again for the member: every cache key holds the id.)
    expect(f.seen.map((r) => r.url).filter((u) => u.includes("/list.do"))).toEqual(["/api/hanam/test/list.do?custid=C100"]);
  });
});

/** The test list as a call that never carries the customer id. */
const omitsEp = { ...listEp, id: "test.omits", path: "/api/:mall/test/omits.do", omitCustId: true };

/** The test list as a member's call. */
const memberListEp = { ...listEp, id: "test.memberList", auth: "member" as const };

function NamesWithSave() {
  const save = useApiMutation(formEp, { invalidates: [listEp] });
  return (
    <>
      <Names />
      <button onClick={() => void save({ params: { mall: "hanam" }, input: { name: "Lee", agree: "Y" } }).catch(() => {})}>save</button>
    </>
  );
}

describe("useApiMutation", () => {
  it("invalidates what it changed: the shown list refetches past the duplicate-call guard and stays shown meanwhile", async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const f = fakeFetch(
      () => json(named("v1")),
      () => json({ message: "success" }),
      () => held.then(() => json(named("v2"))),
    );
    renderWithServices(<NamesWithSave />, createTestServices({ fetch: f.fetch }));
    expect(await screen.findByText("v1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "save" }));
    expect(await screen.findByText("v1 (refreshing)")).toBeTruthy();
    release();
    expect(await screen.findByText("v2")).toBeTruthy();
    expect(f.seen.map((r) => r.method)).toEqual(["GET", "POST", "GET"]);
  });

  it("leaves the cache alone when the write is refused", async () => {
    const f = fakeFetch((req) => (req.method === "POST" ? json({ message: "invalid" }, 400) : json(named("v1"))));
    const services = createTestServices({ fetch: f.fetch });
    renderWithServices(<NamesWithSave />, services);
    expect(await screen.findByText("v1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "save" }));
    await waitFor(() => expect(f.calls()).toBe(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText("v1")).toBeTruthy();
    expect(f.calls()).toBe(2);
  });
});

describe("useApiQuery with the answers the page's HTML brought", () => {
  const key = queryKey(listEp.id, { params: { mall: "hanam" } }, null);
  const brought = (body: unknown) => firstAnswersOf({ modules: [], answers: [{ key, url: "/api/hanam/test/list.do", body }] });

  it("shows the answer in its first render, decoded, and makes no call for it; nor does a second query within the call's window", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    let clock = 1_000;
    const services = createTestServices({ fetch: f.fetch, services: { now: () => clock, firstAnswers: brought(listBody) } });
    renderWithServices(
      <>
        <Names />
        <Names />
      </>,
      services,
    );
    expect(screen.getAllByText("Kim")).toHaveLength(2);
    expect(services.cache.get(key)?.value).toEqual({ message: "success", items: [{ id: 1, name: "Kim" }] });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(f.calls()).toBe(0);
    // Past the window, a query mounted later shows the cached answer and refreshes it, as any cached one.
    clock += listEp.guardMs;
    cleanup();
    renderWithServices(<Names />, services);
    expect(screen.getByText("Kim (refreshing)")).toBeTruthy();
    expect(await screen.findByText("Lee")).toBeTruthy();
    expect(f.calls()).toBe(1);
  });

  it("drops a malformed answer and makes the call, showing loading meanwhile", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    const services = createTestServices({ fetch: f.fetch, services: { firstAnswers: brought({ message: "success", items: "nope" }) } });
    renderWithServices(<Names />, services);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Lee")).toBeTruthy();
    expect(f.calls()).toBe(1);
  });

  it("a failure answer is not shown as data: the call is made", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    const services = createTestServices({ fetch: f.fetch, services: { firstAnswers: brought({ message: "fail" }) } });
    renderWithServices(<Names />, services);
    expect(await screen.findByText("Lee")).toBeTruthy();
    expect(f.calls()).toBe(1);
  });

  it("other args (another mall) or a member's key are not answered by it", async () => {
    const f = fakeFetch(() => json(named("Lee")));
    const services = createTestServices({ fetch: f.fetch, services: { firstAnswers: brought(listBody) } });
    renderWithServices(<Names mall="goyang" />, services);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Lee")).toBeTruthy();
    const member = createTestServices({ fetch: f.fetch, session: MEMBER_SESSION, services: { firstAnswers: brought(listBody) } });
    cleanup();
    renderWithServices(<Names />, member);
    expect(screen.getByText("loading")).toBeTruthy();
  });
});
