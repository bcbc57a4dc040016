import type { Page, Request } from "@playwright/test";
import { asMember, logIn } from "./support/members.ts";
import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// Program applications and the city-lounge rental against the reference server's seed (its clock at
// noon in Seoul on the run's day; the seed places each join window around it). Applications are
// stored once per member and round, on the run's fresh database: this spec alone applies, and as
// member 4 (fieldmall04, whom no other spec applies as), on hanam's SKP01002 and SKP01003, the
// stale-list program SKP01005 (fully booked) and myeongji's rental RNT06001.

const APPLICANT = { id: "fieldmall04", pw: "Field!2026d" };

test.use({ viewport: { width: 360, height: 740 } });

/** Counts the page's POSTs to a path. */
function countPosts(page: Page, path: string) {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.endsWith(path)) seen.push(r);
  });
  return seen;
}

const agree = async (page: Page) => {
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 처리 위탁에 동의합니다/ }).check();
};

test.describe("program applications", () => {
  test("a visitor who taps apply is asked to log in and comes back to the form with the program chosen", async ({ page }) => {
    await page.goto("/hanam/tenant/fieldKids?lecture=SKP01003");
    const dialog = page.getByRole("dialog", { name: "토끼와 달님 인형극" });
    await dialog.getByRole("link", { name: "신청하기" }).click();
    const prompt = page.getByRole("dialog").filter({ hasText: "로그인이 필요한 서비스입니다" });
    await expect(prompt).toBeVisible();
    // The visitor never gets the form.
    await expect(page.getByRole("form", { name: "프로그램 신청서" })).toHaveCount(0);
    await prompt.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/hanam\/login\?returnTo=%2Fhanam%2Ftenant%2FfieldKids%2FtoApply%3Fselect%3DSKP01003$/);
    await logIn(page, APPLICANT);
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids\/toApply\?select=SKP01003$/);
    const form = page.getByRole("form", { name: "프로그램 신청서" });
    await expect(form.getByRole("checkbox", { name: "토끼와 달님 인형극" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: "이름" })).toHaveValue("최유나");
    await expect(form.getByRole("textbox", { name: "휴대폰 번호 가운데 자리" })).toHaveValue("4444");
  });

  test("a member applies once under a double tap, sees it confirmed, and the confirm goes back to the program list", async ({ page }) => {
    await asMember(page, APPLICANT);
    const posts = countPosts(page, "/fieldKids/joinProgram.do");
    await page.goto("/hanam/tenant/fieldKids/toApply?select=SKP01002");
    const form = page.getByRole("form", { name: "프로그램 신청서" });
    await expect(form.getByRole("checkbox", { name: "무지개 물감 놀이터" })).toBeChecked();
    // The party size goes up to the program's limit (2).
    await expect(form.getByRole("combobox", { name: "참여 인원" }).locator("option")).toHaveCount(2);
    await form.getByRole("combobox", { name: "참여 인원" }).selectOption("2");
    await agree(page);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "신청하기" }).dblclick();
    const done = page.getByRole("dialog").filter({ hasText: "신청이 완료되었습니다." });
    await expect(done).toBeVisible();
    await expect(done).toContainText("무지개 물감 놀이터");
    await expect(done).toContainText("(2명)");
    await appIdle(page);
    expect(posts).toHaveLength(1);
    await done.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids$/);
    await expect(page.getByRole("heading", { level: 1, name: "키즈 프로그램" })).toBeVisible();
  });

  test.describe("refusals", () => {
    test.use({ allowedConsoleErrors: failedLoad(409) });

    test("a program that filled up after the list loaded: the server's 'fully booked' is said as the alert and the form stays", async ({ page }) => {
      await asMember(page, APPLICANT);
      // The join list as it was a moment ago, when SKP01005 (fully booked now) was still open.
      const detail = await (await page.request.get("/api/hanam/fieldKids/programDetail.do?skpSeq=SKP01005")).json();
      const p = detail.programDetail;
      await page.route("**/api/hanam/fieldKids/programJoinList.do*", async (route) => {
        const answer = await (await route.fetch()).json();
        const stale = {
          skpSeq: p.skpSeq,
          progTitl: p.progTitl,
          progDt: p.progDt,
          progPlc: p.progPlc,
          progRndList: p.progRndList,
          joinEndDttm: p.joinEndDttm,
          maxJoinNum: p.maxJoinNum,
        };
        await route.fulfill({ json: { ...answer, list: [...answer.list, stale] } });
      });
      const posts = countPosts(page, "/fieldKids/joinProgram.do");
      await page.goto("/hanam/tenant/fieldKids/toApply?select=SKP01005");
      const form = page.getByRole("form", { name: "프로그램 신청서" });
      await expect(form.getByRole("checkbox", { name: "반짝반짝 과학 마술쇼" })).toBeChecked();
      await agree(page);
      await form.getByRole("button", { name: "신청하기" }).click();
      const alert = page.getByRole("dialog").filter({ hasText: "신청이 마감되었습니다. 정원이 모두 찼습니다." });
      await expect(alert).toBeVisible();
      await alert.getByRole("button", { name: "확인" }).click();
      await expect(page).toHaveURL(/\/hanam\/tenant\/fieldKids\/toApply\?select=SKP01005$/);
      await expect(form.getByRole("button", { name: "신청하기" })).toBeEnabled();
      expect(posts).toHaveLength(1);
    });
  });
});

