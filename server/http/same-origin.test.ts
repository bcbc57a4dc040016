import { describe, expect, it } from "vitest";
import { catalog } from "../../schemas/api/catalog.ts";
import { domains } from "../domains.ts";
import { loginAsDemo } from "../domains/member/testing.ts";
import { createTestServer, requestOf } from "../testing.ts";
import type { RouteDef } from "./context.ts";
import { foreignWriteReason } from "./same-origin.ts";

const routes = new Map<string, RouteDef>();
for (const d of domains) for (const r of d.routes) routes.set(r.endpoint.id, r);
const changes = (s: ReturnType<typeof createTestServer>) => (s.deps.db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;

describe("foreignWriteReason", () => {
  const own = "http://m.fieldmall.example/api/hanam/x";
  const check = (headers: Record<string, string>) => foreignWriteReason((n) => headers[n], own);
  it.each([
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-origin", origin: "https://evil.example" }, true],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "http://m.fieldmall.example" }, true],
    [{ origin: "https://m.fieldmall.example" }, true],
    [{ origin: "https://m.fieldmall-city.example" }, false],
    [{ origin: "null" }, false],
    [{ origin: "not a url" }, false],
    [{ referer: "http://m.fieldmall.example/hanam/event" }, true],
    [{ referer: "https://m.fieldmall.example.evil.example/" }, false],
    [{ origin: "https://evil.example", referer: "http://m.fieldmall.example/" }, false],
    [{}, false],
    [{ authorization: "Bearer token" }, true],
  ] as const)("%j → allowed %s", (headers, allowed) => {
    expect(check(headers) === null).toBe(allowed);
  });
});

describe("writes answer only this site's own pages", () => {
  const writes = catalog.filter((e) => e.writes);
  /** The queue service's calls carry its bearer token, which a foreign page cannot send: no browser check. */
  const bearer = (id: string) => id.startsWith("queue.");
  const exampleOf = (s: ReturnType<typeof createTestServer>, id: string) => routes.get(id)!.example({ db: s.deps.db, memberCustId: "M0000001" });

  it("knows which writes carry the queue service's token: exactly the queue's", async () => {
    const s = createTestServer(domains);
    await loginAsDemo(s);
    const withToken = writes.filter((ep) => exampleOf(s, ep.id).headers?.authorization !== undefined).map((ep) => ep.id);
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.sort()).toEqual(
      writes
        .filter((ep) => bearer(ep.id))
        .map((ep) => ep.id)
        .sort(),
    );
  });

  it.each(writes.filter((e) => bearer(e.id)).map((e) => [e.id, e] as const))("%s: served from anywhere with the queue service's token", async (_, ep) => {
    const s = createTestServer(domains);
    const ex = exampleOf(s, ep.id);
    const [url, init] = requestOf(ep, ex.params, ex.input, ex.headers);
    const res = await s.request(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(res.status, `${ep.id} answered ${res.status}`).toBeLessThan(300);
    const bare = await s.app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>) } });
    expect(bare.status, `${ep.id} without browser marks`).toBeLessThan(300);
  });

  it("marks every POST and the spec's GET writes", () => {
    expect(catalog.filter((e) => e.method === "POST" && !e.writes).map((e) => e.id)).toEqual([]);
    expect(
      writes
        .filter((e) => e.method === "GET")
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      [
        "app.spointLogin",
        "events.apply",
        "events.roulette",
        "events.rouletteNew",
        "logging.bnhits",
        "logging.gateUrl",
        "logging.info",
        "logging.pophits",
        "logging.pvlog",
        "member.introToken",
        "member.logout",
        "stamps.appIssueCoupon",
        "stamps.appStamp",
      ].sort(),
    );
  });

  it.each(writes.filter((e) => !bearer(e.id)).map((e) => [e.id, e] as const))("%s: refused from another site, with nothing written", async (_, ep) => {
    const s = createTestServer(domains);
    await loginAsDemo(s);
    const def = routes.get(ep.id)!;
    const ex = def.example({ db: s.deps.db, memberCustId: "M0000001" });
    const [url, init] = requestOf(ep, ex.params, ex.input, ex.headers);
    for (const foreign of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { referer: "https://evil.example/" }] as Record<
      string,
      string
    >[]) {
      const before = changes(s);
      const res = await s.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...foreign } });
      expect(res.status, `${ep.id} ${JSON.stringify(foreign)}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/cannot change data/);
      expect(changes(s), `${ep.id} wrote on a foreign request`).toBe(before);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // No browser marks at all (a script on a server, a stripped proxy): refused too.
    const bare = await s.app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>) } });
    expect(bare.status).toBe(403);
  });

  it.each(catalog.filter((e) => e.method === "GET" && !e.writes).map((e) => [e.id, e] as const))(
    "%s (a GET read) changes nothing, for a visitor or a member",
    async (_, ep) => {
      for (const as of ["visitor", "member"] as const) {
        const s = createTestServer(domains);
        if (as === "member") await loginAsDemo(s);
        const ex = routes.get(ep.id)!.example({ db: s.deps.db, memberCustId: "M0000001" });
        const before = changes(s);
        // Reads stay open to other sites (a link, an image, a shared page).
        const res = await s.request(...requestOf(ep, ex.params, ex.input, { ...ex.headers, "sec-fetch-site": "cross-site" }));
        expect(res.status, `${ep.id} (${as})`).toBeLessThan(500);
        expect(changes(s), `${ep.id} (${as}) wrote: declare it writes: true`).toBe(before);
      }
    },
  );
});
