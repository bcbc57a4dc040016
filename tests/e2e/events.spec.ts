import type { Page } from "@playwright/test";
import { NOON, SEOUL_DAY } from "./support/clock.ts";
import { asMember, MEMBER_5 } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// Events and coupons against the reference server's seed, on a phone: hanam's application event
// E010002 (no code), its coupon event E010003, the coupon list. The server's clock and the
// browser's start at noon in Seoul (inside the coupon window) whenever the suite runs.

/** Counts the requests whose path ends so. */
function counter(page: Page, suffix: string) {
  let n = 0;
  page.on("request", (r) => void (new URL(r.url()).pathname.endsWith(suffix) && n++));
  return () => n;
}

test.describe("events", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a visitor goes from the list to an event and is asked to log in to apply", async ({ page }) => {
    await page.goto("/hanam/event/main");
    await expect(page.getByRole("heading", { level: 1, name: "이벤트" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "진행 중" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: /가족 사진 촬영 이벤트/ }).click();
    await expect(page).toHaveURL(/\/hanam\/event\/main\/E010002$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("가족 사진 촬영 이벤트");
    await page.getByRole("button", { name: "응모하기" }).click();
    const prompt = page.getByRole("dialog").filter({ hasText: "로그인이 필요한 서비스입니다" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/hanam\/login\?returnTo=%2Fhanam%2Fevent%2Fmain%2FE010002$/);
  });

  test("the ended tab keeps its place in the URL across a reload", async ({ page }) => {
    await page.goto("/hanam/event/main");
    await page.getByRole("tab", { name: "종료" }).click();
    await expect(page).toHaveURL(/\?tab=end$/);
    await expect(page.getByRole("link", { name: /종료/ }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "종료" })).toHaveAttribute("aria-selected", "true");
  });

  test("the demo member applies: a double tap makes one application, still there after a reload", async ({ page }) => {
    await asMember(page);
    const applies = counter(page, "/event/eventAply.do");
    await page.goto("/hanam/event/main/E010002");
    const button = page.getByRole("button", { name: "응모하기" });
    await expect(button).toBeVisible();
    await button.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(page.getByText(/에 응모하셨습니다\.$/)).toBeVisible();
    expect(applies()).toBe(1);
    await page.reload();
    await expect(page.getByText(/에 응모하셨습니다\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "응모하기" })).toHaveCount(0);
  });

  test("the demo member downloads a coupon with a double tap: one coupon, which then opens as theirs", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    await asMember(page);
    const issues = counter(page, "/eventCoupon/coupon/57.do");
    await page.goto("/hanam/event/coupon");
    const get = page.getByRole("button", { name: "키즈 플레이존 입장료 20% 할인 쿠폰 받기" });
    await expect(get).toBeVisible();
    await get.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    const issued = page.getByRole("dialog").filter({ hasText: "쿠폰을 받았습니다" });
    await expect(issued).toBeVisible();
    await issued.getByRole("button", { name: "확인" }).click();
    expect(issues()).toBe(1);
    await page.getByRole("link", { name: "키즈 플레이존 입장료 20% 할인 쿠폰 보기" }).click();
    await expect(page).toHaveURL(/\/hanam\/event\/coupon\/57$/);
    await expect(page.getByRole("heading", { name: "모바일 쿠폰" })).toBeVisible();
    await expect(page.getByRole("img", { name: /쿠폰 바코드 \d{16}/ })).toBeVisible();
    // The received tab lists it.
    await page.goto("/hanam/event/coupon?tab=my");
    await expect(page.getByRole("heading", { level: 2, name: "키즈 플레이존 입장료 20% 할인" })).toBeVisible();
  });
});

