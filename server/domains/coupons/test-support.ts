// Test helpers shared by the events, stamps and coupons tests: logging in as a demo member (through the
// member domain's real login), a walker that sends every route's example request, and row counts.
import { expect } from "vitest";
import { fillPath } from "../../../schemas/api/endpoint.ts";
import type { ServerDomain } from "../../http/context.ts";
import { createTestServer, form } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";

export type TestServer = ReturnType<typeof createTestServer>;

/** The member domain, which the tests need for logging in (and the contract test for its examples). */
export const loginDomain = memberDomain;

/** Logs the test server's cookie jar in as demo member 1 (M0000001, consented) or 2 (M0000002). */
export async function loginAs(s: TestServer, which: 1 | 2 = 1): Promise<void> {
  await loginAsDemo(s, which);
}

/** The URL and init of a request: query for GET, form body for POST. */
export function requestOf(ep: { method: "GET" | "POST"; path: string }, params: Record<string, string | number>, input: Record<string, unknown> = {}): [string, RequestInit] {
  const path = fillPath(ep.path, params);
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  if (ep.method === "GET") {
    const q = new URLSearchParams(fields).toString();
    return [q ? `${path}?${q}` : path, {}];
  }
  return [path, form(fields)];
}

/**
 * Sends every route's example and checks 200 and the response schema: member examples through the
 * cookie jar, logged in as M0000001; public ones without any cookie, as the contract test does.
 */
export async function walkExamples(s: TestServer, domain: ServerDomain): Promise<string[]> {
  const done: string[] = [];
  s.resetCookies();
  if (domain.routes.some((r) => r.example({ db: s.deps.db, memberCustId: "M0000001" }).as === "member")) await loginAs(s);
  for (const r of domain.routes) {
    const ex = r.example({ db: s.deps.db, memberCustId: "M0000001" });
    const [url, init] = requestOf(r.endpoint, ex.params, ex.input);
    const res = ex.as === "member" ? await s.request(url, init) : await s.app.request(url, init);
    const body: unknown = await res.json();
    expect(res.status, `${r.endpoint.id}: ${JSON.stringify(body)}`).toBe(200);
    expect(r.endpoint.response.safeParse(body).success, r.endpoint.id).toBe(true);
    done.push(r.endpoint.id);
  }
  return done;
}

/** Number of rows of a table matching a WHERE clause. */
export function countRows(s: TestServer, table: string, where = "1", ...args: unknown[]): number {
  return (s.deps.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
}

/** Fires n identical requests at once and returns statuses and bodies. */
export async function concurrently(s: TestServer, n: number, make: () => [string, RequestInit]): Promise<{ status: number; body: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const res = await s.request(...make());
      return { status: res.status, body: await res.text() };
    }),
  );
}
