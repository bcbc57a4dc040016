import { devices, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { asMember } from "./support/members.ts";
import { appIdle, axeViolations, expect, test } from "./support/test.ts";

// The app's entry and settings (/app, /app/loginOK, /app/setting and its pages) in the simulated
// native app (tests/e2e/support/native-host.js) against the reference server, and in a plain browser.

const phone = devices["Pixel 7"];
const inApp = (version: string) => ({ userAgent: `${phone.userAgent} FieldMallApp/${version}` });
/** Demo member 5: home branch goyang (03). Member 4: home branch wirye (04), whose branch the favourite-mall test changes. */
const HOME_GOYANG = { id: "fieldmall05", pw: "Field!2026e", custId: "M0000005" };
const HOME_WIRYE = { id: "fieldmall04", pw: "Field!2026d", custId: "M0000004" };

interface NativeCall {
  method: string;
  params: Record<string, unknown>;
}

async function asApp(context: BrowserContext, config: Record<string, unknown>) {
  await context.addInitScript((c) => {
    (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = c;
  }, config);
  await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
}

const nativeCalls = (page: Page, method: string) =>
  page.evaluate((m) => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls.filter((c) => c.method === m).map((c) => c.params), method);

/** An auto-login token for the member on the device, as the app keeps it after a login with auto login on. */
async function autoLoginToken(request: APIRequestContext, baseURL: string, who: { id: string; pw: string }, deviceId: string): Promise<string> {
  // A context of its own: the page must start without the session this login opens.
  const res = await request.post("/api/hanam/spoint/login", {
    form: { userId: who.id, userPw: who.pw, aloginYn: "Y", uuid: deviceId },
    headers: { origin: baseURL },
  });
  expect(res.ok(), "the demo member logs in with auto login").toBe(true);
  const { custToken } = (await res.json()) as { custToken: string };
  expect(custToken).not.toBe("");
  return custToken;
}

/** The API requests the page makes (method and path), from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/rest/")) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

test.describe("/app in the app", () => {
  test.describe(() => {
    test.use(inApp("9.9.9"));

    test("logs in with the app's stored token and lands on the member's home branch, not the visited mall", async ({ page, context, request, baseURL }) => {
      const deviceId = "e2e-app-shell-0001";
      const token = await autoLoginToken(request, baseURL!, HOME_GOYANG, deviceId);
      await asApp(context, { deviceId, loginToken: token });
      // Not on the blank page the test goes back to at the end (it has no storage).
      await page.addInitScript(() => location.protocol.startsWith("http") && localStorage.setItem("visitedMallCode", "02"));
      const requests = apiRequests(page);
      await page.goto("/app");
      await expect(page).toHaveURL(/\/goyang$/);
      expect(requests).toContain(`GET /api/app/spoint/${deviceId}/login.do`);
      // The session keeps the member and tells the app the id.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("custId"))).toBe(HOME_GOYANG.custId);
      await expect.poll(() => nativeCalls(page, "setValue")).toContainEqual({ key: "custId", value: HOME_GOYANG.custId });
      // /app was replaced: back leaves the site (the blank page the browser opened with), never to /app.
      await appIdle(page);
      await page.goBack();
      expect(page.url()).toBe("about:blank");
    });

    test("without a stored token goes on as a visitor to the visited mall", async ({ page, context }) => {
      await asApp(context, { deviceId: "e2e-app-shell-0002" });
      await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
      const requests = apiRequests(page);
      await page.goto("/app");
      await expect(page).toHaveURL(/\/wirye$/);
      expect(requests.filter((r) => r.includes("/spoint/"))).toEqual([]);
    });

    test("/app/loginOK hands the logged-in member's id to the app and goes to the home branch", async ({ page, context }) => {
      await asApp(context, { deviceId: "e2e-app-shell-0003", custId: HOME_GOYANG.custId });
      await asMember(page, HOME_GOYANG);
      await page.goto("/app/loginOK");
      await expect(page).toHaveURL(/\/goyang$/);
      expect(await nativeCalls(page, "setValue")).toContainEqual({ key: "custId", value: HOME_GOYANG.custId });
    });
  });

  test.describe("with an app below the minimum version", () => {
    // The seed's minimum for Android is 3.0.0.
    test.use(inApp("2.9.0"));

    test("shows the update dialog with the store link and stays; the button opens the store through the app", async ({ page, context }) => {
      await asApp(context, { deviceId: "e2e-app-shell-0004" });
      await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
      await page.goto("/app");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("앱을 계속 이용하려면 최신 버전(3.4.0)으로 업데이트해 주세요.");
      await expect(page.getByRole("heading", { level: 1, name: "앱 업데이트가 필요합니다" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "업데이트" }).click();
      await expect.poll(() => nativeCalls(page, "openLink")).toEqual([{ url: "https://apps.example/fieldmall/android" }]);
      await appIdle(page);
      expect(new URL(page.url()).pathname).toBe("/app");
      // The page keeps the way to the store.
      await page.getByRole("button", { name: "스토어에서 업데이트" }).click();
      await expect.poll(async () => (await nativeCalls(page, "openLink")).length).toBe(2);
    });
  });
});

test.describe("/app in a browser", () => {
  test("goes to the visited mall with no call", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "05"));
    const requests = apiRequests(page);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/bucheon$/);
    await appIdle(page);
    expect(requests.filter((r) => r.includes("/app/") || r.includes("/update.do"))).toEqual([]);
  });
});

test.describe("the app's settings in the app", () => {
  test.use(inApp("9.9.9"));

  test("the push agreement is kept by the app: it survives a reload", async ({ page, context }) => {
    await asApp(context, { deviceId: "e2e-app-shell-0005" });
    await page.goto("/app/setting");
    await expect(page.getByRole("heading", { level: 1, name: "설정" })).toBeVisible();
    const push = page.getByRole("checkbox", { name: /푸시 알림 받기/ });
    await expect(push).not.toBeChecked();
    await push.check();
    await expect(page.getByRole("status").filter({ hasText: "푸시 알림 수신 설정을 저장했습니다." })).toBeVisible();
    expect(await nativeCalls(page, "setValue")).toEqual([{ key: "pushAgreement", value: "Y" }]);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: /푸시 알림 받기/ })).toBeChecked();
  });

  test("the favourite mall is saved as the member's home branch", async ({ page, context }) => {
    // The app knows the member (the session's forced-logout check asks it at start).
    await asApp(context, { deviceId: "e2e-app-shell-0006", custId: HOME_WIRYE.custId });
    await asMember(page, HOME_WIRYE);
    await page.goto("/app/setting");
    await page.getByRole("link", { name: /관심 지점/ }).click();
    await expect(page).toHaveURL(/\/app\/setting\/favoriteMall$/);
    const branch = page.getByRole("combobox", { name: "자주 가는 지점" });
    await expect(branch).toHaveValue("04");
    await branch.selectOption("05");
    await page.getByRole("button", { name: "지점 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "자주 가는 지점을 저장했습니다." })).toBeVisible();
    // The server keeps it: the member's record says so on the next visit.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "자주 가는 지점" })).toHaveValue("05");
    // Back goes to the settings (one step of history).
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    await expect(page).toHaveURL(/\/app\/setting$/);
  });
});

test.describe("the app's pages in the app at 320 px", () => {
  test.use({ ...inApp("3.2.0"), viewport: { width: 320, height: 640 } });

  test("settings, favourite mall, location consent and the update offer: axe-clean, nothing scrolls sideways", async ({ page, context }) => {
    await asApp(context, { deviceId: "e2e-app-shell-0007" });
    for (const [path, shown] of [
      ["/app/setting", page.getByRole("checkbox", { name: /푸시 알림 받기/ })],
      ["/app/setting/favoriteMall", page.getByRole("button", { name: "로그인" })],
      ["/app/setting/locationAgreement", page.getByRole("checkbox", { name: /위치정보 이용 동의/ })],
    ] as const) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await appIdle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // 3.2.0 is below the latest (3.4.0): the update is offered once, over the page /app goes to.
    await page.goto("/app");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("새 버전(3.4.0)이 나왔습니다. 지금 업데이트하시겠습니까?");
    await expect(page).toHaveURL(/\/hanam$/);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "나중에" }).click();
    await page.goto("/app");
    await expect(page).toHaveURL(/\/hanam$/);
    await appIdle(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the app's settings in a browser", () => {
  test("explain that they are in the app and write nothing", async ({ page }) => {
    const requests = apiRequests(page);
    for (const path of ["/app/setting", "/app/setting/favoriteMall", "/app/setting/locationAgreement"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2, name: "앱에서 이용할 수 있는 설정입니다" })).toBeVisible();
      await appIdle(page);
      await expect(page.getByRole("checkbox")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "지점 저장" })).toHaveCount(0);
    }
    expect(requests.filter((r) => r.startsWith("POST") || r.includes("/rest/"))).toEqual([]);
  });
});
