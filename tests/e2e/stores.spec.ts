import { appIdle, expect, layoutShift, test } from "./support/test.ts";

// The store directory against the reference server's seed, on a phone: Hanam's beauty stores
// (category 뷰티: 7 stores, 2 of them 헤어·네일).

test.describe("store directory", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("a store found by category opens its page; the choice survives a reload", async ({ page }) => {
    await page.goto("/hanam/tenant");
    await expect(page.getByRole("heading", { level: 1, name: "매장 안내" })).toBeVisible();
    await expect(page.getByText(/^매장 \d+곳$/)).toBeVisible();
    await page.getByRole("radio", { name: "뷰티" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\?cate=2$/);
    await expect(page.getByText("매장 7곳")).toBeVisible();
    await page.getByRole("radio", { name: "헤어·네일" }).click();
    await expect(page.getByText("매장 2곳")).toBeVisible();
    await page.reload();
    await expect(page.getByText("매장 2곳")).toBeVisible();
    await expect(page.getByRole("radio", { name: "헤어·네일" })).toBeChecked();
    const list = page.getByRole("region", { name: "매장 목록" });
    await expect(list.getByRole("link")).toHaveCount(2);
    await list.getByRole("link", { name: "손끝네일" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/tenantDetail\/T010055$/);
    await expect(page.getByRole("heading", { level: 1, name: "손끝네일" })).toBeVisible();
    // Its phone is a working tel: link (digits only).
    await expect(page.getByRole("link", { name: /031-8072-9280/ }).first()).toHaveAttribute("href", "tel:03180729280");
  });

  test("categories that arrive after the list take their row's place: nothing in view moves", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/categoryInfo\.do\?.*result_tnt_cnt=1\b/, async (route) => {
      await held;
      await route.continue();
    });
    // With a query (a campaign's tag), the page's HTML is the shell and the app makes both calls;
    // without, both answers come in the HTML (decision 0054).
    await page.goto("/hanam/tenant?utm_source=test");
    await expect(page.getByRole("region", { name: "매장 목록" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("radio", { name: "뷰티" })).toHaveCount(0);
    release();
    await expect(page.getByRole("radio", { name: "뷰티" })).toBeVisible();
    await appIdle(page);
    expect(await layoutShift(page)).toBe(0);
  });

  test("the loading veil covers the page while a call is out, and fades out once it is answered", async ({ page }) => {
    await page.goto("/hanam/tenant");
    await expect(page.getByRole("radio", { name: "뷰티" })).toBeVisible();
    await appIdle(page);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/categoryInfo\.do\?.*mama_cate_seq=2\b/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("radio", { name: "뷰티" }).click();
    const veil = page.locator("[data-state]", { has: page.locator("output") });
    await expect(veil).toHaveAttribute("data-state", "visible");
    await expect(veil.locator("output")).toHaveText("불러오는 중입니다");
    release();
    await expect(page.getByText("매장 7곳")).toBeVisible();
    await expect(veil).toHaveAttribute("data-state", "leaving");
    await expect(veil).toHaveCount(0);
  });

  test("tnId opens the store's popup over the directory; closing it goes back to the list", async ({ page }) => {
    await page.goto("/hanam/tenant?cate=2");
    await page.getByRole("region", { name: "매장 목록" }).getByRole("link", { name: "그린로즈" }).waitFor();
    await page.goto("/hanam/tenant?cate=2&tnId=T010055");
    const popup = page.getByRole("dialog", { name: "손끝네일" });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: /031-8072-9280/ })).toHaveAttribute("href", "tel:03180729280");
    await popup.getByRole("button", { name: "닫기" }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/hanam\/tenant\?cate=2$/);
  });

  test("the filter sheet applies its filters, says when nothing matches, and closes on a drag down", async ({ page }) => {
    await page.goto("/hanam/tenant?cate=2");
    await expect(page.getByText("매장 7곳")).toBeVisible();
    await page.getByRole("button", { name: "필터", exact: true }).click();
    let sheet = page.getByRole("dialog", { name: "매장 필터" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("checkbox", { name: "남성" }).check();
    await sheet.getByRole("button", { name: "적용하기" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/gndr=M/);
    await expect(page.getByText("조건에 맞는 매장이 없습니다.")).toBeVisible();
    await expect(page.getByText("매장 0곳")).toBeVisible();
    await page.getByRole("button", { name: "필터 초기화" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant$/);

    // The sheet follows a drag of its handle and closes past 85 px.
    await page.getByRole("button", { name: "필터", exact: true }).click();
    sheet = page.getByRole("dialog", { name: "매장 필터" });
    await expect(sheet).toBeVisible();
    // Measured once the sheet has slid in.
    await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const grab = await sheet.locator("[data-part=grab]").boundingBox();
    await page.mouse.move(grab!.x + 10, grab!.y + 5);
    await page.mouse.down();
    await page.mouse.move(grab!.x + 10, grab!.y + 60, { steps: 4 });
    await page.mouse.up();
    await expect(sheet).toBeVisible();
    // It springs back first.
    await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.mouse.move(grab!.x + 10, grab!.y + 5);
    await page.mouse.down();
    await page.mouse.move(grab!.x + 10, grab!.y + 140, { steps: 6 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
  });
});
