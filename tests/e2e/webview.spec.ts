import { devices } from "@playwright/test";
import { appIdle, expect, test } from "./support/test.ts";

const phone = devices["Pixel 7"];

test.describe("in the native app's webview", () => {
  test.use({ userAgent: `${phone.userAgent} FieldMallApp/9.9.9` });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-device-0001", loginToken: "stored-token" };
    });
    await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
  });

  test("Main gets body class app and the native side hears getGate with the branch code and name", async ({ page }) => {
    await page.goto("/coexmall");
    await expect(page.locator("body")).toHaveClass(/\bapp\b/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __nativeCalls: { method: string; params: unknown }[] }).__nativeCalls
            .filter((c) => c.method === "getGate")
            .map((c) => c.params),
        ),
      )
      .toContainEqual({ code: "02", name: "필드몰 코엑스몰" });
  });

  test("the gate sends a returning app user to the stored visited mall", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/");
    // The page stays busy until the gate has decided.
    await appIdle(page);
    expect(page.url()).toMatch(/\/wirye$/);
  });

  test("the gate sends an app user with an unknown stored code to hanam", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "99"));
    await page.goto("/");
    await appIdle(page);
    expect(page.url()).toMatch(/\/hanam$/);
  });

  test("a query other than login_token keeps the gate", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/?utm=x");
    await appIdle(page);
    await expect(page).toHaveURL(/\/\?utm=x$/);
  });
});

test.describe("in a plain browser", () => {
  test("Main gets body class web and the gate never redirects", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/");
    await appIdle(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/hanam");
    await expect(page.locator("body")).toHaveClass(/\bweb\b/);
  });
});

test.describe("the entry gate against the reference server, for a logged-in app user", () => {
  test.use({ userAgent: `${phone.userAgent} FieldMallApp/9.9.9` });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-device-0002", loginToken: "stored-token" };
    });
    await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
  });

  async function logIn(page: import("@playwright/test").Page, base: string) {
    // fieldmall02's home branch (bcn_cd) is 02: coexmall.
    // As the app's own page would: writes answer only requests from this origin.
    const res = await page.request.post(`${base}/api/hanam/spoint/login`, {
      form: { userId: "fieldmall02", userPw: "Field!2026b", aloginYn: "N" },
      headers: { origin: base },
    });
    expect(res.status()).toBe(200);
  }

  test("on a host that serves the branch, goes to the member's home branch", async ({ page, baseURL }) => {
    const local = baseURL!.replace("127.0.0.1", "localhost");
    await logIn(page, local);
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto(`${local}/`);
    await expect(page).toHaveURL(/\/coexmall$/);
  });

  test("on another brand's host, hands the session over to the branch's brand host", async ({ page, baseURL }) => {
    await logIn(page, baseURL!);
    let handedOver = "";
    await page.route("https://m.fieldmall.example/**", async (route) => {
      handedOver = route.request().url();
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>brand host</title>" });
    });
    await page.goto("/");
    await expect.poll(() => handedOver).toMatch(/^https:\/\/m\.fieldmall\.example\/api\/coexmall\/[^/]+\/M0000002\/introToken$/);
  });
});

// A desktop browser: its user agent, a wide window, no touch screen (the browser stays the project's Chromium).
const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices["Desktop Chrome"];
const desktop = { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch };

test.describe("Centerfield on a desktop browser", () => {
  test.use(desktop);
  test.beforeEach(async ({ context }) => {
    // The desktop shops site, which this machine cannot reach.
    await context.route("https://shops.centerfield.example/**", (r) => r.fulfill({ contentType: "text/html", body: "<title>shops</title>" }));
  });

  test("is sent to the desktop shops site from any Centerfield page, and no other mall is", async ({ page }) => {
    await page.goto("/centerfield/location");
    await expect(page).toHaveURL("https://shops.centerfield.example/");
    await page.goto("/hanam/store/direction");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/hanam\/store\/direction$/);
  });

  test("?mobile=1 keeps the tab on the mobile pages", async ({ page }) => {
    await page.goto("/centerfield/location?mobile=1");
    // The app has run (the header shows from the HTML before it does) and remembered the choice.
    await appIdle(page);
    await expect(page.getByRole("banner")).toBeVisible();
    await page.goto("/centerfield/home");
    await appIdle(page);
    expect(page.url()).toMatch(/\/centerfield\/home$/);
  });
});

test.describe("Centerfield in the app on a wide screen", () => {
  test.use({ ...desktop, userAgent: `${desktop.userAgent} FieldMallApp/9.9.9` });

  test("is never sent away", async ({ page }) => {
    await page.goto("/centerfield/location");
    await expect(page.getByRole("banner")).toBeVisible();
    await appIdle(page);
    expect(page.url()).toMatch(/\/centerfield\/location$/);
  });
});
