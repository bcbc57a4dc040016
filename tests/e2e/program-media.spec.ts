import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// Suwon's library TV review videos, and the library's art projects (the section of hanam's library
// page and a project's own page) against the reference server's seed.

test.use({ viewport: { width: 360, height: 740 } });

test.describe("review videos", () => {
  test("each video shows its thumbnail and play time and links to the video in a new window; the six seeded fit one page (no more)", async ({ page }) => {
    await page.goto("/suwon/library/reviewVideo");
    await expect(page.getByRole("heading", { level: 1, name: "후기 영상" })).toBeVisible();
    const list = page.getByRole("region", { name: "후기 영상 목록" });
    const first = list.getByRole("link", { name: "[라이브러리 TV] 작가와의 대화 하이라이트 영상 보기, 재생 시간 4:32" });
    await expect(first).toHaveAttribute("href", "https://video.fieldmall.example/library-tv/1.mp4");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first.getByText("4:32")).toBeVisible();
    await expect(first.locator("img")).toHaveJSProperty("complete", true);
    expect(await first.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(list.getByRole("heading", { level: 2 })).toHaveCount(6);
    await expect(list.getByRole("button", { name: "더보기" })).toHaveCount(0);
  });

  test("is axe-clean at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/suwon/library/reviewVideo");
    await expect(page.getByRole("region", { name: "후기 영상 목록" }).getByRole("link").first()).toBeVisible();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("art projects", () => {
  test("hanam's library page lists its art projects; one opens its page with the sanitized body and the way back", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldLibrary");
    const section = page.getByRole("region", { name: "아트 프로젝트" });
    const project = section.getByRole("link", { name: /겨울의 서재/ });
    await expect(project).toBeVisible();
    await project.click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldLibrary\/artProject\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "겨울의 서재" })).toBeVisible();
    await expect(page.getByLabel("아트 프로젝트 정보")).toContainText("설치미술가 문채윤");
    await expect(page.getByRole("region", { name: "아트 프로젝트 소개" })).toContainText("관람료 무료");
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "라이브러리로" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldLibrary$/);
  });

  test("Suwon's lecture list has no art projects section", async ({ page }) => {
    await page.goto("/suwon/library/lectureList");
    await expect(page.getByRole("region", { name: "프로그램 목록" })).toBeVisible();
    await expect(page.getByRole("region", { name: "아트 프로젝트" })).toHaveCount(0);
  });

  test("a non-numeric id is not found without a call", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/artProject.do")) calls.push(r.url());
    });
    await page.goto("/hanam/tenant/fieldLibrary/artProject/abc");
    await expect(page.getByRole("heading", { level: 1, name: "아트 프로젝트를 찾을 수 없습니다." })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test.describe("an unknown id", () => {
    test.use({ allowedConsoleErrors: failedLoad(404) });

    test("is not found", async ({ page }) => {
      await page.goto("/coexmall/tenant/fieldLibrary/artProject/99999");
      await expect(page.getByRole("heading", { level: 1, name: "아트 프로젝트를 찾을 수 없습니다." })).toBeVisible();
      await expect(page.getByRole("link", { name: "라이브러리로" })).toHaveAttribute("href", "/coexmall/tenant/fieldLibrary");
    });
  });
});
