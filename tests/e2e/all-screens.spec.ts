import type { Browser, BrowserContext, Page, WorkerInfo } from "@playwright/test";
import { builtRoutes, type BuiltRoute } from "../support/built-routes.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { sessionMessages } from "../../engine/session/session.messages.ts";
import { MEMBER } from "./support/members.ts";
import { appIdle, axeResults, axeViolations, expect, test, violationsOf, WCAG_RULES, WCAG_RULES_PENDING } from "./support/test.ts";

// The all-screens smoke: every built route of every route set, on a phone, in Korean, and every
// screen in English where its mall allows it; a member-only route as a logged-in member, and each
// member-only screen once as a visitor (who sees only the login prompt). A screen joins this net by
// being registered as built.
const routes = builtRoutes();
/**
 * The path to open: a coupon's page needs a coupon of that mall, and coupon numbers are the seed's
 * running numbers, so the first coupon the mall offers is asked for; so is the mall's first notice
 * for a notice's page (notice numbers run over every mall too).
 */
async function concretePath(page: Page, r: BuiltRoute): Promise<string> {
  const mall = r.path.split("/")[1];
  if (r.screen === "noticeDetail") {
    const res = await page.request.get(`/api/${mall}/service/notice.do?pageIndex=1`);
    const first = ((await res.json()) as { noticeList: { notiSeq: number }[] }).noticeList[0]?.notiSeq;
    expect(first, `${mall} has a notice`).toBeDefined();
    return r.path.replace(/\/[^/]*$/, `/${first}`);
  }
  if (r.screen === "artProjectDetail") {
    // Art project ids run across the malls (the seed's): the mall's own first one.
    const res = await page.request.get(`/api/${mall}/fieldLibrary/artProjectList.do?pageIndex=1`);
    const first = ((await res.json()) as { artProjectList: { contSeq: number }[] }).artProjectList[0]?.contSeq;
    expect(first, `${mall} has an art project`).toBeDefined();
    return r.path.replace(/\/[^/]*$/, `/${first}`);
  }
  if (r.screen !== "couponDetail") return r.path;
  const res = await page.request.get(`/api/${mall}/eventCoupon/myCouponListData.do?listType=all&pageIndex=1`);
  const first = ((await res.json()) as { resultList: { cpSeq: number }[] }).resultList[0]?.cpSeq;
  expect(first, `${mall} offers a coupon`).toBeDefined();
  return r.path.endsWith("/couponDetail") ? `${r.path}?cpSeq=${first}` : r.path.replace(/\/[^/]*$/, `/${first}`);
}

/**
 * What is opened, kept to a size CI can afford as screens are added: every route in Korean (as a
 * member where the route is members-only, so the member content itself is checked); each screen
 * once in English (on its first route whose mall allows it: the strings and their lengths are the
 * screen's, whatever route mounts it); and each members-only screen once as a visitor, who must get
 * the login prompt and nothing else. axe, by far the slowest check (1.6 s a page on 2 busy cores), runs once per
 * screen (a screen's markup is its own whatever route set mounts it: the sets differ in props and
 * data), once more on the first page of each route set (its own header, navigation and footer),
 * once on the login prompt, and not again on the English copy of a page.
 */
function smokeCases(all: readonly BuiltRoute[]): { r: BuiltRoute; locale: string; member: boolean; axe: boolean }[] {
  const inEnglish = new Set<string>();
  const asVisitor = new Set<string>();
  const audited = new Set<string>();
  const framed = new Set<string>();
  return all.flatMap((r) => {
    const out = [{ r, locale: "ko", member: r.requiresMember, axe: !audited.has(r.screen) || !framed.has(r.routeSet) }];
    audited.add(r.screen);
    framed.add(r.routeSet);
    const other = r.locales.find((l) => l !== "ko");
    if (other && !inEnglish.has(r.screen)) {
      inEnglish.add(r.screen);
      out.push({ r, locale: other, member: r.requiresMember, axe: false });
    }
    if (r.requiresMember && !asVisitor.has(r.screen)) {
      out.push({ r, locale: "ko", member: false, axe: asVisitor.size === 0 });
      asVisitor.add(r.screen);
    }
    return out;
  });
}

/**
 * Screens that move on by themselves: where they land in this plain browser (a fresh visitor, no
 * mall visited yet). The checks below then look at the page they land on, so each is first checked
 * to have moved on: one stuck on its own busy text would otherwise pass.
 */
const MOVES_ON: Partial<Record<ScreenId, RegExp>> = {
  // The app's entry and its landing after a login, outside the app: the entry gate (docs/decisions/0026).
  appHome: /^\/$/,
  appLoginOk: /^\/$/,
};

/**
 * The smoke's pages open in one browser tab per worker and kind (visitor, member) instead of a
 * fresh context and tab per case: the HTTP cache then serves the app's hashed chunks with their
 * compiled code, no renderer process is started per case (a new tab's renderer cost about as much
 * CPU as the page it loads), and the member logs in once per worker. Each case still starts clean
 * (startClean): no cookies for a visitor, local and session storage emptied (the member's customer
 * id put back, as after a login), and the case's language chosen, by the tab's first script on the
 * case's page, before any of the app's (no navigation to a blank page of the origin first: about
 * 0.3 s a case).
 */
interface SmokeTab {
  page: Page;
  /** The logged-in member's customer id (null for the visitor's tab). */
  custId: string | null;
  baseURL: string;
}

/** Set before a case's page opens: what the page's first script puts in storage (then removed). */
const START_COOKIE = "e2e-smoke-start";

