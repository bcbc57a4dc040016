import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { listRow, pagedListFakeActors, pagedListInput, type PagedListFakeChoice } from "./paged-list.fakes.ts";
import { pagedListMachine, type ListPage, type PageCall, type PagedListInput } from "./paged-list.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(choice: Partial<PagedListFakeChoice> = {}, input: PagedListInput = pagedListInput()) {
  const actor = createActor(pagedListMachine.provide({ actors: pagedListFakeActors(choice) }), { input });
  actor.start();
  return actor;
}

/** A page call answered by hand: each call waits until the test answers it. */
function manualCalls(input: PagedListInput = pagedListInput()) {
  const calls: (PageCall & { answer: (page: ListPage) => void; fail: (why?: unknown) => void; aborted: () => boolean })[] = [];
  const kept: unknown[] = [];
  const fetchPage = fromPromise<ListPage, PageCall>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({ ...input, answer: resolve, fail: (why = new Error("500")) => reject(why), aborted: () => signal.aborted });
      }),
  );
  const actor = createActor(
    pagedListMachine.provide({ actors: { fetchPage }, actions: { pagesChanged: ({ context }) => void kept.push(context.items.length) } }),
    { input },
  );
  actor.start();
  return { actor, calls, kept };
}

const rows = (page: number, n = 2) => Array.from({ length: n }, (_, i) => listRow(page * 100 + i));
const ids = (items: readonly unknown[]) => items.map((r) => (r as { id: number }).id);

describe("paged list machine", () => {
  it("loads page 1 of the args it starts with, then shows its rows", async () => {
    const { actor, calls } = manualCalls();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(calls.map(({ args, page, refresh, quiet }) => ({ args, page, refresh, quiet }))).toEqual([
      { args: { bcnCd: "01", month: "all" }, page: 1, refresh: false, quiet: false },
    ]);
    calls[0]!.answer({ items: rows(1), totalPageCount: 2, total: 4 });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, totalPageCount: 2, total: 4 });
  });

  it("appends later pages and offers more only while the page is below the page count", async () => {
    const { actor, calls, kept } = manualCalls();
    calls[0]!.answer({ items: rows(1), totalPageCount: 2 });
    await settle();
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(true);
    actor.send({ type: "list.more" });
    expect(calls[1]!.page).toBe(2);
    calls[1]!.answer({ items: rows(2, 1), totalPageCount: 2 });
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([100, 101, 200]);
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(false);
    actor.send({ type: "list.more" });
    expect(calls).toHaveLength(2);
    expect(kept).toEqual([2, 3]);
  });

  it("loads one page for a double tap: more while loading does nothing", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ items: rows(1), totalPageCount: 5 });
    await settle();
    actor.send({ type: "list.more" });
    actor.send({ type: "list.more" });
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it("starts again at page 1 on new args, cancelling the load in flight", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ items: rows(1), totalPageCount: 3 });
    await settle();
    actor.send({ type: "list.more" });
    actor.send({ type: "list.reload", input: pagedListInput({ args: { bcnCd: "02", month: "all" } }) });
    expect(calls[1]!.aborted()).toBe(true);
    expect(calls[2]).toMatchObject({ args: { bcnCd: "02", month: "all" }, page: 1 });
    expect(actor.getSnapshot().context.items).toEqual([]);
    calls[1]!.answer({ items: rows(9), totalPageCount: 3 });
    calls[2]!.answer({ items: rows(1, 1), totalPageCount: 1 });
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([100]);
  });

  it("offers a retry of a failed page 1 and keeps the reason", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.fail("timeout");
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe("timeout");
    actor.send({ type: "list.retry" });
    expect(calls[1]!.page).toBe(1);
    calls[1]!.answer({ items: rows(1), totalPageCount: 1 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ error: null, page: 1 });
  });

  it("keeps the rows after a failed more and loads that page again on retry", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ items: rows(1), totalPageCount: 3 });
    await settle();
    actor.send({ type: "list.more" });
    calls[1]!.fail("500");
    await settle();
    expect(actor.getSnapshot().value).toBe("moreFailed");
    expect(actor.getSnapshot().context).toMatchObject({ moreError: "500", page: 1 });
    expect(ids(actor.getSnapshot().context.items)).toEqual([100, 101]);
    actor.send({ type: "list.retry" });
    expect(calls[2]!.page).toBe(2);
    expect(actor.getSnapshot().context.moreError).toBeNull();
    calls[2]!.answer({ items: rows(2), totalPageCount: 3 });
    await settle();
    expect(ids(actor.getSnapshot().context.items)).toEqual([100, 101, 200, 201]);
  });

  it("shows restored pages without a call, and refreshes stale ones quietly", async () => {
    const restored = { items: rows(1), page: 1, totalPageCount: 2, total: null };
    const fresh = manualCalls(pagedListInput({ restored }));
    expect(fresh.actor.getSnapshot().value).toBe("ready");
    expect(fresh.calls).toHaveLength(0);
    const stale = manualCalls(pagedListInput({ restored, stale: true }));
    expect(stale.calls.map(({ page, refresh, quiet }) => ({ page, refresh, quiet }))).toEqual([{ page: 1, refresh: true, quiet: true }]);
    stale.calls[0]!.fail("500");
    await settle();
    expect(stale.actor.getSnapshot().value).toBe("ready");
    expect(stale.actor.getSnapshot().context).toMatchObject({ error: null, refresh: false, page: 1 });
  });

  it("loads page 1 again when the pages are invalidated, replacing the later ones", async () => {
    const actor = start({ fetchPage: "ofThree" });
    await settle();
    actor.send({ type: "list.more" });
    await settle();
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: "list.refresh" });
    expect(actor.getSnapshot().context.refresh).toBe(true);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, refresh: false, total: 6 });
  });

  it("waits until the list is loadable", async () => {
    const { actor, calls } = manualCalls(pagedListInput({ enabled: false }));
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "list.refresh" });
    expect(calls).toHaveLength(0);
    actor.send({ type: "list.reload", input: pagedListInput() });
    expect(calls).toHaveLength(1);
  });

  it("treats an empty answer as a loaded list without more", async () => {
    const actor = start({ fetchPage: "empty" });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().can({ type: "list.more" })).toBe(false);
  });
});
