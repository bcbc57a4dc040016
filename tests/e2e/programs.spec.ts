import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// The program pages and the lecture dialog against the reference server's seed (its clock at noon
// in Seoul on the run's day; the seed places each program's join window around it): hanam's kids
// programs SKP01001 (open, three rounds), SKP01004 (fully booked: joinDdlnYn Y) and SKP01006 (winners
// pending), its reviews, and Suwon's show list.

test.use({ viewport: { width: 360, height: 740 } });

test.describe("programs", () => {
  test("a visitor opens a kids program from the list: the dialog over the page (the list keeps its scroll) applies to the kids apply page, and back closes it", async ({
    page,
  }) => {
    await page.goto("/hanam/tenant/fieldKids");
    await expect(page.getByRole("heading", { level: 1, name: "키즈 프로그램" })).toBeVisible();
    const list = page.getByRole("region", { name: "프로그램 목록" });
    const program = list.getByRole("link", { name: /꼬마 탐험대의 숲속 음악회/ });
    await program.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, "the program is down the list").toBeGreaterThan(0);
    await program.click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids\?lecture=SKP01001$/);
    const dialog = page.getByRole("dialog", { name: "꼬마 탐험대의 숲속 음악회" });
    await expect(dialog.getByText("1회차 오전 11시, 2회차 오후 2시, 3회차 오후 4시 30분", { exact: false })).toBeVisible();
    // The body is the program's HTML, sanitized.
    await expect(dialog.getByText(/바이올린, 첼로, 플루트로 꾸민/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "신청하기" })).toHaveAttribute("href", "/hanam/tenant/fieldKids/toApply?select=SKP01001");
    // Opening the dialog is not a page change: the list under it keeps its scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goBack();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids$/);
    await expect(dialog).toBeHidden();
    await expect(program).toBeInViewport();
  });

  test("?lecture= on the mall home opens the program over the home; closing removes the query", async ({ page }) => {
    await page.goto("/hanam?lecture=SKP01001");
    const dialog = page.getByRole("dialog", { name: "꼬마 탐험대의 숲속 음악회" });
    await expect(dialog.getByRole("link", { name: "신청하기" })).toBeVisible();
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL(/\/hanam$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
  });

  test("a fully booked program's button is disabled: application closed", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids?lecture=SKP01004");
    const dialog = page.getByRole("dialog", { name: "가족 요리 교실: 크리스마스 쿠키" });
    await expect(dialog.getByRole("button", { name: "신청 마감" })).toBeDisabled();
    await expect(dialog.getByRole("link", { name: "신청하기" })).toHaveCount(0);
    // In the list too.
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(page.getByRole("link", { name: /가족 요리 교실: 크리스마스 쿠키/ }).getByText("신청 마감")).toBeVisible();
  });

  test("the review tab keeps its place in the URL across a reload; writers are masked", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids");
    await page.getByRole("tab", { name: "후기" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids\?tab=review$/);
    const reviews = page.getByRole("region", { name: "후기 목록" });
    await expect(reviews.getByRole("article")).toHaveCount(10);
    await expect(reviews.getByText(/^작성자 .\*.+ · /).first()).toBeVisible();
    await reviews.getByRole("button", { name: "더보기" }).click();
    await expect(reviews.getByRole("article")).toHaveCount(14);
    await page.reload();
    await expect(page.getByRole("tab", { name: "후기" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "후기 목록" }).getByRole("article").first()).toBeVisible();
    await page.getByRole("tab", { name: "프로그램" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids$/);
  });

  test("the theme filter lives in the URL and filters the list", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids");
    await page.getByRole("radio", { name: "공연" }).check();
    await expect(page).toHaveURL(/\?thm=01$/);
    const list = page.getByRole("region", { name: "프로그램 목록" });
    await expect(list.getByRole("link", { name: /토끼와 달님 인형극/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /무지개 물감 놀이터/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("radio", { name: "공연" })).toBeChecked();
  });

  test.describe("an unknown program", () => {
    test.use({ allowedConsoleErrors: failedLoad(404) });

    test("shows not found inside the dialog", async ({ page }) => {
      await page.goto("/hanam?lecture=SKP01999");
      await expect(page.getByRole("dialog", { name: "프로그램 상세" }).getByText("프로그램을 찾을 수 없습니다.")).toBeVisible();
    });
  });

  test("the page and the dialog (winners pending) are axe-clean at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/hanam/tenant/fieldKids");
    await expect(page.getByRole("region", { name: "프로그램 목록" }).getByRole("link").first()).toBeVisible();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/hanam/tenant/fieldKids?lecture=SKP01006");
    const dialog = page.getByRole("dialog", { name: "우리 동네 공룡 박물관" });
    await expect(dialog.getByRole("button", { name: "당첨자 발표 준비 중" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "신청 마감" })).toBeDisabled();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on Suwon a program opens its own page", async ({ page }) => {
    await page.goto("/suwon/kids/showList");
    await expect(page.getByRole("link", { name: /꼬마 탐험대의 숲속 음악회/ })).toHaveAttribute("href", "/suwon/kids/showList/SKP09001");
  });
});