test.describe("city-lounge rental", () => {
  test("a member applies for a rental in place, with a party up to the space's capacity, and the confirm goes back to the list", async ({ page }) => {
    await asMember(page, APPLICANT);
    const posts = countPosts(page, "/rnt/joinRnt.do");
    await page.goto("/myeongji/tenant/cityLounge/toRental");
    await expect(page.getByRole("heading", { level: 1, name: "시티라운지 대관" })).toBeVisible();
    const list = page.getByRole("region", { name: "대관 목록" });
    // The join buttons follow the programs' time rule: the fully booked party room is closed.
    await expect(list.getByRole("listitem").filter({ hasText: "라운지 파티룸" }).getByRole("button", { name: "신청 마감" })).toBeDisabled();
    await list.getByRole("button", { name: "신청하기 시티라운지 세미나룸 A" }).click();
    await expect(page).toHaveURL(/\/myeongji\/tenant\/cityLounge\/toRental\?rental=RNT\d+$/);
    const form = page.getByRole("form", { name: "대관 신청서" });
    await expect(page.getByRole("heading", { level: 2, name: "시티라운지 세미나룸 A" })).toBeFocused();
    await form.getByRole("combobox", { name: "참여 인원" }).selectOption("4");
    await agree(page);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "신청하기" }).dblclick();
    const done = page.getByRole("dialog").filter({ hasText: "신청이 완료되었습니다." });
    await expect(done).toContainText("시티라운지 세미나룸 A (4명)");
    await appIdle(page);
    expect(posts).toHaveLength(1);
    await done.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL(/\/myeongji\/tenant\/cityLounge\/toRental$/);
    await expect(list).toBeVisible();
  });

  test("the city lounge's rental tab shows the same list in place; a visitor is asked to log in and comes back to the rental's form", async ({ page }) => {
    await page.goto("/myeongji/tenant/cityLounge?tab=rental");
    await expect(page.getByRole("tab", { name: "대관" })).toHaveAttribute("aria-selected", "true");
    const list = page.getByRole("region", { name: "대관 목록" });
    await list.getByRole("button", { name: "신청하기 커뮤니티 키친" }).click();
    const prompt = page.getByRole("dialog").filter({ hasText: "로그인이 필요한 서비스입니다" });
    await prompt.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/myeongji\/login\?returnTo=/);
    await logIn(page, APPLICANT);
    await expect(page).toHaveURL(/\/myeongji\/tenant\/cityLounge\?tab=rental&rental=RNT\d+$/);
    const form = page.getByRole("form", { name: "대관 신청서" });
    await expect(page.getByRole("heading", { level: 2, name: "커뮤니티 키친" })).toBeVisible();
    // The kitchen holds 8.
    await expect(form.getByRole("combobox", { name: "참여 인원" }).locator("option")).toHaveCount(8);
    await expect(form.getByRole("textbox", { name: "이름" })).toHaveValue("최유나");
  });
});
