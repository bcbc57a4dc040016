import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { memberDomain } from "./domains/member/index.ts";
import { DEMO_MEMBERS } from "./domains/member/testing.ts";
import { createTestServer, form } from "./testing.ts";

describe("TRUST_PROXY (issue: behind an HTTPS proxy the session cookie never gets Secure)", () => {
  const s = createTestServer([memberDomain]);
  const demo = DEMO_MEMBERS[0]!;
  /** The Set-Cookie of a demo login through an app built with the given setting. */
  async function loginCookie(trustProxy: boolean, headers: Record<string, string>, url = "http://mall.example/api/hanam/spoint/login") {
    const app = createApp(s.deps, [memberDomain], { trustProxy });
    const init = form({ userId: demo.userId, userPw: demo.password, aloginYn: "N" });
    const res = await app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), "sec-fetch-site": "same-origin", ...headers } });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!;
  }

  it("marks the cookie Secure when the trusted proxy says the browser used https", async () => {
    expect(await loginCookie(true, { "x-forwarded-proto": "https" })).toMatch(/;\s*Secure/i);
    expect(await loginCookie(true, { "x-forwarded-proto": "HTTPS, http" })).toMatch(/;\s*Secure/i);
  });

  it("leaves it off behind the proxy for plain http, and without the header", async () => {
    expect(await loginCookie(true, { "x-forwarded-proto": "http" })).not.toMatch(/Secure/i);
    expect(await loginCookie(true, { "x-forwarded-proto": "http, https" })).not.toMatch(/Secure/i);
    expect(await loginCookie(true, {})).not.toMatch(/Secure/i);
  });

  it("ignores the header without TRUST_PROXY: a client talking to the server directly cannot set it", async () => {
    expect(await loginCookie(false, { "x-forwarded-proto": "https" })).not.toMatch(/Secure/i);
  });

  it("marks it Secure on a direct https request whatever the setting", async () => {
    expect(await loginCookie(false, {}, "https://mall.example/api/hanam/spoint/login")).toMatch(/;\s*Secure/i);
  });
});

