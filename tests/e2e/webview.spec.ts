import { devices } from "@playwright/test";
import { expect, test } from "./support/test.ts";

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
    await expect.poll(() => page.evaluate(() => (window as unknown as { __nativeCalls: { method: string; params: unknown }[] }).__nativeCalls.filter((c) => c.method === "getGate").map((c) => c.params))).toContainEqual({ code: "02", name: "필드몰 코엑스몰" });
  });

  test("the gate sends a returning app user to the stored visited mall", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/wirye$/);
  });

  test("the gate sends an app user with an unknown stored code to hanam", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "99"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("a query other than login_token keeps the gate", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/?utm=x");
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/\?utm=x$/);
  });
});

test.describe("in a plain browser", () => {
  test("Main gets body class web and the gate never redirects", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("visitedMallCode", "04"));
    await page.goto("/");
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/hanam");
    await expect(page.locator("body")).toHaveClass(/\bweb\b/);
  });
});
