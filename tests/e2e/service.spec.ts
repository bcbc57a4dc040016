import type { Page } from "@playwright/test";
import { NOON, SEOUL_DAY } from "./support/clock.ts";
import { axeViolations, expect, failedLoad, test } from "./support/test.ts";

// The FAQ, notices, investor pages, exhibitions and space content against the reference server's
// seed (issue 24, docs/decisions/0029), on a phone. The server's clock starts at noon in Seoul on
// the run's day; the exhibitions' test sets the browser's clock to the same moment.

/** The query fields of the requests whose path ends so, as they are made. */
function requests(page: Page, suffix: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(suffix)) seen.push(url.searchParams);
  });
  return seen;
}

/** The date `days` after a YYYY-MM-DD date. */
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the week switcher says for a week: its name and its dates, Monday to Sunday (YY. before a date of another year). */
const weekText = (name: string, mondayIso: string) => {
  const md = (iso: string) => `(\\d{2}\\.)?${iso.slice(5, 7)}\\.${iso.slice(8, 10)}`;
  return new RegExp(`^${name} ${md(mondayIso)}\\(월\\) – ${md(plusDays(mondayIso, 6))}\\(일\\)$`);
};

/** The Monday (YYYY-MM-DD) of the week `weeks` after the run's Seoul week. */
function monday(weeks: number): string {
  const day = new Date(`${SEOUL_DAY}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() + (weeks * 7 - sinceMonday) * 86_400_000).toISOString().slice(0, 10);
}

test.describe("service and content pages", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("FAQ: a tab, a search within another tab, and an opened answer", async ({ page }) => {
    await page.goto("/hanam/store/service/faq");
    await expect(page.getByRole("heading", { level: 1, name: "자주 묻는 질문" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["전체", "주차/교통", "시설 안내", "멤버십 가입"]);
    await expect(page.getByRole("tab", { name: "전체" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "멤버십 가입" }).click();
    await expect(page).toHaveURL(/\/hanam\/store\/service\/faq\?cate=3$/);
    await expect(page.getByRole("button", { name: /멤버십은 어떻게 가입하나요\?/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /주차 요금은 어떻게 되나요\?/ })).toHaveCount(0);

    // "기저귀" is in an answer of the facilities, not in a membership question.
    const search = page.getByRole("search", { name: "자주 묻는 질문 검색" });
    await search.getByRole("searchbox").fill("기저귀");
    await search.getByRole("button", { name: "검색", exact: true }).click();
    await expect(page.getByText("‘기저귀’에 대한 검색 결과가 없습니다.")).toBeVisible();
    await page.getByRole("tab", { name: "시설 안내" }).click();
    await expect(page).toHaveURL(/\?cate=2&q=%EA%B8%B0%EC%A0%80%EA%B7%80$/);
    await expect(page.getByRole("status").filter({ hasText: "검색 결과" })).toHaveText("‘기저귀’ 검색 결과 1건");

    const question = page.getByRole("button", { name: /수유실은 어디에 있나요\?/ });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("각 층 고객 휴게실 옆에 수유실이 있으며")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Back to every question: the keyword goes, the tab stays.
    await search.getByRole("button", { name: "검색어 지우기" }).click();
    await expect(page).toHaveURL(/\?cate=2$/);
    await expect(page.getByRole("button", { name: /영업 시간은 어떻게 되나요\?/ })).toBeVisible();
  });

  test.describe("the seed's sanitizer notice", () => {
    // Its body carries an inline onerror handler: the sanitizer renames it before any parser reads it
    // (engine/html/sanitize-html.ts disarmHandlers), so Chromium has no CSP violation to log either.
    test("a notice goes from the list to its page, sanitized, and back to the list", async ({ page }) => {
      await page.goto("/hanam/store/service/notice");
      const rows = page.getByRole("region", { name: "공지사항 목록" }).getByRole("link");
      await expect(rows).toHaveCount(10);
      // Pinned first, with their badge.
      await expect(rows.nth(0)).toContainText("고정 [안내] 연말연시 영업시간 변경 안내");
      await expect(rows.nth(1)).toContainText("고정 [안내] 주차 요금 정산 방식 변경 안내");
      await expect(rows.nth(2)).not.toContainText("고정");

      await page.getByRole("link", { name: /\[공지\] 모바일 앱 서비스 점검 안내/ }).click();
      await expect(page).toHaveURL(/\/hanam\/store\/service\/notice\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("[공지] 모바일 앱 서비스 점검 안내");
      await expect(page.getByText("서비스 안정화를 위한 정기 점검이 진행됩니다.")).toBeVisible();
      await expect(page.getByRole("img", { name: "점검 안내" })).toBeVisible();
      // The seeded body's script and onerror handler were removed, never run.
      expect(
        await page.evaluate(() => [
          (window as { __noticeScriptRan?: boolean }).__noticeScriptRan,
          (window as { __noticeOnerrorRan?: boolean }).__noticeOnerrorRan,
        ]),
      ).toEqual([undefined, undefined]);
      await expect(page.locator("main [onerror], main script")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "이전 글과 다음 글" }).getByRole("link")).not.toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: "목록으로" }).click();
      await expect(page).toHaveURL(/\/hanam\/store\/service\/notice$/);
      await expect(page.getByRole("link", { name: /\[공지\] 모바일 앱 서비스 점검 안내/ })).toBeVisible();
    });
  });

  test("a malformed notice id is not found, without a call", async ({ page }) => {
    const views = requests(page, "/service/view.do");
    await page.goto("/hanam/store/service/notice/abc");
    await expect(page.getByRole("heading", { level: 1, name: "공지사항을 찾을 수 없습니다." })).toBeVisible();
    await expect(page.getByRole("link", { name: "목록으로" })).toHaveAttribute("href", "/hanam/store/service/notice");
    expect(views).toEqual([]);
  });

  test.describe("an unknown notice", () => {
    test.use({ allowedConsoleErrors: failedLoad(404) });
    test("answers 404 and is not found", async ({ page }) => {
      await page.goto("/hanam/store/service/notice/987654");
      await expect(page.getByRole("heading", { level: 1, name: "공지사항을 찾을 수 없습니다." })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  });

  test("Centerfield's notices open in place (it has no notice page)", async ({ page }) => {
    const views = requests(page, "/service/view.do");
    await page.goto("/centerfield/notice");
    const list = page.getByRole("region", { name: "공지사항 목록" });
    const row = list.getByRole("button", { name: /\[안내\] 연말연시 영업시간 변경 안내/ });
    await expect(row).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(0);
    await row.click();
    await expect(row).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("연말연시 기간 영업시간이 아래와 같이 변경됩니다.")).toBeVisible();
    await expect(page).toHaveURL(/\/centerfield\/notice$/);
    expect(views).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await row.click();
    await expect(page.getByText("연말연시 기간 영업시간이 아래와 같이 변경됩니다.")).toBeHidden();
  });

  test("investor: hanam's tabs are its two pages, a report opens to its text and file; Suwon's tabs are in its page", async ({ page }) => {
    const calls = requests(page, "/service/investor.do");
    await page.goto("/hanam/store/investor/notice");
    await expect(page.getByRole("tab", { name: "IR 공지" })).toHaveAttribute("aria-selected", "true");
    const notices = page.getByRole("region", { name: "IR 공지 목록" }).locator("button[aria-expanded]");
    await expect(notices).toHaveCount(10);
    await page.getByRole("button", { name: "더보기" }).click();
    await expect(notices).toHaveCount(12);

    await page.getByRole("tab", { name: "IR 자료실" }).click();
    await expect(page).toHaveURL(/\/hanam\/store\/investor\/reports$/);
    await expect(page.getByRole("tab", { name: "IR 자료실" })).toHaveAttribute("aria-selected", "true");
    const report = page.getByRole("button", { name: /년 사업보고서/ });
    await report.click();
    await expect(report).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/년 사업보고서를 게시합니다\./)).toBeVisible();
    const file = page.getByRole("link", { name: /첨부파일 \d{4}_사업보고서\.pdf/ });
    await expect(file).toHaveAttribute("href", /^\/files\/investor\/\d{4}-1\.pdf$/);
    await expect(file).toHaveAttribute("target", "_blank");
    expect(await axeViolations(page)).toEqual([]);
    expect(calls.map((p) => [p.get("ivsType"), p.get("page"), p.get("pageIndex")])).toEqual([
      ["notice", "1", null],
      ["notice", "2", null],
      ["reports", "1", null],
    ]);

    await page.goto("/suwon/service/investor");
    await page.getByRole("tab", { name: "IR 자료실" }).click();
    await expect(page).toHaveURL(/\/suwon\/service\/investor\?tab=reports$/);
    await expect(page.getByRole("button", { name: /년 반기보고서/ })).toBeVisible();
  });

  test("exhibitions: this week and the next with their dates, an exhibition in a dialog, and an empty week", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    const weeks = requests(page, "/exhList.do");
    const titlesOf = async (from: string) => {
      const res = await page.request.get(`/api/hanam/exhList.do?searchKeyword=${from}&searchKeyword2=${plusDays(from, 6)}`);
      return ((await res.json()) as { exhList: { exhTitl: string }[] }).exhList.map((e) => e.exhTitl);
    };
    const cards = page.getByRole("region", { name: /전시 목록$/ }).getByRole("heading", { level: 2 });

    await page.goto("/hanam/store/exhibit");
    const switcher = page.getByRole("navigation", { name: "주 선택" });
    const shown = switcher.locator("p");
    await expect(shown).toHaveText(weekText("이번 주", monday(0)));
    await expect(cards).toHaveText(await titlesOf(monday(0)));
    await expect(cards.filter({ hasText: "빛의 정원: 미디어아트 특별전" })).toHaveCount(1);

    await page.getByRole("button", { name: "다음 주" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?week=${monday(1)}$`));
    await expect(shown).toHaveText(weekText("다음 주", monday(1)));
    await expect(cards).toHaveText(await titlesOf(monday(1)));
    expect(weeks.map((p) => [p.get("searchKeyword"), p.get("searchKeyword2")])).toEqual([
      [monday(0), plusDays(monday(0), 6)],
      [monday(1), plusDays(monday(1), 6)],
    ]);

    const card = page.getByRole("button", { name: "빛의 정원: 미디어아트 특별전" });
    await card.click();
    const dialog = page.getByRole("dialog", { name: "빛의 정원: 미디어아트 특별전" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("10:00~22:00")).toBeVisible();
    await expect(dialog.getByText("작품 보호를 위해 음식물 반입과 플래시 촬영을 삼가 주세요.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await page.getByRole("button", { name: "이번 주로" }).click();
    await expect(page).toHaveURL(/\/hanam\/store\/exhibit$/);
    await expect(shown).toHaveText(weekText("이번 주", monday(0)));

    // Twenty weeks on, past every seeded exhibition.
    await page.goto(`/hanam/store/exhibit?week=${monday(20)}`);
    await expect(page.getByText("이 기간에 열리는 전시가 없습니다.")).toBeVisible();
  });

  test("space content: the stories, more, and a story's link", async ({ page }) => {
    await page.goto("/hanam/spaceContent");
    await expect(page.getByRole("heading", { level: 1, name: "공간 콘텐츠" })).toBeVisible();
    const stories = page.getByRole("region", { name: "이야기 목록" }).getByRole("link");
    await expect(stories).toHaveCount(10);
    await page.getByRole("button", { name: "더보기" }).click();
    await expect(stories).toHaveCount(12);
    await expect(page.getByRole("button", { name: "더보기" })).toHaveCount(0);
    await stories.filter({ hasText: "겨울 아우터 고르는 법" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/categoryInfo$/);
  });
});