describe("the tests' folder (TEST_STATIC_DIR, refused in production by the settings)", () => {
  const dir = mkdtempSync(join(tmpdir(), "mall-test-static-"));
  writeFileSync(join(dir, "audit.js"), "window.audited = true;\n");
  const dist = mkdtempSync(join(tmpdir(), "mall-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dist, "secret.txt"), "not under /__test/");
  afterAll(() => [dir, dist].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const s = createTestServer([]);

  it("serves its files under /__test/, cached, and nothing else there", async () => {
    const app = createApp(s.deps, [], { staticDir: dist, testStaticDir: dir });
    const res = await app.request("/__test/audit.js");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("window.audited = true;\n");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    for (const path of ["/__test/missing.js", "/__test/"]) expect((await app.request(path)).status, path).toBe(404);
    // The build sits beside the test folder: an escaped ".." does not reach it from /__test/ (a URL
    // parser reads %2E%2E as "..", so that path is the app's and gets its page).
    for (const path of [`/__test/%2E%2E/${basename(dist)}/secret.txt`, `/__test/..%2F${basename(dist)}%2Fsecret.txt`])
      expect(await (await app.request(path)).text(), path).not.toContain("not under /__test/");
  });

  it("is not served without the setting", async () => {
    const res = await createApp(s.deps, [], { staticDir: dist }).request("/__test/audit.js");
    expect(await res.text()).not.toContain("window.audited");
  });
});

describe("source maps and the chunk graph (issue: source maps with the whole client are served in production)", () => {
  const dist = mkdtempSync(join(tmpdir(), "mall-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dist, "assets", "app-1a2b.js"), "console.log(1);\n//# sourceMappingURL=app-1a2b.js.map\n");
  writeFileSync(join(dist, "assets", "app-1a2b.js.map"), '{"version":3,"sourcesContent":["the whole client"]}');
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "manifest.json"), '{"index.html":{"file":"the chunk graph"}}');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const s = createTestServer([]);
  const appWith = (sourceMaps?: boolean) => createApp(s.deps, [], { staticDir: dist, sourceMaps });

  it("answers 404 for a map in production (the default) and keeps serving the scripts", async () => {
    for (const app of [appWith(false), appWith(undefined)]) {
      for (const path of [
        "/assets/app-1a2b.js.map",
        "/assets/app-1a2b.js%2Emap",
        "/assets/app-1a2b.JS.MAP",
        "/no-such.js.map",
        "/.vite/manifest.json",
        "/%2Evite/manifest.json",
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(404);
        const text = await res.text();
        expect(text, path).not.toContain("the whole client");
        expect(text, path).not.toContain("the chunk graph");
      }
      expect((await app.request("/assets/app-1a2b.js")).status).toBe(200);
      expect((await app.request("/hanam/event")).status).toBe(200);
    }
    expect(existsSync(join(dist, "assets", "app-1a2b.js.map"))).toBe(true);
  });

  it("serves them outside production", async () => {
    const res = await appWith(true).request("/assets/app-1a2b.js.map");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("the whole client");
  });
});

describe("the build's renderer (docs/decisions/0054)", () => {
  const dist = mkdtempSync(join(tmpdir(), "mall-dist-"));
  mkdirSync(join(dist, "prerendered", "renderer"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  const home = '<!doctype html><html><body><div id="root"><main>the build\'s home</main></div><script>go()</script></body></html>';
  writeFileSync(join(dist, "prerendered", "hanam.ko.html"), home);
  const index = {
    pages: { "/hanam": { default: "ko", files: { ko: "prerendered/hanam.ko.html" }, answered: "/hanam" } },
    shells: {},
    inline: { scripts: [], styles: [], styleAttributes: [] },
  };
  writeFileSync(join(dist, "prerendered", "pages.json"), JSON.stringify(index));
  // A renderer whose home's one call goes to an endpoint this server (with no domains) does not have.
  writeFileSync(
    join(dist, "prerendered", "renderer", "prerender.js"),
    'export const firstCalls = () => ["/api/hanam/main.do?lan=ko"];\nexport const renderAnswered = async () => ({ html: "<main>the source</main>", dataElement: "", styleAttributes: [] });\n',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const s = createTestServer([]);

  it("is never served, whether source maps are or not", async () => {
    for (const sourceMaps of [false, true]) {
      const app = createApp(s.deps, [], { staticDir: dist, sourceMaps });
      for (const path of ["/prerendered/renderer/prerender.js", "/Prerendered/Renderer/prerender.js", "/prerendered%2Frenderer/prerender.js"]) {
        const res = await app.request(path);
        expect(await res.text(), path).not.toContain("the source");
      }
      expect((await app.request("/prerendered/renderer/prerender.js")).status).toBe(404);
    }
  });

  it("a home whose first call fails is answered with the build's HTML", async () => {
    const res = await createApp(s.deps, [], { staticDir: dist }).request("/hanam");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(home);
  });
});

describe("a member route's own HTML (docs/decisions/0055, 0060)", () => {
  const dist = mkdtempSync(join(tmpdir(), "mall-dist-"));
  mkdirSync(join(dist, "prerendered"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  const memberHtml = "<!doctype html><html><head><title>receipts</title></head><body>the member's shell</body></html>";
  const mallShell = "<!doctype html><html><head><title>hanam</title></head><body>the mall's shell</body></html>";
  writeFileSync(join(dist, "prerendered", "receipt.ko.html"), memberHtml);
  writeFileSync(join(dist, "prerendered", "hanam-shell.ko.html"), mallShell);
  const index = {
    pages: { "/hanam/myinfo/receipt": { default: "ko", files: { ko: "prerendered/receipt.ko.html" }, member: true } },
    shells: { hanam: { default: "ko", files: { ko: "prerendered/hanam-shell.ko.html" } } },
    inline: { scripts: [], styles: [], styleAttributes: [] },
  };
  writeFileSync(join(dist, "prerendered", "pages.json"), JSON.stringify(index));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const s = createTestServer([memberDomain]);
  const app = createApp(s.deps, [memberDomain], { staticDir: dist });

  async function cookieOf(who: (typeof DEMO_MEMBERS)[number]) {
    const init = form({ userId: who.userId, userPw: who.password, aloginYn: "N" });
    const res = await app.request("/api/hanam/spoint/login", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(200);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("is the answer to a live session", async () => {
    for (const who of DEMO_MEMBERS) {
      const res = await app.request("/hanam/myinfo/receipt", { headers: { cookie: await cookieOf(who) } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(memberHtml);
      expect(res.headers.get("vary")).toContain("Cookie");
    }
  });

  it("gives a guest, and a session that has ended or never was, the mall's shell naming no one", async () => {
    const cookie = await cookieOf(DEMO_MEMBERS[0]!);
    expect((await app.request("/api/hanam/logout.do", { headers: { cookie, "sec-fetch-site": "same-origin" } })).status).toBe(200);
    const asked: Record<string, string>[] = [{}, { cookie }, { cookie: `mall_sid=${"a".repeat(64)}` }];
    for (const headers of asked) {
      const text = await (await app.request("/hanam/myinfo/receipt", { headers })).text();
      expect(text).toBe(mallShell);
    }
  });
});

describe("the answer's security headers (docs/decisions/0056)", () => {
  const dist = mkdtempSync(join(tmpdir(), "mall-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const app = createApp(createTestServer([]).deps, [], { staticDir: dist });

  it("sends a page with no opener policy (an arrival from another page keeps its process), and with its other protections", async () => {
    const res = await app.request("/hanam/event");
    expect(res.status).toBe(200);
    expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("origin-agent-cluster")).toBe("?1");
  });
});