/**
 * The tab's first init script, before the popup guard's (tests/e2e/support/test.ts): where the
 * start cookie is set, the page starts from empty storage as the case asks, once.
 */
function startFromCookie(name: string) {
  if (window !== window.top) return;
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  if (!cookie) return;
  document.cookie = `${name}=; Max-Age=0; Path=/`;
  const { custId, locale } = JSON.parse(decodeURIComponent(cookie.slice(name.length + 1))) as { custId: string | null; locale: string };
  localStorage.clear();
  sessionStorage.clear();
  if (custId) localStorage.setItem("custId", custId);
  localStorage.setItem("locale", locale);
}

async function smokeTab(browser: Browser, info: WorkerInfo, member: boolean): Promise<SmokeTab & { context: BrowserContext }> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: { width: 320, height: 640 },
  });
  let custId: string | null = null;
  if (member) {
    const res = await context.request.post("/api/hanam/spoint/login", {
      form: { userId: MEMBER.id, userPw: MEMBER.pw, aloginYn: "N" },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.ok(), "the demo member logs in").toBe(true);
    custId = ((await res.json()) as { custId: string }).custId;
  }
  const page = await context.newPage();
  await page.addInitScript(startFromCookie, START_COOKIE);
  return { context, page, custId, baseURL: use.baseURL ?? "" };
}

async function startClean({ page, custId, baseURL }: SmokeTab, locale: string) {
  if (custId === null) await page.context().clearCookies();
  await page.context().addCookies([{ name: START_COOKIE, value: encodeURIComponent(JSON.stringify({ custId, locale })), url: baseURL }]);
}

const smoke = test.extend<{ smokeAsMember: boolean; tab: SmokeTab }, { visitorTab: SmokeTab; memberTab: SmokeTab }>({
  smokeAsMember: [false, { option: true }],
  visitorTab: [
    async ({ browser }, provide, info) => {
      const { context, ...tab } = await smokeTab(browser, info, false);
      await provide(tab);
      await context.close();
    },
    { scope: "worker" },
  ],
  memberTab: [
    async ({ browser }, provide, info) => {
      const { context, ...tab } = await smokeTab(browser, info, true);
      await provide(tab);
      await context.close();
    },
    { scope: "worker" },
  ],
  tab: async ({ smokeAsMember, visitorTab, memberTab }, provide) => provide(smokeAsMember ? memberTab : visitorTab),
  // The guards of the e2e test (console errors, home popups) watch this tab during the case.
  page: async ({ tab }, provide) => provide(tab.page),
});

const LOGIN_PROMPT: Record<string, string> = { ko: sessionMessages.ko["session.loginRequired"], en: sessionMessages.en["session.loginRequired"] };

test.describe("all built screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the net is not empty", () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.requiresMember)).toBe(true);
  });

  test("axe checks every WCAG 2.x A and AA rule but the pending ones, Label in Name among them", async ({ page }) => {
    expect(WCAG_RULES).toEqual(expect.arrayContaining(["label-content-name-mismatch", "color-contrast", "p-as-heading", "css-orientation-lock"]));
    expect(Object.keys(WCAG_RULES_PENDING)).toEqual(["target-size"]);
    await page.goto("/hanam");
    // One axe run: the rules it ran, and what they found.
    const results = await axeResults(page);
    const ran = new Set([results.passes, results.violations, results.incomplete, results.inapplicable].flat().map((r) => r.id));
    expect(WCAG_RULES.filter((id) => !ran.has(id))).toEqual([]);
    expect(violationsOf(results)).toEqual([]);
  });

  const cases = smokeCases(routes);
  for (const asMember of [false, true])
    smoke.describe(asMember ? "as a member" : "as a visitor", () => {
      smoke.use({ smokeAsMember: asMember });
      for (const c of cases.filter((c) => c.member === asMember)) smokeCase(c);
    });
});

function smokeCase({ r, locale, member, axe }: ReturnType<typeof smokeCases>[number]) {
  smoke(`${r.path} (${r.screen}, ${locale}${member ? ", member" : ""})`, async ({ page, tab }) => {
    await startClean(tab, locale);
    await page.goto(await concretePath(page, r));
    await appIdle(page);
    const lands = MOVES_ON[r.screen];
    if (lands) expect(new URL(page.url()).pathname, `${r.screen} moves on`).toMatch(lands);
    // A member sees the screen itself, not the prompt (a screen's own dialog, such as the VIP popup, is checked by axe with the page).
    if (member) await expect(page.getByRole("dialog").filter({ hasText: LOGIN_PROMPT[locale] })).toHaveCount(0);
    // A visitor on a member-only route gets the login prompt, never the member content.
    else if (r.requiresMember) await expect(page.getByRole("dialog").filter({ hasText: LOGIN_PROMPT[locale] })).toBeVisible();
    // Not blank: the page (or the login prompt of a member page) says something.
    const text = (await page.locator("body").innerText()).trim();
    expect(text.length, "the page shows text").toBeGreaterThan(10);
    // Healthy: on a healthy server no screen shows an error (the kit's error states and failed
    // "more" are alerts; a form's alert region stays empty).
    await expect(page.locator('[role="alert"]').filter({ hasText: /\S/ }), "an error is shown").toHaveCount(0);
    expect(await page.title(), "the page has a title").not.toBe("");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    // Fits a 320 px phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
    if (axe) expect(await axeViolations(page)).toEqual([]);
  });
}
