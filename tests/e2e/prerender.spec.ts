import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PrerenderedIndex } from "../../schemas/prerendered-pages.ts";
import { appIdle, axeViolations, expect, holdEntryScript, layoutShift, test } from "./support/test.ts";
import { logInByCookie } from "./support/members.ts";

// The HTML the build renders (docs/decisions/0048), as the reference server answers navigations
// with it: each mall's home in each locale it offers, checked against its manifest, and taken over
// by the app in place (hydrated: the very nodes stay) with no console error; a mall's other routes
// get its header over a skeleton, which the app replaces with the page.

interface Manifest {
  path: string;
  kind: string;
  name: { ko: string; en: string };
  hours: { open: string; close: string };
  locales: { default: string; available: string[] };
}

const manifests: Manifest[] = readdirSync("manifests")
  .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json") && f !== "brands.json")
  .map((f) => JSON.parse(readFileSync(join("manifests", f), "utf8")) as Manifest);
/** The build's index of its prerendered files (read in a test: listing the specs needs no build). */
const readIndex = () => JSON.parse(readFileSync(join("dist", "prerendered", "pages.json"), "utf8")) as PrerenderedIndex;
/** The mall of a page's path: its first segment, as the manifests name it. */
const mallOf = (path: string) => manifests.find((m) => m.path.toLowerCase() === path.split("/")[1]?.toLowerCase());

