// A fake server for the service area's content pages' screen tests (only *.test.tsx import this).
import { json } from "../../engine/api/fake-fetch.fixture.ts";

export interface SeenCall {
  path: string;
  /** The query's fields and, for a POST, the form body's. */
  params: URLSearchParams;
}

/**
 * A fetch answering every request with `answer` (by path and fields: query and form body);
 * `calls(suffix)` gives the fields of the requests whose path ends so, in order.
 */
export function fakeServer(answer: (path: string, params: URLSearchParams) => Response | Promise<Response>) {
  const seen: SeenCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const params = new URLSearchParams(url.search);
    if (typeof init?.body === "string") for (const [k, v] of new URLSearchParams(init.body)) params.append(k, v);
    seen.push({ path: url.pathname, params });
    return answer(url.pathname, params);
  };
  return { fetch, calls: (suffix: string) => seen.filter((s) => s.path.endsWith(suffix)).map((s) => s.params) };
}

/** The paginationInfo of page `page` of `total` rows, `per` a page. */
export const pageInfo = (page: number, total: number, per = 10) => ({
  currentPageNo: page,
  recordCountPerPage: per,
  totalRecordCount: total,
  totalPageCount: Math.ceil(total / per),
});

/** Rows `from`..`to` (1-based, inclusive) of page `page`, `per` a page, of `total`. */
export function pageOf<T>(total: number, page: number, make: (n: number) => T, per = 10): T[] {
  const out: T[] = [];
  for (let n = (page - 1) * per + 1; n <= Math.min(total, page * per); n++) out.push(make(n));
  return out;
}

export { json };

/** An error answer as the reference server writes it. */
export const failure = (status: number, message: string) => json({ message }, status);
