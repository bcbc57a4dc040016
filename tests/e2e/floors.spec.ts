import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./support/test.ts";

// The floor guide, store pages, store popups and facilities against the reference server's seed, on
// phones 320 and 430 px wide. Seed stores: hanam 1F 그린로즈 T010026 (031-8072-6470), Centerfield
// 1F 런업 T080024, Suwon 1F 그린로즈 T090053, Granseoul 1F 그레이스톤 T110003.

/** Nothing may overflow sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The panzoom transform of a map's content as [scale, x, y]. */
async function transformOf(scope: ReturnType<Page["getByRole"]>) {
  const t = await scope.getByTestId("floor-map-content").evaluate((el) => (el as HTMLElement).style.transform);
  const scale = Number(/scale\(([\d.]+)\)/.exec(t)?.[1] ?? 1);
  const [, x = "0", y = "0"] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(t) ?? [];
  return { scale, x: Number(x), y: Number(y) };
}

for (const width of [320, 430]) {
  test.describe(`floors at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Two axe runs and three pages on a shared machine.
    test.setTimeout(90_000);

    test("a store found by its pin on the floor map opens its page with a working tel: link", async ({ page }) => {
      await page.goto("/hanam/tenant/floorInfo");
      await expect(page.getByRole("heading", { level: 1, name: "층별 안내" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "1F" })).toHaveAttribute("aria-selected", "true");
      const map = page.getByRole("group", { name: "1F 층 지도" });
      await expect(map.getByRole("button")).not.toHaveCount(0);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await map.getByRole("button", { name: "그린로즈", exact: true }).click();
      await expect(page).toHaveURL(/\/hanam\/tenant\/tenantDetail\/T010026$/);
      await expect(page.getByRole("heading", { level: 1, name: "그린로즈" })).toBeVisible();
      await expect(page.getByRole("link", { name: "전화 031-8072-6470" })).toHaveAttribute("href", "tel:03180726470");
      // Its place on the floor map: the red pin among the floor's other stores.
      await expect(page.getByRole("group", { name: "그린로즈 위치" }).getByRole("button", { name: "그린로즈 (선택한 매장)" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("Granseoul's store popup fits the phone", async ({ page }) => {
      await page.goto("/granseoul/tenant/floorInfo?tnId=T110003");
      const popup = page.getByRole("dialog", { name: "그레이스톤" });
      await expect(popup.getByRole("img", { name: "그레이스톤 (선택한 매장)" })).toBeVisible({ timeout: 15_000 });
      await expectNoSidewaysScroll(page);
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the showMap popup pans and zooms and closes by back", async ({ page }) => {
      await page.goto("/hanam/tenant/floorInfo");
      await page.getByRole("button", { name: "지도 크게 보기" }).click();
      await expect(page).toHaveURL(/\?showMap=show$/);
      const dialog = page.getByRole("dialog", { name: "1F 지도" });
      await expect(dialog.getByRole("button", { name: "확대" })).toBeEnabled();
      await expect(dialog.getByRole("img", { name: "그린로즈" })).toBeAttached();
      const box = (await dialog.getByTestId("floor-map-content").locator("..").boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => (await transformOf(dialog)).scale).toBeGreaterThan(1);
      const before = await transformOf(dialog);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 40, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await transformOf(dialog)).x).not.toBe(before.x);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/hanam\/tenant\/floorInfo$/);
    });
  });
}

test.describe("floors", () => {
  test.use({ viewport: { width: 360, height: 760 } });
  test.setTimeout(60_000);

  test("another floor's tab shows its map and stores, kept in the address", async ({ page }) => {
    await page.goto("/hanam/tenant/floorInfo");
    await page.getByRole("tab", { name: "B1" }).click();
    await expect(page).toHaveURL(/\?fl=B1$/);
    await expect(page.getByRole("group", { name: "B1 층 지도" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /B1 매장/ })).toContainText("14곳");
    await page.reload();
    await expect(page.getByRole("tab", { name: "B1" })).toHaveAttribute("aria-selected", "true");
  });

  test("Centerfield's store page with map=Y shows the red pin and closes by back", async ({ page }) => {
    await page.goto("/centerfield/tenantDetail/T080024");
    await expect(page.getByRole("heading", { level: 1, name: "런업" })).toBeVisible();
    await page.getByRole("button", { name: "지도에서 위치 보기" }).click();
    await expect(page).toHaveURL(/\/centerfield\/tenantDetail\/T080024\?map=Y$/);
    const dialog = page.getByRole("dialog", { name: "런업 위치" });
    const pin = dialog.getByRole("img", { name: "런업 (선택한 매장)" });
    await expect(pin).toBeVisible();
    expect(await pin.evaluate((el) => getComputedStyle(el, "::before").backgroundColor)).toBe("rgb(192, 38, 45)");
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/tenantDetail\/T080024$/);
    // Opened from its address, the close button leaves the page without the dialog.
    await page.goto("/centerfield/tenantDetail/T080024?map=Y");
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/tenantDetail\/T080024$/);
  });

  test("Suwon's tenant/floorInfo/:tnId and a pin there open the store popup; closing goes back", async ({ page }) => {
    await page.goto("/suwon/tenant/floorInfo/T090053");
    const popup = page.getByRole("dialog", { name: "그린로즈" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByRole("link", { name: /^전화 / })).toHaveAttribute("href", /^tel:\d+$/);
    await expect(popup.getByRole("link", { name: "매장 상세 보기" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL(/\/suwon\/tenant\/floorInfo$/);
    await page.getByRole("group", { name: "1F 층 지도" }).getByRole("button", { name: "루체 밀라노", exact: true }).click();
    await expect(page).toHaveURL(/\/suwon\/tenant\/floorInfo\/T090065\?fl=1F$/);
    await expect(page.getByRole("dialog", { name: "루체 밀라노" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/suwon\/tenant\/floorInfo$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Centerfield's floor/{id} selects the floor; a pin opens the store page", async ({ page }) => {
    await page.goto("/centerfield/floor/B1");
    await expect(page.getByRole("tab", { name: "B1" })).toHaveAttribute("aria-selected", "true");
    const map = page.getByRole("group", { name: "B1 층 지도" });
    await expect(map.getByRole("button")).not.toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "1F" }).click();
    await expect(page).toHaveURL(/\/centerfield\/floor\/1F$/);
    await page.getByRole("group", { name: "1F 층 지도" }).getByRole("button", { name: "런업", exact: true }).click();
    await expect(page).toHaveURL(/\/centerfield\/tenantDetail\/T080024$/);
    await expect(page.getByRole("heading", { level: 1, name: "런업" })).toBeVisible();
  });

  test("Granseoul's tnId opens the store popup", async ({ page }) => {
    await page.goto("/granseoul/tenant/floorInfo?tnId=T110003");
    const popup = page.getByRole("dialog", { name: "그레이스톤" });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("img", { name: "그레이스톤 (선택한 매장)" })).toBeVisible();
    await popup.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL(/\/granseoul\/tenant\/floorInfo$/);
  });

  test("the store code T0000KD lands on the kids page", async ({ page }) => {
    await page.goto("/hanam/tenant/tenantDetail/T0000KD");
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids$/);
  });

  test("facilities are shown per floor with a legend", async ({ page }) => {
    await page.goto("/hanam/tenant/floorInfo/facilityInfo");
    await expect(page.getByRole("heading", { level: 1, name: "편의시설" })).toBeVisible();
    const map = page.getByRole("group", { name: "1F 편의시설 지도" });
    await expect(map.getByRole("img", { name: "화장실" })).toHaveCount(2);
    await expect(page.getByRole("list", { name: "범례" })).toContainText("엘리베이터");
    await page.getByRole("tab", { name: "B1" }).click();
    await expect(page.getByRole("group", { name: "B1 편의시설 지도" }).getByRole("img", { name: "화장실" })).toHaveCount(2);
    await expect(page.getByRole("region", { name: "B1 편의시설" })).toContainText("에스컬레이터");
    expect(await axeViolations(page)).toEqual([]);
  });
});