/** The page's text before any script runs: the HTML as served, its tags removed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

test.describe("prerendered pages", () => {
  test("every mall home of the build in each locale shows the manifest's name and hours in its HTML, served in the visitor's language", async ({ baseURL }) => {
    // The gate's pages (/ and /introTest) have no mall of their own; a route's own shell is no home.
    const homes = Object.entries(readIndex().pages).filter(
      ([path, entry]) =>
        mallOf(path)?.kind === "mall" && readFileSync(join("dist", entry.files[entry.default] ?? ""), "utf8").includes('data-boot-html="page"'),
    );
    const malls = manifests.filter((m) => m.kind === "mall");
    // Every mall has its home rendered, in each of its locales.
    expect(homes.map(([path]) => mallOf(path)?.path).sort()).toEqual(expect.arrayContaining(malls.map((m) => m.path).sort()));
    for (const [path, entry] of homes) {
      const mall = mallOf(path);
      if (!mall) throw new Error(`no manifest for ${path}`);
      expect(Object.keys(entry.files).sort(), path).toEqual([...mall.locales.available].sort());
      for (const locale of mall.locales.available) {
        // Node's fetch: Playwright's request context sends its own cookie jar instead of a Cookie header.
        const res = await fetch(new URL(path, baseURL), { headers: { Cookie: `locale=${locale}` } });
        expect(res.status).toBe(200);
        expect(res.headers.get("vary")).toContain("Cookie");
        const html = await res.text();
        expect(html, `${path} ${locale}`).toContain(`data-boot-html="page" data-boot-locale="${locale}"`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${mall.name[locale as "ko" | "en"]}</h1>`));
        const text = textOf(html);
        expect(text).toContain(mall.hours.open);
        expect(text).toContain(mall.hours.close);
      }
    }
  });

  test("the gate and a mall home are hydrated in place: the HTML's nodes stay, and the page works, with no console error", async ({ page }) => {
    for (const [path, heading] of [
      ["/", "FIELD MALL"],
      ["/suwon/main", "필드몰 수원"],
      ["/hanam", "필드몰 하남"],
    ] as const) {
      const release = await holdEntryScript(page);
      await page.goto(path, { waitUntil: "commit" });
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      await expect(h1).toBeVisible();
      // Painted from the HTML: no splash over it while the script is held.
      await expect(page.locator("[class*=_splash_]")).toHaveCount(0);
      await h1.evaluate((el) => ((window as unknown as { htmlHeading: Element }).htmlHeading = el));
      await release();
      expect(await h1.evaluate((el) => el === (window as unknown as { htmlHeading: Element }).htmlHeading), path).toBe(true);
    }
    // Hydrated, the home's parts come in and its links navigate inside the app.
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("link", { name: "이벤트" }).first().click();
    await expect(page).toHaveURL(/\/hanam\/event/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a mall home's HTML brings its first banner and main.do's answer; the app hydrates it as it stands, with no call and no console error", async ({
    page,
    baseURL,
  }) => {
    const answer = (await (await fetch(new URL("/api/hanam/main.do?lan=ko", baseURL))).json()) as { mainBannerList: { imgUri: string; bnTitl: string }[] };
    const first = answer.mainBannerList[0];
    if (!first) throw new Error("the seed's hanam has no main banner");
    const res = await fetch(new URL("/hanam", baseURL));
    const html = await res.text();
    // The first banner in the HTML, eager: the page's largest paint needs no script.
    expect(html).toMatch(new RegExp(`<img[^>]*src="${first.imgUri}"[^>]*alt="${first.bnTitl}"[^>]*loading="eager"`));
    expect(html).toContain('<script type="application/json" id="first-answers">');
    const calls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main.do") && calls.push(r.url())));
    const release = await holdEntryScript(page);
    await page.goto("/hanam", { waitUntil: "commit" });
    const banner = page.getByRole("region", { name: "메인 배너" }).getByRole("img", { name: first.bnTitl }).first();
    await expect(banner).toBeVisible();
    await banner.evaluate((el) => ((window as unknown as { htmlBanner: Element }).htmlBanner = el));
    const notices = page.getByRole("region", { name: "공지사항" });
    await expect(notices).toBeVisible();
    await release();
    // The HTML's nodes stay (the slider takes over the banners once it loads; the notices stay as they were).
    expect(await notices.evaluate((el) => el.isConnected)).toBe(true);
    await expect(page.getByRole("region", { name: "메인 배너" }).getByText(`1 / ${answer.mainBannerList.length}`)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a visitor who scrolled the home's HTML before the app took over stays where they were, and its footer link then opens the terms", async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/hanam", { waitUntil: "commit" });
    const terms = page.getByRole("navigation", { name: "약관 및 정책" }).getByRole("link", { name: "개인정보 처리방침" });
    await terms.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await release();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await terms.click();
    await expect(page).toHaveURL(/\/hanam\/agreement\?agreement=privacy$/);
    // A navigation of the app's starts the next page at its top.
    await expect(page.getByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a home in English is served and hydrated in English for a visitor who chose it", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "en", url: baseURL ?? "" }]);
    await page.addInitScript(() => localStorage.setItem("locale", "en"));
    const release = await holdEntryScript(page);
    await page.goto("/centerfield/home", { waitUntil: "commit" });
    const h1 = page.getByRole("heading", { level: 1, name: "Centerfield" });
    await expect(h1).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await h1.evaluate((el) => ((window as unknown as { htmlHeading: Element }).htmlHeading = el));
    await release();
    expect(await h1.evaluate((el) => el === (window as unknown as { htmlHeading: Element }).htmlHeading)).toBe(true);
    await expect(page.getByRole("button", { name: "한국어" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("HTML in another language than the visitor's stored choice is rendered over, not hydrated; the next answer is in the choice", async ({
    page,
    context,
  }) => {
    // No cookie (a choice made before the cookie existed): the server sends Korean.
    await page.addInitScript(() => localStorage.setItem("locale", "en"));
    await page.goto("/centerfield/home");
    await appIdle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Centerfield" })).toBeVisible();
    await expect(page.getByRole("button", { name: "한국어" })).toBeVisible();
    // The app wrote the cookie from the stored choice: the next load's HTML is English.
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("en");
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/centerfield/home");
    await page.reload();
    expect(await (await answer).text()).toContain('data-boot-locale="en"');
  });

  test("a mall's other route shows the mall's header over a skeleton in its HTML, then the page in its place", async ({ page }) => {
    const release = await holdEntryScript(page);
    // With a query, the event list's HTML is the shell (its rendering with answers is of the plain path).
    await page.goto("/hanam/event?from=test", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-boot-html", "shell");
    const header = page.getByRole("banner");
    await expect(header).toContainText("필드몰 하남");
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    await expect(page.locator("[class*=_splash_]")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await release();
    await expect(page.getByRole("heading", { level: 1, name: "이벤트" })).toBeVisible();
    await expect(page.locator("main[aria-busy=true]")).toHaveCount(0);
  });

  test("the event list and the store directory come rendered with their first page in their HTML, with the screen's styles; the app hydrates them with no call", async ({
    page,
    baseURL,
  }) => {
    for (const [path, heading, row, module] of [
      ["/hanam/event", "이벤트", "가족 사진 촬영 이벤트", "event-list.screen"],
      ["/hanam/tenant", "매장 안내", "VR 어드벤처", "tenant-list.screen"],
    ] as const) {
      const res = await fetch(new URL(path, baseURL));
      const html = await res.text();
      expect(html, path).toContain('data-boot-html="page"');
      expect(html, path).toContain('<script type="application/json" id="first-answers">');
      expect(textOf(html.slice(html.indexOf('<div id="root">'))), path).toContain(row);
      // The screen's code is preloaded; its stylesheets are in the HTML (allowed by the answer's CSP), not asked for.
      expect(html, path).toMatch(new RegExp(`"rel":"modulepreload","href":"/assets/${module}-[^"]+\\.js"`));
      expect(html.match(/<style>/g)?.length ?? 0, path).toBeGreaterThan(1);
      expect(res.headers.get("content-security-policy")?.match(/'sha256-/g)?.length ?? 0).toBeGreaterThan(3);
      const asked: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/pv/")) asked.push(url.pathname + url.search);
      });
      const release = await holdEntryScript(page);
      await page.goto(path, { waitUntil: "commit" });
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(row) }).first()).toBeVisible();
      await h1.evaluate((el) => ((window as unknown as { htmlHeading: Element }).htmlHeading = el));
      await release();
      expect(await h1.evaluate((el) => el === (window as unknown as { htmlHeading: Element }).htmlHeading), path).toBe(true);
      expect(asked, path).toEqual([]);
      page.removeAllListeners("request");
    }
  });

  test("the event list and the store directory load on a slow phone (4x CPU) with nothing shifting: the rows and the more button come together", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (const path of ["/hanam/event", "/hanam/tenant"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "더보기" })).toBeVisible();
      await appIdle(page);
      expect(await layoutShift(page), path).toBe(0);
    }
  });

  test("the plain index.html still boots with the splash where nothing was rendered", async ({ page }) => {
    const html = await (await page.request.get("/app/setting")).text();
    expect(html).not.toContain("data-boot-html");
    // The splash shows while the page's screen loads, then the page.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/app-setting\.screen-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/app/setting");
    await expect(page.locator("[class*=_splash_]")).toBeVisible();
    release();
    await appIdle(page);
    await page.unrouteAll({ behavior: "wait" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[class*=_splash_]")).toHaveCount(0);
  });

  test("a member route's HTML is its page as the member sees it during the session check, which the app keeps with no shift and fills in; a session that has ended gets the mall's shell", async ({
    page,
  }) => {
    const path = "/hanam/myinfo/receipt";
    // The session cookie only, no stored id (the page's requests share the tab's cookies).
    await logInByCookie(page.request);
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<html [^>]*data-boot-member="${path}"`));
    expect(html).toMatch(/<h1[^>]*>구매 내역 및 영수증<\/h1>/);
    expect(html).not.toContain("회원 정보를 확인하고 있습니다.");
    // The member's calls wait for the session's answer: the list is asked for once, with the member's id.
    const lists: string[] = [];
    page.on("request", (r) => r.url().includes("/billLists.do") && lists.push(new URL(r.url()).searchParams.get("custid") ?? ""));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "구매 내역 및 영수증" })).toBeVisible();
    await appIdle(page);
    await expect(page.getByRole("region", { name: "영수증 목록" }).getByRole("listitem").first()).toBeVisible();
    expect(lists).toEqual(["M0000001"]);
    expect(await layoutShift(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Logged out, the same request gets the mall's shell: no page of the member's, no member code.
    expect((await page.request.get("/api/hanam/logout.do", { headers: { "sec-fetch-site": "same-origin" } })).ok()).toBe(true);
    const after = await (await page.request.get(path)).text();
    expect(after).toMatch(/<html [^>]*data-boot-html="shell"/);
    expect(after).not.toMatch(/<html [^>]*data-boot-member/);
    expect(after).not.toMatch(/receipts\.screen-[\w-]+\.js/);
  });

  test("the membership page's HTML keeps the card's place while the session is checked, and the page never drops its heading on the way to the member's card", async ({
    page,
  }) => {
    const path = "/anseong/myinfo/membership";
    await logInByCookie(page.request, { mall: "anseong" });
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<html [^>]*data-boot-member="${path}"`));
    expect(html).toMatch(/<h1[^>]*>멤버십<\/h1>/);
    expect(html).not.toContain("등록된 멤버십 카드가 없습니다.");
    // Every moment of the load without the page's heading (a part's fallback over the HTML's page).
    await page.addInitScript(() => {
      const w = window as unknown as { headingGone: number };
      w.headingGone = 0;
      new MutationObserver(() => {
        if (document.body && document.readyState !== "loading" && document.querySelector("main h1") === null) w.headingGone++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await appIdle(page);
    await expect(page.getByRole("img", { name: /멤버십 카드 바코드/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { headingGone: number }).headingGone)).toBe(0);
    expect(await layoutShift(page)).toBe(0);
  });

  test("a member page's HTML takes no taps on its controls before the app has taken it over", async ({ browser, baseURL }) => {
    // No script runs: the page as its HTML paints it, before the app.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      await logInByCookie(context.request);
      const page = await context.newPage();
      await page.goto("/hanam/myinfo/receipt");
      const select = page.getByRole("combobox", { name: "지점" });
      await expect(select).toBeVisible();
      expect(await select.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
      // Its links work as links meanwhile.
      const link = page.getByRole("link", { name: "보안 설정" });
      expect(await link.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("auto");
    } finally {
      await context.close();
    }
  });

  test("a member route's HTML has a member's browser ask for the screens' code with the main chunk, before the session check; a guest gets the mall's shell without it", async ({
    page,
    baseURL,
  }) => {
    const path = "/hanam/myinfo/receipt";
    const guest = await (await fetch(new URL(path, baseURL))).text();
    expect(guest).toContain('data-boot-html="shell"');
    expect(guest).not.toMatch(/receipts\.screen-[\w-]+\.js/);
    // The session cookie only, no stored id: the case where the screen waited for the session check.
    await logInByCookie(page.request);
    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "구매 내역 및 영수증" })).toBeVisible();
    await appIdle(page);
    const screen = asked.findIndex((p) => /^\/assets\/receipts\.screen-[\w-]+\.js$/.test(p));
    const check = asked.findIndex((p) => p === "/api/hanam/mypage/main.do");
    expect(screen).toBeGreaterThan(-1);
    expect(check).toBeGreaterThan(screen);
  });
});
