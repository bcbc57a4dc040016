import { fromPromise } from "xstate";
import type { ReceiptRow } from "../schemas/api/receipts.ts";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type { ReceiptFilter, ReceiptListInput, ReceiptPage } from "./receipt-list.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/** A receipt row as the list call gives it. */
export const receiptRow = (over: Partial<ReceiptRow> = {}): ReceiptRow => ({
  bcn_cd: "01",
  bcn_nm: "스타필드 하남",
  saleDt: "2026.11.20",
  tnt_nm_ko: "메가박스",
  nsaleAmt: "24,000",
  tntCd: "T1001",
  posNo: "0001",
  tranNo: "000123",
  ...over,
});

type PageCall = { filter: ReceiptFilter; pageIndex: number };
// Fakes answer the same whatever the input: the path walk feeds their answers as events.
const page = (rows: ReceiptRow[], totalPageCount: number) => fromPromise<ReceiptPage, PageCall>(async () => ({ rows, totalPageCount }));

/** Fake list calls by outcome (flow lab, path walk, tests). */
export const receiptListMachineFakes = {
  fetchPage: {
    ofThree: page([receiptRow(), receiptRow({ tranNo: "000124", nsaleAmt: "3,500" })], 3),
    onlyPage: page([receiptRow()], 1),
    empty: page([], 0),
    noAnswer: fromPromise<ReceiptPage, PageCall>(() => never()),
    error: fromPromise<ReceiptPage, PageCall>(() => fail("fetchPage")),
  },
};

type Fakes = typeof receiptListMachineFakes;

/** One outcome per actor. */
export type ReceiptListFakeChoice = FakeChoice<Fakes>;

/** A member with three pages of receipts. */
export const defaultReceiptListFakeChoice: ReceiptListFakeChoice = { fetchPage: "ofThree" };

/** The actors for `receiptListMachine.provide({ actors })` given some picks over the defaults. */
export function receiptListFakeActors(choice: Partial<ReceiptListFakeChoice> = {}) {
  return pickFakeActors(receiptListMachineFakes, { ...defaultReceiptListFakeChoice, ...choice });
}

/** The list as a hanam page opens it: this mall, all of the window, the box unchecked. */
export const receiptListInput = (filter: Partial<ReceiptFilter> = {}): ReceiptListInput => ({ filter: { bcnCd: "01", month: "all", sclass: false, ...filter } });
