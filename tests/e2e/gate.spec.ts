import { axeViolations, expect, test } from "./support/test.ts";

const mainBrand = [
  ["hanam", "하남"],
  ["coexmall", "코엑스몰"],
  ["goyang", "고양"],
  ["anseong", "안성"],
] as const;
const cityBrand = [
  ["wirye", "위례"],
  ["bucheon", "부천"],
  ["myeongji", "명지"],
] as const;

test.describe("entry gate", () => {
  test("shows three sections with the first open, exactly one open at a time", async ({ page }) => {
    await page.goto("/");
    const headers = page.locator("button[aria-expanded]");
    await expect(headers).toHaveCount(3);
    await expect(headers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(headers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(headers.nth(2)).toHaveAttribute("aria-expanded", "false");
    await headers.nth(1).click();
    await expect(headers.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(headers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await headers.nth(2).click();
    await expect(headers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(headers.nth(2)).toHaveAttribute("aria-expanded", "true");
  });

  for (const [path, ko] of [...mainBrand, ...cityBrand]) {
    test(`the ${path} branch link opens /${path}`, async ({ page }) => {
      await page.goto("/");
      if (cityBrand.some(([p]) => p === path)) await page.locator("button[aria-expanded]").nth(1).click();
      const link = page.locator(`a[href="/${path}"]`).filter({ visible: true });
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(ko);
      await expect(link.locator("img")).toHaveJSProperty("complete", true);
      expect(await link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(ko);
    });
  }

  test("the ENTER link goes to the Centerfield intro", async ({ page }) => {
    await page.goto("/");
    await page.locator("button[aria-expanded]").nth(2).click();
    const enter = page.getByRole("link", { name: /ENTER/ });
    await expect(enter).toHaveAttribute("href", "/centerfield/intro");
  });

  test("/introTest is the gate too", async ({ page }) => {
    await page.goto("/introTest");
    await expect(page.locator("button[aria-expanded]")).toHaveCount(3);
  });

  test("no image on the gate is broken", async ({ page }) => {
    await page.goto("/");
    for (const i of [1, 2]) await page.locator("button[aria-expanded]").nth(i).click();
    await page.waitForLoadState("networkidle");
    const broken = await page
      .locator("img")
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src));
    expect(broken).toEqual([]);
  });

  test("axe finds no violations on the gate", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("button[aria-expanded]").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("axe finds no violations on a mall home", async ({ page }) => {
    await page.goto("/hanam");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the mall home shows today's hours from the manifest", async ({ page }) => {
    await page.goto("/coexmall");
    await expect(page.locator("time").getByText("10:30", { exact: true })).toBeVisible();
    await page.goto("/hanam");
    await expect(page.locator("time").getByText("10:00", { exact: true })).toBeVisible();
  });

  test("at 320 px the header keeps the page title clear of the language switch, which stays on one line", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/centerfield/location");
    const header = page.getByRole("banner");
    const lang = header.getByRole("button", { name: "English" });
    await expect(lang).toBeVisible();
    const title = header.locator(":scope > div").nth(1);
    await expect(title).not.toBeEmpty();
    const [l, t] = [await lang.boundingBox(), await title.boundingBox()];
    if (!l || !t) throw new Error("the header's title or language switch has no box");
    expect(t.x + t.width, "the title ends before the switch starts").toBeLessThanOrEqual(l.x);
    expect(l.height, "the switch on one line").toBeLessThanOrEqual(40);
  });

  test("centerfield and anseong switch language; the choice persists", async ({ page }) => {
    await page.goto("/anseong");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("안성");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Anseong");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Anseong");
    await page.goto("/hanam");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("button", { name: "English" })).toHaveCount(0);
  });
});
