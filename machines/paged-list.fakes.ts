import { fromPromise } from "xstate";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type { ListPage, PageCall, PagedListInput } from "./paged-list.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/** A row as a list call gives it (the machine never looks inside). */
export const listRow = (id: number) => ({ id, title: `row ${id}` });

// Fakes answer the same whatever the input: the path walk feeds their answers as events.
const page = (ids: number[], totalPageCount: number, total?: number) =>
  fromPromise<ListPage, PageCall>(async () => ({ items: ids.map(listRow), totalPageCount, ...(total === undefined ? {} : { total }) }));

/** Fake page calls by outcome (flow lab, path walk, tests). */
export const pagedListMachineFakes = {
  fetchPage: {
    ofThree: page([1, 2], 3, 6),
    onlyPage: page([1], 1),
    empty: page([], 0),
    noAnswer: fromPromise<ListPage, PageCall>(() => never()),
    error: fromPromise<ListPage, PageCall>(() => fail("fetchPage")),
  },
};

type Fakes = typeof pagedListMachineFakes;

/** One outcome per actor. */
export type PagedListFakeChoice = FakeChoice<Fakes>;

/** A list of three pages. */
export const defaultPagedListFakeChoice: PagedListFakeChoice = { fetchPage: "ofThree" };

/** The actors for `pagedListMachine.provide({ actors })` given some picks over the defaults. */
export function pagedListFakeActors(choice: Partial<PagedListFakeChoice> = {}) {
  return pickFakeActors(pagedListMachineFakes, { ...defaultPagedListFakeChoice, ...choice });
}

/** A list as a screen opens it: its filter as args (a receipt list: this mall, every month). */
export const pagedListInput = (over: Partial<PagedListInput> = {}): PagedListInput => ({ args: { bcnCd: "01", month: "all" }, ...over });

/** Outside events whose payload matters: a filter change, and the list becoming loadable. */
export const pagedListGraphEvents = [
  { type: "list.reload", input: pagedListInput({ args: { bcnCd: "01", month: "202610" } }) },
  {
    type: "list.reload",
    input: pagedListInput({ args: { bcnCd: "", month: "all" }, restored: { items: [listRow(9)], page: 1, totalPageCount: 2, total: null } }),
  },
] as const;
