import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { ReceiptRow } from "../schemas/api/receipts.ts";
import { receiptListFakeActors, receiptListInput, receiptRow, type ReceiptListFakeChoice } from "./receipt-list.fakes.ts";
import { receiptListMachine, type ReceiptFilter, type ReceiptPage } from "./receipt-list.machine.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(choice: Partial<ReceiptListFakeChoice> = {}) {
  const actor = createActor(receiptListMachine.provide({ actors: receiptListFakeActors(choice) }), { input: receiptListInput() });
  actor.start();
  return actor;
}

/** A list call answered by hand: each call waits until the test answers it. */
function manualCalls() {
  const calls: { filter: ReceiptFilter; pageIndex: number; answer: (page: ReceiptPage) => void; fail: () => void; aborted: () => boolean }[] = [];
  const fetchPage = fromPromise<ReceiptPage, { filter: ReceiptFilter; pageIndex: number }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({ ...input, answer: resolve, fail: () => reject(new Error("500")), aborted: () => signal.aborted });
      }),
  );
  const actor = createActor(receiptListMachine.provide({ actors: { fetchPage } }), { input: receiptListInput() });
  actor.start();
  return { actor, calls };
}

const rows = (page: number, n = 10): ReceiptRow[] => Array.from({ length: n }, (_, i) => receiptRow({ tranNo: `${page}-${i}` }));

describe("receipt list machine", () => {
  it("loads page 1 of the filter it starts with", async () => {
    const { actor, calls } = manualCalls();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(calls.map(({ filter, pageIndex }) => ({ filter, pageIndex }))).toEqual([{ filter: { bcnCd: "01", month: "all", sclass: false }, pageIndex: 1 }]);
    calls[0]!.answer({ rows: rows(1), totalPageCount: 2 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ pageIndex: 1, totalPageCount: 2 });
    expect(actor.getSnapshot().context.rows).toHaveLength(10);
  });

  it("appends later pages and offers more only while the page is below totalPageCount", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ rows: rows(1), totalPageCount: 2 });
    await settle();
    expect(actor.getSnapshot().can({ type: "receipts.more" })).toBe(true);
    actor.send({ type: "receipts.more" });
    expect(calls[1]!.pageIndex).toBe(2);
    calls[1]!.answer({ rows: rows(2, 3), totalPageCount: 2 });
    await settle();
    expect(actor.getSnapshot().context.rows.map((r) => r.tranNo)).toEqual([...rows(1), ...rows(2, 3)].map((r) => r.tranNo));
    expect(actor.getSnapshot().can({ type: "receipts.more" })).toBe(false);
    actor.send({ type: "receipts.more" });
    expect(calls).toHaveLength(2);
  });

  it("loads one page for a double tap: more while loading does nothing", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ rows: rows(1), totalPageCount: 5 });
    await settle();
    actor.send({ type: "receipts.more" });
    actor.send({ type: "receipts.more" });
    expect(calls.map((c) => c.pageIndex)).toEqual([1, 2]);
  });

  it("reloads from page 1 when the mall, the month or the box changes, and replaces the rows", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ rows: rows(1), totalPageCount: 3 });
    await settle();
    actor.send({ type: "receipts.more" });
    calls[1]!.answer({ rows: rows(2), totalPageCount: 3 });
    await settle();
    for (const [i, filter] of [{ month: "202610" }, { bcnCd: "" }, { sclass: true }].entries()) {
      actor.send({ type: "receipts.filter", filter });
      const call = calls[2 + i]!;
      expect(call.pageIndex).toBe(1);
      call.answer({ rows: rows(9, 4), totalPageCount: 1 });
      await settle();
      expect(actor.getSnapshot().context.rows).toHaveLength(4);
    }
    expect(calls[4]!.filter).toEqual({ bcnCd: "", month: "202610", sclass: true });
  });

  it("drops a load in flight when the filter changes: the old answer never shows", async () => {
    const { actor, calls } = manualCalls();
    actor.send({ type: "receipts.filter", filter: { month: "202609" } });
    expect(calls[0]!.aborted()).toBe(true);
    calls[0]!.answer({ rows: rows(1, 7), totalPageCount: 1 });
    calls[1]!.answer({ rows: rows(2, 2), totalPageCount: 1 });
    await settle();
    expect(actor.getSnapshot().context.rows.map((r) => r.tranNo)).toEqual(["2-0", "2-1"]);
  });

  it("a failed first page leaves the list empty; a failed later page keeps the rows and more", async () => {
    const { actor, calls } = manualCalls();
    calls[0]!.answer({ rows: rows(1), totalPageCount: 3 });
    await settle();
    actor.send({ type: "receipts.more" });
    calls[1]!.fail();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ pageIndex: 1, totalPageCount: 3 });
    expect(actor.getSnapshot().context.rows).toHaveLength(10);
    expect(actor.getSnapshot().can({ type: "receipts.more" })).toBe(true);
    actor.send({ type: "receipts.filter", filter: { month: "202611" } });
    calls[2]!.fail();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], pageIndex: 0, totalPageCount: 0 });
    expect(actor.getSnapshot().can({ type: "receipts.more" })).toBe(false);
  });

  it("runs with the registered fakes: three pages to the end", async () => {
    const actor = start();
    await settle();
    for (let i = 0; i < 5; i++) {
      actor.send({ type: "receipts.more" });
      await settle();
    }
    expect(actor.getSnapshot().context).toMatchObject({ pageIndex: 3, totalPageCount: 3 });
    expect(actor.getSnapshot().context.rows).toHaveLength(6);
  });

  it("starts with the pages loaded before, without a call, and goes on from there", async () => {
    const calls: number[] = [];
    const fetchPage = fromPromise<ReceiptPage, { filter: ReceiptFilter; pageIndex: number }>(async ({ input }) => {
      calls.push(input.pageIndex);
      return { rows: rows(input.pageIndex, 1), totalPageCount: 3 };
    });
    const actor = createActor(receiptListMachine.provide({ actors: { fetchPage } }), { input: { ...receiptListInput(), restored: { rows: rows(1, 2), pageIndex: 2, totalPageCount: 3 } } });
    actor.start();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(calls).toEqual([]);
    actor.send({ type: "receipts.more" });
    await settle();
    expect(calls).toEqual([3]);
    expect(actor.getSnapshot().context.rows).toHaveLength(3);
  });

  it("an empty answer is an empty list without more", async () => {
    const actor = start({ fetchPage: "empty" });
    await settle();
    expect(actor.getSnapshot().context.rows).toEqual([]);
    expect(actor.getSnapshot().can({ type: "receipts.more" })).toBe(false);
  });
});
