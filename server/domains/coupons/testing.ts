// Test helpers shared by the events, stamps and coupons tests: a walker that sends every route's example
// request, and concurrent requests. Logging in is the member domain's loginAsDemo.
import { expect } from "vitest";
import type { ServerDomain } from "../../http/context.ts";
import { requestOf, type TestServer } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";

/** The member domain, which the tests need for logging in (and the contract test for its examples). */
export const loginDomain = memberDomain;

/**
 * Sends every route's example and checks 200 and the response schema: member examples through the
 * cookie jar, logged in as M0000001; public ones without any cookie, as the contract test does.
 */
export async function walkExamples(s: TestServer, domain: ServerDomain): Promise<string[]> {
  const done: string[] = [];
  s.resetCookies();
  if (domain.routes.some((r) => r.example({ db: s.deps.db, memberCustId: "M0000001" }).as === "member")) await loginAsDemo(s);
  for (const r of domain.routes) {
    const ex = r.example({ db: s.deps.db, memberCustId: "M0000001" });
    // A visitor's call goes without the session cookie, as the app's own page (same-origin).
    const [url, init] = requestOf(r.endpoint, ex.params, ex.input, { "sec-fetch-site": "same-origin", ...ex.headers });
    const res = ex.as === "member" ? await s.request(url, init) : await s.app.request(url, init);
    const body: unknown = await res.json();
    expect(res.status, `${r.endpoint.id}: ${JSON.stringify(body)}`).toBe(200);
    expect(r.endpoint.response.safeParse(body).success, r.endpoint.id).toBe(true);
    done.push(r.endpoint.id);
  }
  return done;
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
