import { describe, expect, it } from "vitest";
import { SUCCESS } from "../schemas/api/common.ts";
import { catalog, catalogByDomain } from "../schemas/api/catalog.ts";
import { fillPath } from "../schemas/api/endpoint.ts";
import { domains } from "./domains.ts";
import { loginAsDemo } from "./domains/member/testing.ts";
import type { RouteDef } from "./http/context.ts";
import { createTestServer, requestOf } from "./testing.ts";

const routes = new Map<string, RouteDef>();
for (const d of domains) for (const r of d.routes) routes.set(r.endpoint.id, r);

describe("API contract: every catalogue endpoint is served and answers its schema", () => {
  it("covers every domain of the issue", () => {
    expect(Object.keys(catalogByDomain).sort()).toEqual(
      [
        "app",
        "content",
        "coupons",
        "events",
        "logging",
        "member",
        "mycar",
        "programs",
        "queue",
        "receipts",
        "search",
        "service",
        "stamps",
        "tenants",
        "waiting",
      ].sort(),
    );
  });

  it("has a server route for every catalogue endpoint, and no route outside the catalogue", () => {
    const missing = catalog.filter((e) => !routes.has(e.id)).map((e) => `${e.id} ${e.method} ${e.path}`);
    expect(missing, "catalogue endpoints the server does not implement").toEqual([]);
    const ids = new Set(catalog.map((e) => e.id));
    expect(
      [...routes.keys()].filter((id) => !ids.has(id)),
      "routes missing from the catalogue",
    ).toEqual([]);
    const keys = catalog.map((e) => `${e.method} ${e.path}`);
    expect(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      "two endpoints on one method and path",
    ).toEqual([]);
    expect(new Set(catalog.map((e) => e.id)).size, "duplicate endpoint ids").toBe(catalog.length);
  });

  it.each(catalog.map((e) => [e.id, e] as const))("%s answers its example with a body its schema accepts", async (_, ep) => {
    const server = createTestServer(domains);
    const def = routes.get(ep.id)!;
    expect(def, `no route for ${ep.id}`).toBeDefined();
    const ex = def.example({ db: server.deps.db, memberCustId: "M0000001" });
    if (ex.as === "member" || ep.auth === "member") await loginAsDemo(server);
    const [url, init] = requestOf(ep, ex.params, ex.input, ex.headers);
    const res = await server.request(url, init);
    const type = res.headers.get("content-type") ?? "";
    if (type.startsWith("image/")) {
      // Images for an img element (the captcha challenge) answer 200 with their own type.
      expect(res.status, `${ep.id} ${url}`).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(0);
      return;
    }
    if (!type.includes("application/json")) {
      // Hand-overs answer with a redirect, not a body.
      expect(res.status, `${ep.id} ${url}`).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      return;
    }
    const body = (await res.json()) as { message?: unknown };
    expect(res.status, `${ep.id} ${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    const decoded = ep.response.safeParse(body);
    expect(decoded.success ? [] : decoded.error.issues.slice(0, 5), `${ep.id} response does not match its schema`).toEqual([]);
    expect(body.message).toBe(SUCCESS);
  });

  it("rejects malformed input to every POST endpoint with 400 or 401 and a message", async () => {
    const server = createTestServer(domains);
    await loginAsDemo(server);
    for (const ep of catalog.filter((e) => e.method === "POST")) {
      const def = routes.get(ep.id)!;
      const ex = def.example({ db: server.deps.db, memberCustId: "M0000001" });
      const path = fillPath(ep.path, ex.params);
      const res = await server.request(path, { method: "POST", headers: { "content-type": "text/plain", ...ex.headers }, body: "\u0000not a form" });
      expect([400, 401], `${ep.id} answered ${res.status}`).toContain(res.status);
      const body = (await res.json()) as { message?: string };
      expect(typeof body.message, ep.id).toBe("string");
    }
  });
});
