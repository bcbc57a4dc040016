import type { Locator, Page } from "@playwright/test";
import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// Suwon's program pages and the winner check against the reference server's seed (its clock at
// noon in Seoul on the run's day; the seed places each program's join window around it): Suwon's
// SKP09001 (open, three rounds) and SKP09008 (winners out, two rounds); hanam's SKP01008 (winners
// out), SKP01010 (winners out, no winner list) and the library's przProgramList.do (decision 3).

test.use({ viewport: { width: 360, height: 740 } });

/** The rows of a winner table, each as its cells' text. */
const rowsOf = async (table: Locator) => (await table.getByRole("row").all()).slice(1);

/** A four-digit number no winner of the table has in their last four digits. */
async function digitsOfNoWinner(table: Locator): Promise<string> {
  const tels = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  for (let n = 0; n < 10_000; n++) {
    const digits = String(n).padStart(4, "0");
    if (!tels.some((tel) => tel.includes(digits))) return digits;
  }
  throw new Error("every four-digit number matches");
}

async function alertSays(page: Page, text: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert.getByText(text)).toBeVisible();
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

test.describe("Suwon's program pages", () => {
  test("a visitor opens a show's page from Suwon's list: its content, apply to Suwon's apply page, back to the list", async ({ page }) => {
    await page.goto("/suwon/kids/showList");
    await page.getByRole("link", { name: /꼬마 탐험대의 숲속 음악회/ }).click();
    await expect(page).toHaveURL(/\/suwon\/kids\/showList\/SKP09001$/);
    await expect(page.getByRole("heading", { level: 1, name: "꼬마 탐험대의 숲속 음악회" })).toBeVisible();
    await expect(page.getByText("1회차 오전 11시, 2회차 오후 2시, 3회차 오후 4시 30분", { exact: false })).toBeVisible();
    await expect(page.getByText(/바이올린, 첼로, 플루트로 꾸민/)).toBeVisible();
    await expect(page.getByRole("link", { name: "신청하기" })).toHaveAttribute("href", "/suwon/kids/showList/toApply/SKP09001");
    await page.getByRole("link", { name: "공연 목록" }).click();
    await expect(page).toHaveURL(/\/suwon\/kids\/showList$/);
  });

  test("a show whose winners are out: its winner check goes to Suwon's winner page", async ({ page }) => {
    await page.goto("/suwon/kids/showList/SKP09008");
    await expect(page.getByRole("heading", { level: 1, name: "별자리 이야기 천체 교실" })).toBeVisible();
    await page.getByRole("button", { name: "당첨자 확인" }).click();
    await expect(page).toHaveURL(/\/suwon\/kids\/showList\/winnerConfirm\/SKP09008$/);
    await expect(page.getByRole("heading", { level: 2, name: "별자리 이야기 천체 교실" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "2회차 오후 3시" })).toBeVisible();
    expect((await rowsOf(page.getByRole("table"))).length).toBeGreaterThan(0);
  });

  test("an SLP id on the kids page is not found", async ({ page }) => {
    await page.goto("/suwon/kids/showList/SLP09001");
    await expect(page.getByText("프로그램을 찾을 수 없습니다.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "공연 상세" })).toBeVisible();
  });

  test("the winner search by the last 4 digits keeps the rows containing them, highlighted; no match gives the spec's alert", async ({ page }) => {
    await page.goto("/suwon/kids/showList/winnerConfirm/SKP09008");
    const table = page.getByRole("table");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const first = (await table.locator("tbody tr td:nth-child(2)").first().textContent()) ?? "";
    const box = page.getByRole("textbox", { name: "연락처 뒤 4자리" });
    await box.fill(`${first}99`);
    await expect(box).toHaveValue(first);
    await page.getByRole("button", { name: "조회" }).click();
    for (const row of await rowsOf(table)) await expect(row.getByRole("cell").nth(1)).toContainText(first);
    await expect(table.locator("tr[data-match='full']").first()).toBeVisible();
    await expect(table.locator("mark").first()).toHaveText(first);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await box.fill(await digitsOfNoWinner(table));
    await page.getByRole("button", { name: "조회" }).click();
    await alertSays(page, "조회된 당첨자가 없습니다.");
  });

  test("the library's winner list links each lecture's winner page", async ({ page }) => {
    await page.goto("/suwon/library/lectureWinnerList");
    const lecture = page.getByRole("link", { name: /키즈 공연: 책 속으로 떠나는 마술 여행/ });
    await expect(lecture).toHaveAttribute("href", /\/suwon\/library\/lectureList\/winnerConfirm\/SLP09\d+$/);
    await lecture.click();
    await expect(page.getByRole("heading", { level: 2, name: "키즈 공연: 책 속으로 떠나는 마술 여행" })).toBeVisible();
    expect((await rowsOf(page.getByRole("table"))).length).toBeGreaterThan(0);
  });
});

test.describe("Suwon's intros", () => {
  test("the library's intro presents the library with its banners and links its lectures, reviews, winner list and review videos", async ({ page }) => {
    await page.goto("/suwon/library/intro");
    await expect(page.getByRole("heading", { level: 1, name: "라이브러리" })).toBeVisible();
    await expect(page.getByRole("region", { name: "진행 중인 소식" }).getByRole("link").first()).toBeVisible();
    const links = page.getByRole("navigation", { name: "바로가기" });
    await expect(links.getByRole("link", { name: "강좌 신청" })).toHaveAttribute("href", "/suwon/library/lectureList");
    await expect(links.getByRole("link", { name: "참여 후기" })).toHaveAttribute("href", "/suwon/library/lectureList?tab=review");
    await expect(links.getByRole("link", { name: "후기 영상" })).toHaveAttribute("href", "/suwon/library/reviewVideo");
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await links.getByRole("link", { name: "당첨자 확인" }).click();
    await expect(page).toHaveURL(/\/suwon\/library\/lectureWinnerList$/);
    await expect(page.getByRole("link", { name: /키즈 공연: 책 속으로 떠나는 마술 여행/ })).toBeVisible();
  });
});

test.describe("the winner dialog of the standard malls", () => {
  test("the lecture dialog's winner check opens the winner dialog over it; closing shows the program again", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids?lecture=SKP01008");
    const lecture = page.getByRole("dialog", { name: "별자리 이야기 천체 교실" });
    await lecture.getByRole("button", { name: "당첨자 확인" }).click();
    const winners = page.getByRole("dialog", { name: "당첨자 확인" });
    await expect(winners.getByRole("heading", { level: 3, name: "별자리 이야기 천체 교실" })).toBeVisible();
    await expect(page).toHaveURL(/\?lecture=SKP01008&winners=SKP01008$/);
    expect((await rowsOf(winners.getByRole("table"))).length).toBeGreaterThan(0);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await winners.getByRole("button", { name: "닫기" }).click();
    await expect(winners).toBeHidden();
    await expect(page).toHaveURL(/\?lecture=SKP01008$/);
    await expect(lecture.getByRole("button", { name: "당첨자 확인" })).toBeFocused();
  });

  test("the program page's winner check lists the programs with winners; one opens its table", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldLibrary");
    await page.getByRole("button", { name: "당첨자 확인" }).click();
    const winners = page.getByRole("dialog", { name: "당첨자 확인" });
    const list = winners.getByRole("list", { name: "당첨자 발표 프로그램" });
    await list.getByRole("button", { name: /키즈 공연: 책 속으로 떠나는 마술 여행/ }).click();
    await expect(winners.getByRole("table", { name: /키즈 공연: 책 속으로 떠나는 마술 여행/ })).toBeVisible();
    await page.goBack();
    await expect(winners).toBeHidden();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldLibrary$/);
  });

  test("a program without a winner list: the alert '등록된 당첨자 명단이 없습니다.' and no winner dialog", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids?lecture=SKP01010");
    await page.getByRole("dialog", { name: "메타버스 놀이공원 체험" }).getByRole("button", { name: "당첨자 확인" }).click();
    await alertSays(page, "등록된 당첨자 명단이 없습니다.");
    await expect(page.getByRole("dialog", { name: "당첨자 확인" })).toHaveCount(0);
    await expect(page).toHaveURL(/\?lecture=SKP01010$/);
  });
});

test.describe("an unknown program", () => {
  test.use({ allowedConsoleErrors: failedLoad(404) });

  test("its winner page is not found", async ({ page }) => {
    await page.goto("/suwon/kids/showList/winnerConfirm/SKP09999");
    await expect(page.getByText("당첨자 명단을 찾을 수 없습니다.")).toBeVisible();
  });
});
