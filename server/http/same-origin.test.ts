import { describe, expect, it } from "vitest";
import { catalog } from "../../schemas/api/catalog.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { domains } from "../domains.ts";
import { loginAsDemo } from "../domains/member/testing.ts";
import { createTestServer, requestOf, totalChanges } from "../testing.ts";
import type { RouteDef } from "./context.ts";
import { foreignWriteReason } from "./same-origin.ts";

const routes = new Map<string, RouteDef>();
for (const d of domains) for (const r of d.routes) routes.set(r.endpoint.id, r);

describe("foreignWriteReason", () => {
  // The server's own origin: scheme, host and port (how the server learns it behind a proxy: the test below).
  const own = "http://m.fieldmall.example";
  const check = (headers: Record<string, string>) => foreignWriteReason((n) => headers[n], own);
  it.each([
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-origin", origin: "https://evil.example" }, true],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "http://m.fieldmall.example" }, true],
    [{ origin: "http://m.fieldmall.example:80" }, true],
    [{ origin: "https://m.fieldmall-city.example" }, false],
    [{ origin: "null" }, false],
    [{ origin: "not a url" }, false],
    [{ referer: "http://m.fieldmall.example/hanam/event" }, true],
    [{ referer: "https://m.fieldmall.example.evil.example/" }, false],
    [{ origin: "https://evil.example", referer: "http://m.fieldmall.example/" }, false],
    [{}, false],
  ] as const)("%j → allowed %s", (headers, allowed) => {
    expect(check(headers) === null).toBe(allowed);
  });

  it.each([
    [{ origin: "https://m.fieldmall.example" }],
    [{ origin: "http://m.fieldmall.example:8080" }],
    [{ referer: "https://m.fieldmall.example/hanam/event" }],
    [{ referer: "http://m.fieldmall.example:8443/hanam/event" }],
  ] as const)("the right host with another scheme or port is another origin: %j refused", (headers) => {
    expect(check(headers)).toMatch(/cannot change data/);
  });

  it.each([
    [{ authorization: "Bearer token" }],
    [{ authorization: "Basic dXNlcjpwYXNz", origin: "https://evil.example" }],
    [{ authorization: "Basic dXNlcjpwYXNz", "sec-fetch-site": "cross-site" }],
    [{ authorization: "Basic dXNlcjpwYXNz", referer: "https://evil.example/" }],
  ] as const)("an Authorization header exempts nothing (a browser sends an HTTP-auth proxy's credentials by itself): %j refused", (headers) => {
    expect(check(headers)).not.toBeNull();
  });
});

describe("the server's own origin", () => {
  const bareCheck = async (s: ReturnType<typeof createTestServer>, url: string, headers: Record<string, string>) => {
    const [, init] = requestOf(memberEndpoints.captchaCheck, { mall: "hanam" }, { answerText: "FIELD" }, headers);
    return (await s.app.request(url, init)).status;
  };

  it("is the request's scheme, host and port without TRUST_PROXY: an https Origin is refused on plain http", async () => {
    const s = createTestServer(domains);
    const url = "http://m.fieldmall.example/api/hanam/captcha/chkAnswer";
    expect(await bareCheck(s, url, { origin: "http://m.fieldmall.example" })).toBe(200);
    expect(await bareCheck(s, url, { origin: "https://m.fieldmall.example" })).toBe(403);
    expect(await bareCheck(s, url, { origin: "http://m.fieldmall.example:8080" })).toBe(403);
    // The proxy's header is not believed without TRUST_PROXY: any client could send it.
    expect(await bareCheck(s, url, { origin: "https://m.fieldmall.example", "x-forwarded-proto": "https" })).toBe(403);
  });

  it("behind a trusted HTTPS proxy is https (X-Forwarded-Proto), so the page's https Origin passes and an http one is refused", async () => {
    const s = createTestServer(domains, undefined, { trustProxy: true });
    const url = "http://m.fieldmall.example/api/hanam/captcha/chkAnswer";
    const proxied = { "x-forwarded-proto": "https" };
    expect(await bareCheck(s, url, { ...proxied, origin: "https://m.fieldmall.example" })).toBe(200);
    expect(await bareCheck(s, url, { ...proxied, referer: "https://m.fieldmall.example/hanam/login" })).toBe(200);
    expect(await bareCheck(s, url, { ...proxied, origin: "http://m.fieldmall.example" })).toBe(403);
    expect(await bareCheck(s, url, { ...proxied, origin: "https://m.fieldmall.example:8443" })).toBe(403);
  });
});

describe("writes answer only this site's own pages", () => {
  const writes = catalog.filter((e) => e.writes);
  /** The queue service's calls (auth service) carry its bearer token, which no browser sends by itself: checked instead of browser marks. */
  const bearer = (id: string) => catalog.find((e) => e.id === id)!.auth === "service";
  const exampleOf = (s: ReturnType<typeof createTestServer>, id: string) => routes.get(id)!.example({ db: s.deps.db, memberCustId: "M0000001" });

  it("knows which writes carry the queue service's token: exactly the queue's, declared auth service", async () => {
    expect(writes.filter((ep) => bearer(ep.id)).every((ep) => ep.id.startsWith("queue."))).toBe(true);
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
    // A browser's own Authorization (an HTTP-auth proxy's Basic credentials) is not the token.
    const before = totalChanges(s);
    const basic = await s.request(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: "Basic dXNlcjpwYXNz", origin: "https://evil.example" },
    });
    expect(basic.status, `${ep.id} with Basic credentials`).toBe(401);
    expect(totalChanges(s)).toBe(before);
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
    for (const foreign of [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { referer: "https://evil.example/" },
      // Behind an HTTP-auth proxy the browser adds Authorization to every request, a foreign page's too.
      { authorization: "Basic dXNlcjpwYXNz", origin: "https://evil.example" },
      { authorization: "Bearer not-a-browser", "sec-fetch-site": "cross-site" },
    ] as Record<string, string>[]) {
      const before = totalChanges(s);
      const res = await s.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...foreign } });
      expect(res.status, `${ep.id} ${JSON.stringify(foreign)}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/cannot change data/);
      expect(totalChanges(s), `${ep.id} wrote on a foreign request`).toBe(before);
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
        const before = totalChanges(s);
        // Reads stay open to other sites (a link, an image, a shared page).
        const res = await s.request(...requestOf(ep, ex.params, ex.input, { ...ex.headers, "sec-fetch-site": "cross-site" }));
        expect(res.status, `${ep.id} (${as})`).toBeLessThan(500);
        expect(totalChanges(s), `${ep.id} (${as}) wrote: declare it writes: true`).toBe(before);
      }
    },
  );
});
