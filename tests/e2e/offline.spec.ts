import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, devices, type Page } from "@playwright/test";
import { MEMBER, logIn } from "./support/members.ts";
import { ownServer, type OwnServer } from "./support/own-server.ts";
import { axeViolations, expect, test, withoutHomePopups } from "./support/test.ts";

// The app offline (decision 0047): the service worker of the built app, on a server of the test's
// own that the test stops, so that the network is gone for the page and the worker alike (the
// browser's offline switch alone does not reach a worker's requests), and whose copy of the build
// the test changes to serve a new release. The rest of the suite blocks the worker (playwright.config.ts).

/** What the browser logs for a request that found no network: expected only once the server is stopped. */
const OFFLINE_LOAD = /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)$/;

interface Phone {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors, less the offline ones once offline. */
  errors: string[];
  /** Stops the server and switches the browser offline. */
  goOffline(): Promise<void>;
}

async function phone(browser: Browser, server: OwnServer): Promise<Phone> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    serviceWorkers: "allow",
    baseURL: server.origin,
  });
  const page = await context.newPage();
  await withoutHomePopups(page, ["hanam"]);
  const errors: string[] = [];
  let offline = false;
  page.on("console", (m) => {
    if (m.type() === "error" && !(offline && OFFLINE_LOAD.test(m.text()))) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    context,
    page,
    errors,
    async goOffline() {
      offline = true;
      await server.stop();
      await context.setOffline(true);
    },
  };
}

/** The URLs the worker keeps in a cache of the page's origin (reads-1, images-1, shell-<version>). */
async function kept(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => r.url);
  }, cache);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Waits until the worker controls the page (it starts 5 s after the first page: OFFLINE_START_MS). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 25_000 });
}

