import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { PrerenderedIndex } from "../../schemas/prerendered-pages.ts";
import { appIdle, axeViolations, expect, layoutShift, test } from "./support/test.ts";

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

/** Holds the app's entry script until `release` is called: the page shows only its HTML meanwhile. */
async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await appIdle(page);
    await page.unrouteAll({ behavior: "wait" });
  };
}

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
    await page.goto("/hanam/event", { waitUntil: "commit" });
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

  test("the event list and the store directory ask for their screen and first calls with their HTML, and the screen takes them: each call goes out once", async ({
    page,
    baseURL,
  }) => {
    for (const [path, heading, calls, module] of [
      ["/hanam/event", "이벤트", ["/api/hanam/event/eventList.do?evtStat=ing&pageIndex=1"], "event-list.screen"],
      [
        "/hanam/tenant",
        "매장 안내",
        ["/api/hanam/tenant/categoryInfo.do?pageIndex=1&result_tnt_cnt=1", "/api/hanam/tenant/categoryInfo.do?result_tnt_cnt=20&pageIndex=1"],
        "tenant-list.screen",
      ],
    ] as const) {
      const html = await (await fetch(new URL(path, baseURL))).text();
      expect(html, path).toContain('data-boot-html="shell"');
      for (const call of calls) expect(html, path).toContain(`"rel":"preload","as":"fetch","href":"${call}"`);
      expect(html, path).toMatch(new RegExp(`"rel":"modulepreload","href":"/assets/${module}-[^"]+\\.js"`));
      const asked: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/pv/")) asked.push(url.pathname + url.search);
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("list").first()).toBeVisible();
      await appIdle(page);
      // A preload the screen's call did not match would go out a second time.
      expect(asked.sort(), path).toEqual([...calls].sort());
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
});
