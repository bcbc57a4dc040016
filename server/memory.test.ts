import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "../schemas/api/endpoint.ts";
import { cachedSql, STATEMENT_CACHE_SIZE } from "./db/open.ts";
import { SHARED_ANSWERS_MAX_TOTAL_BYTES, sharedAnswersOf } from "./http/shared-answers.ts";
import { domains } from "./domains.ts";
import { loginAsDemo } from "./domains/member/testing.ts";
import { createTestServer, requestOf } from "./testing.ts";

// Regression test for "thousands of distinct page numbers grow the process without bound": page
// numbers were written into the SQL text, and every distinct text was compiled and kept.
const REQUESTS = 9_000;
/**
 * What REQUESTS distinct page requests may add to the process after a warm-up. Measured: RSS +2.4 to
 * +5.0 MB, heap +0.3 to +0.6 MB. With the page numbers in the SQL of the four lists that had them:
 * 1,440 more statements kept and RSS +8 to +10 MB, growing with every new page number.
 * The memory outside the JS heap is RSS less the heap's committed size: V8 may commit more heap
 * (a larger young generation, after the tests this worker ran before) without any object kept,
 * which once took RSS 0.2 MB past the limit with the heap used flat.
 */
const MAX_NATIVE_GROWTH_MB = 12;
const MAX_HEAP_GROWTH_MB = 2;
const MB = 1024 * 1024;
/**
 * The public lists' kept answers (server/http/shared-answers.ts) fill up to their budget over the
 * distinct pages: bounded, and allowed on top of both limits (their JSON on the heap, gzip outside).
 */
const SHARED_MB = SHARED_ANSWERS_MAX_TOTAL_BYTES / MB;

const shapeOf = (t: Endpoint["input"]) => (t._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
const paged = domains.flatMap((d) => d.routes).filter((r) => "paginationInfo" in shapeOf(r.endpoint.response));

/** global.gc, exposed at run time when node was started without --expose-gc. */
function collector(): () => void {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

// app.request() never leaves the microtask queue, but a Request frees its abort wiring in a
// finalization callback, which runs as a task: a server's event loop turns between requests, so
// the test lets it turn too, or it would measure callbacks waiting to run.
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("memory under distinct paged requests", () => {
  it(`compiles no new SQL, and keeps the JS heap within ${MAX_HEAP_GROWTH_MB} MB and the memory outside it within ${MAX_NATIVE_GROWTH_MB} MB over ${REQUESTS} distinct page requests`, async () => {
    expect(paged.length, "paged list endpoints found").toBeGreaterThan(20);
    const server = createTestServer(domains);
    await loginAsDemo(server);
    const requests = paged.map((r) => {
      const ex = r.example({ db: server.deps.db, memberCustId: "M0000001" });
      const pageKey = "pageIndex" in shapeOf(r.endpoint.input) ? "pageIndex" : "page";
      return { id: r.endpoint.id, at: (page: number) => requestOf(r.endpoint, ex.params, { ...ex.input, [pageKey]: page }, ex.headers) };
    });
    const gc = collector();
    const settle = async () => {
      gc();
      await turn();
      gc();
    };
    const run = async (count: number, pageOf: (i: number) => number) => {
      for (let i = 0; i < count; i++) {
        const r = requests[i % requests.length]!;
        const res = await server.request(...r.at(pageOf(i)));
        if (res.status !== 200) expect.fail(`${r.id} answered ${res.status}`);
        await res.arrayBuffer();
        if (i % 100 === 99) await turn();
        // Collecting now and then measures what stays, not how far the heap grew between collections.
        if (i % 1000 === 999) await settle();
      }
    };

    // Warm-up: every endpoint on its first pages, so compiled SQL, JIT code and the heap's working size exist.
    await run(requests.length * 20, (i) => 1 + (i % 3));
    await settle();
    const sqlBefore = cachedSql(server.deps.db);
    const before = process.memoryUsage();

    await run(REQUESTS, (i) => 10 + i);
    await settle();
    const after = process.memoryUsage();
    const sqlAfter = cachedSql(server.deps.db);

    const rss = `RSS ${(before.rss / MB).toFixed(1)} → ${(after.rss / MB).toFixed(1)} MB, heap committed ${(before.heapTotal / MB).toFixed(1)} → ${(after.heapTotal / MB).toFixed(1)} MB`;
    const heap = `heap used ${(before.heapUsed / MB).toFixed(1)} → ${(after.heapUsed / MB).toFixed(1)} MB`;
    if (process.env.MEMORY_REPORT) console.warn(`${REQUESTS} distinct page requests: ${rss}, ${heap}, statements ${sqlBefore.length} → ${sqlAfter.length}`);
    expect(sqlAfter.length).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE);
    expect(
      sqlAfter.filter((s) => !sqlBefore.includes(s)),
      "SQL texts compiled for new page numbers",
    ).toEqual([]);
    const outsideHeap = (m: NodeJS.MemoryUsage) => m.rss - m.heapTotal;
    expect(sharedAnswersOf(server.deps).bytes).toBeLessThanOrEqual(SHARED_ANSWERS_MAX_TOTAL_BYTES);
    expect((outsideHeap(after) - outsideHeap(before)) / MB, rss).toBeLessThan(MAX_NATIVE_GROWTH_MB + SHARED_MB);
    expect((after.heapUsed - before.heapUsed) / MB, heap).toBeLessThan(MAX_HEAP_GROWTH_MB + SHARED_MB);
  }, 60_000);
});