test.describe("the app offline", () => {
  // A worker starts 5 s after the first page, then installs every screen's code.
  test.describe.configure({ timeout: 60_000 });
  let server: OwnServer;
  let device: Phone;
  test.beforeEach(async ({ browser }) => {
    server = await ownServer();
    await server.start();
    device = await phone(browser, server);
  });
  test.afterEach(async () => {
    await device?.context.close();
    await server?.dispose();
    expect(device.errors).toEqual([]);
  });

  test("after one visit to a mall, its home, hours, parking page and floor guide with maps read offline, marked with when they were saved", async () => {
    const { page } = device;
    await page.goto("/hanam");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("time").getByText("10:00", { exact: true })).toBeVisible();
    await controlled(page);
    // The worker keeps what the home read before it ran, and the floors, stores, parking counts and maps.
    await expect
      .poll(
        async () => {
          const reads = await kept(page, "reads-1");
          return ["/main.do", "/tenant/floorMapList.do", "/tenant/floorInfo.do", "/myCar/parkingCNT.do"].filter(
            (p) => !reads.some((u) => u.includes(`/hanam${p}`)),
          );
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    const maps = await page.evaluate(async () => {
      const answer = await fetch("/api/hanam/tenant/floorMapList.do");
      return ((await answer.json()) as { floorMapList: { mobFloorUri: string }[] }).floorMapList.map((f) => new URL(f.mobFloorUri, location.origin).href);
    });
    expect(maps.length).toBeGreaterThan(0);
    await expect.poll(async () => (await kept(page, "images-1")).filter((u) => maps.includes(u)).length, { timeout: 20_000 }).toBe(maps.length);

    await device.goOffline();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("time").getByText("10:00", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^인터넷에 연결되지 않아 \d{2}\. \d{2}\. \d{2}:\d{2}에 저장된 내용을 보여 드립니다\.$/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/hanam/store/about");
    await expect(page.getByText("10:00", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/hanam/store/parkingInfo");
    const live = page.getByRole("region", { name: "실시간 주차 현황" });
    await expect(live.getByRole("listitem")).toHaveCount(4);
    await expect(page.getByText("당일 30,000원 이상 구매하면 2시간 무료")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "저장된 내용" })).toBeVisible();

    await page.goto("/hanam/tenant/floorInfo");
    await expect(page.getByRole("heading", { level: 1, name: "층별 안내" })).toBeVisible();
    const map = page.getByRole("group", { name: "1F 층 지도" });
    await expect(map.getByRole("button")).not.toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0 && i.src.includes("/images/")).length))
      .toBeGreaterThan(0);
    // Another floor's stores were kept too.
    await page.getByRole("tab", { name: "B1" }).click();
    await expect(page.getByRole("group", { name: "B1 층 지도" }).getByRole("button")).not.toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("events and notices already seen read offline, marked with when they were saved", async () => {
    const { page } = device;
    await page.goto("/hanam");
    await controlled(page);
    await page.goto("/hanam/event/main");
    const event = page.getByRole("link", { name: /가족 사진 촬영 이벤트/ });
    await expect(event).toBeVisible();
    await event.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("가족 사진 촬영 이벤트");
    await page.goto("/hanam/store/service/notice");
    const notices = page.getByRole("region", { name: "공지사항 목록" }).getByRole("link");
    await expect(notices).toHaveCount(10);
    await notices.nth(0).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("[안내] 연말연시 영업시간 변경 안내");

    await device.goOffline();
    const saved = page.getByRole("status").filter({ hasText: "저장된 내용을 보여 드립니다" });
    await page.goto("/hanam/event/main");
    await expect(event).toBeVisible();
    await expect(saved).toBeVisible();
    await event.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("가족 사진 촬영 이벤트");
    await expect(saved).toBeVisible();
    await page.goto("/hanam/store/service/notice");
    await expect(notices).toHaveCount(10);
    await expect(saved).toBeVisible();
    await notices.nth(0).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("[안내] 연말연시 영업시간 변경 안내");
    await expect(saved).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("offline, a page never visited shows the offline state with a retry, not the browser's error page", async () => {
    const { page } = device;
    await page.goto("/hanam");
    await controlled(page);
    await device.goOffline();
    await page.goto("/hanam/store/service/faq");
    const failed = page.getByRole("alert");
    await expect(failed).toContainText("네트워크 연결을 확인한 뒤 다시 시도해 주세요.");
    await expect(failed.getByRole("button", { name: "다시 시도" })).toBeVisible();
    // The network back: the retry loads the page.
    await server.start();
    await device.context.setOffline(false);
    await failed.getByRole("button", { name: "다시 시도" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a member's receipts are never kept by the worker, and read nothing offline", async () => {
    const { page } = device;
    await page.goto("/hanam");
    await controlled(page);
    await page.goto(`/hanam/login?returnTo=${encodeURIComponent("/hanam/mobileReceipt")}`);
    await logIn(page, MEMBER);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("구매 내역 및 영수증");
    const rows = page.getByRole("region", { name: "영수증 목록" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    // Every API answer the worker holds, in any of its caches.
    const keptCalls = async () =>
      (await Promise.all((await cacheNames(page)).map((n) => kept(page, n)))).flat().filter((u) => /^\/(api|rest)\//.test(new URL(u).pathname));
    const MEMBER_CALL = /billList|myPage|mypage|login|member|coupon|carNum/i;
    expect(await keptCalls()).not.toEqual([]);
    expect((await keptCalls()).filter((u) => MEMBER_CALL.test(u))).toEqual([]);

    await device.goOffline();
    await page.reload();
    // The member check cannot reach the server: its failure, with a retry, and no receipt from anywhere.
    await expect(page.getByRole("alert").getByRole("button", { name: "다시 시도" })).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect((await keptCalls()).filter((u) => MEMBER_CALL.test(u))).toEqual([]);
  });

  test("a new release is offered while a page is open, which keeps working; accepting reloads on it and the old release's files go", async () => {
    const { page } = device;
    await page.goto("/hanam");
    await controlled(page);
    const oldShell = (await cacheNames(page)).find((n) => n.startsWith("shell-")) ?? "";
    expect(oldShell).toMatch(/^shell-[0-9a-f]{16}$/);

    // The next build: another release of the worker.
    const worker = join(server.staticDir, "sw.js");
    const current = readFileSync(worker, "utf8");
    const version = oldShell.slice("shell-".length);
    expect(current).toContain(version);
    writeFileSync(worker, current.replaceAll(version, "next-release"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const offer = page.getByRole("status").filter({ hasText: "새 버전이 준비되었습니다." });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    // The open page still works on its release meanwhile.
    await page
      .getByRole("link", { name: /이벤트/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hanam\/event/);
    await expect(offer).toBeVisible();

    await Promise.all([page.waitForEvent("load"), offer.getByRole("button", { name: "새로고침" }).click()]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect.poll(() => cacheNames(page)).toContain("shell-next-release");
    expect(await cacheNames(page)).not.toContain(oldShell);
  });
});