test.describe("stamp event", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a member with four stamps stamps the fifth day once and, the card full, takes the reward coupon once", async ({ page }) => {
    // The server answers as on the fifth of this month at noon (X-Mall-Clock), and the browser's
    // clock agrees, so the card fills whatever day the suite runs; the four earlier stamps are
    // taken through the API, each on its own day.
    const ym = SEOUL_DAY.slice(0, 8);
    const atDay = (d: number) => ({ "x-mall-clock": `${ym}0${d}T12:00:00+09:00` });
    const fifth = atDay(5)["x-mall-clock"];
    await asMember(page, MEMBER_5, atDay(5));
    const month = ym.slice(0, 7).replace("-", "");
    const evtSeq = `S01${month}`;
    for (const d of [1, 2, 3, 4]) {
      const res = await page.request.get(`/rest/event/stampEvnt/postStamp/M0000005.do?evtSeq=${evtSeq}`, {
        headers: { "sec-fetch-site": "same-origin", ...atDay(d) },
      });
      expect(res.ok(), `the stamp of day ${d}`).toBe(true);
      expect(await res.json()).toMatchObject({ stampCnt: d, passYn: "N" });
    }
    await page.clock.install({ time: new Date(fifth) });
    await page.setExtraHTTPHeaders(atDay(5));
    const stamps = counter(page, "/postStamp/M0000005.do");
    const coupons = counter(page, "/postStampIssCp.do");
    await page.goto(`/hanam/event/stampEvent/${month}/${evtSeq}`);
    await expect(page.getByRole("table").getByText("4일, 스탬프 찍음")).toBeAttached();
    await expect(page.getByText(/모두 모았습니다/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "완주 쿠폰 받기" })).toHaveCount(0);
    const stamp = page.getByRole("button", { name: "오늘 스탬프 찍기" });
    await expect(stamp).toBeVisible();
    await stamp.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(page.getByRole("status").filter({ hasText: "오늘의 스탬프를 찍었습니다." })).toBeVisible();
    expect(stamps()).toBe(1);
    await expect(page.getByRole("button", { name: "오늘 스탬프 완료" })).toBeVisible();
    await expect(page.getByRole("table").getByText("5일, 스탬프 찍음")).toBeAttached();
    await expect(page.getByText(/모두 모았습니다/)).toBeVisible();
    // Taps rest for a second after an action (the stamp calls' guard).
    const take = page.getByRole("button", { name: "완주 쿠폰 받기" });
    await expect(take).not.toHaveAttribute("aria-disabled", "true");
    await take.click();
    await expect(page.getByRole("status").filter({ hasText: "완주 쿠폰을 받았습니다." })).toBeVisible();
    await expect(page.getByText(/쿠폰 번호 \d{16}/)).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "받은 쿠폰 확인" }).click();
    await expect(page.getByRole("status").filter({ hasText: "완주 쿠폰은 이미 받으셨습니다." })).toBeVisible();
    expect(coupons()).toBe(1);
  });

  test("the stamp bridge leads to this month's stamp page", async ({ page }) => {
    await page.goto("/hanam/stamplink");
    await expect(page).toHaveURL(/\/hanam\/event\/stampEvent\/\d{6}\/S01\d{6}\?stamp=Y$/);
    await expect(page.getByRole("table")).toBeVisible();
  });
});

test.describe("partner card", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the partner lists open on arrival; 'don't show for 7 days' holds across a reload and ends on the eighth day", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    await page.goto("/hanam/event/card");
    const dialog = page.getByRole("dialog", { name: "제휴사 목록" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/기준일 2023\.09\.11 · 86곳/)).toBeVisible();
    await dialog.getByRole("tab", { name: "클래스 플랫폼 제휴사" }).click();
    await expect(dialog.getByText(/기준일 2025\.08\.13 · 37곳/)).toBeVisible();
    await dialog.getByRole("button", { name: "7일 동안 보지 않기" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "제휴 카드 혜택" })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Seven days on it is shown again.
    await page.clock.setSystemTime(new Date(Date.parse(NOON) + 7 * 24 * 3600 * 1000));
    await page.reload();
    await expect(dialog).toBeVisible();
  });
});
