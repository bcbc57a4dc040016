import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { QUEUE_DEV_TOKEN } from "../../schemas/api/queue.ts";
import { axeViolations, expect, failedLoad, test } from "./support/test.ts";

// Cafe & dining and the waiting list against the reference server's seed, on a phone: hanam's
// restaurants and cafes, its two food courts, and the waiting list, which the browser reaches only
// through the server's proxy (/api/:mall/waiting/*): the server holds the queue service's token.

/** Counts the requests whose path matches. */
function counter(page: Page, match: RegExp) {
  let n = 0;
  page.on("request", (r) => void (match.test(new URL(r.url()).pathname) && n++));
  return () => n;
}

const shownCount = async (page: Page) =>
  Number(
    (
      (await page
        .getByRole("status")
        .filter({ hasText: /^매장 \d+곳$/ })
        .textContent()) ?? ""
    ).replace(/\D/g, ""),
  );

/** Loads every page of the list ("more" until it is gone) and counts its rows. */
async function allRows(page: Page) {
  const list = page.getByRole("region", { name: "레스토랑 · 카페 목록" });
  const more = list.getByRole("button", { name: "더보기" });
  while (await more.isVisible()) {
    const before = await list.getByRole("listitem").count();
    await more.click();
    await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(before);
  }
  return list.getByRole("listitem").count();
}

test.describe("cafe & dining", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Several pages, a reload and axe on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("a filter narrows the list, is kept in the URL, and the count matches the rows", async ({ page }) => {
    await page.goto("/hanam/cafeDining/main");
    await expect(page.getByRole("heading", { level: 1, name: "카페 & 다이닝" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "레스토랑 · 카페" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("status").filter({ hasText: /^매장 \d+곳$/ })).toBeVisible();
    const all = await shownCount(page);
    expect(all).toBeGreaterThan(0);
    expect(await allRows(page)).toBe(all);

    await page.getByRole("button", { name: "키즈 메뉴" }).click();
    await expect(page).toHaveURL(/\/hanam\/cafeDining\/main\?chld_menu_yn=Y$/);
    await expect(page.getByRole("button", { name: "키즈 메뉴" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    const kids = await shownCount(page);
    expect(await allRows(page)).toBe(kids);
    await page.reload();
    await expect(page.getByRole("button", { name: "키즈 메뉴" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownCount(page)).toBe(kids);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the food court tab shows the courts with their floor map and stalls", async ({ page }) => {
    await page.goto("/hanam/cafeDining/main");
    await page.getByRole("tab", { name: "푸드코트" }).click();
    await expect(page).toHaveURL(/\/hanam\/cafeDining\/foodCourt$/);
    await expect(page.getByRole("heading", { level: 2, name: "푸드 스트리트" })).toBeVisible();
    await expect(page.getByText("위치 3F")).toBeVisible();
    await expect(page.getByText("좌석 680석")).toBeVisible();
    const map = page.getByRole("img", { name: "푸드 스트리트 층별 안내도" });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 3, name: "푸드 스트리트 매장" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "고메 홀" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("waiting list", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: 90_000 });

  test("a bad phone is refused in the form; a registration shows its waiting number, and again the same waiting", async ({ page }) => {
    const registers = counter(page, /\/api\/hanam\/waiting\/register\.do$/);
    const queue = counter(page, /^\/api\/queue\//);
    const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await page.goto("/hanam/cafeDining/main");
    await page.getByRole("button", { name: "웨이팅 매장 보기" }).click();
    const spots = page.getByRole("list", { name: "웨이팅" });
    await expect(spots.getByRole("listitem")).toHaveCount(8);
    await expect(spots.getByText("접수 일시 중지")).toBeVisible();
    await spots.getByRole("button", { name: "담소 한식당 웨이팅 등록" }).click();
    const dialog = page.getByRole("dialog", { name: "담소 한식당 웨이팅 등록" });
    await expect(dialog).toBeVisible();

    const phoneField = dialog.getByRole("textbox", { name: /^휴대폰 번호/ });
    await phoneField.fill("0212345678");
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText("휴대폰 번호를 01로 시작하는 10~11자리 숫자로 입력해 주세요.")).toBeVisible();
    await expect(dialog.getByText("휴대폰 번호 수집·이용에 동의해 주세요.")).toBeVisible();
    await expect(phoneField).toBeFocused();
    expect(registers()).toBe(0);

    await dialog.getByRole("combobox", { name: /^성인/ }).selectOption("3");
    await phoneField.fill(phone);
    await dialog.getByRole("checkbox", { name: /동의합니다/ }).check();
    const submit = dialog.getByRole("button", { name: "등록하기" });
    await submit.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(dialog.getByText("웨이팅이 등록되었습니다")).toBeVisible();
    const number = (await dialog.getByText(/^대기번호 \d+번$/).textContent()) ?? "";
    expect(number).toMatch(/^대기번호 \d+번$/);
    await expect(dialog.getByText(/^앞 대기 \d+팀$/)).toBeVisible();
    await expect(dialog.getByText("성인 3명 · 어린이 0명")).toBeVisible();
    expect(registers()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();

    await spots.getByRole("button", { name: "담소 한식당 웨이팅 등록" }).click();
    await dialog.getByRole("textbox", { name: /^휴대폰 번호/ }).fill(phone);
    await dialog.getByRole("checkbox", { name: /동의합니다/ }).check();
    await dialog.getByRole("button", { name: "등록하기" }).click();
    await expect(dialog.getByText("이미 웨이팅 중입니다")).toBeVisible();
    await expect(dialog.getByText(number)).toBeVisible();
    expect(registers()).toBe(2);
    expect(queue(), "the browser never calls the queue service").toBe(0);
  });

  test.describe("on Suwon's facilityReserve", () => {
    test.use({ allowedConsoleErrors: failedLoad(409) });

    test("the page lists Suwon's spots; a paused spot takes no registration", async ({ page }) => {
      await page.goto("/suwon/tenant/facilityReserve");
      await expect(page.getByRole("heading", { level: 1, name: "시설 예약 · 웨이팅" })).toBeVisible();
      const spots = page.getByRole("list", { name: "웨이팅 매장" });
      await expect(spots.getByRole("listitem")).toHaveCount(8);
      const paused = spots.getByRole("listitem").filter({ hasText: "접수 일시 중지" });
      await expect(paused.getByRole("button")).toHaveCount(0);
      await expect(paused.getByText("지금은 웨이팅을 등록할 수 없습니다")).toBeVisible();
      // The server refuses it too (409), whatever a page sends.
      const spotsAnswer = await page.request.get("/api/suwon/waiting/spots.do");
      const body = (await spotsAnswer.json()) as { spots: { spotId: number; status: string }[] };
      const pausedId = body.spots.find((s) => s.status === "PAUSED")!.spotId;
      const refused = await page.evaluate(async (spotId) => {
        const r = await fetch("/api/suwon/waiting/register.do", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `spotId=${spotId}&phoneNo=01077778888&adultCnt=2&childCnt=0&privacyAgreeYn=Y`,
        });
        return r.status;
      }, pausedId);
      expect(refused).toBe(409);
      expect(JSON.stringify(body)).not.toContain("queue-token");
    });
  });
});

test("the built app carries neither the queue service's token nor its paths; it has the waiting proxy's", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.(js|html|css|json)$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const texts = files(join(process.cwd(), "dist")).map((f) => [f, readFileSync(f, "utf8")] as const);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter(([, t]) => t.includes(QUEUE_DEV_TOKEN)).map(([f]) => f)).toEqual([]);
  expect(texts.filter(([, t]) => t.includes("/api/queue")).map(([f]) => f)).toEqual([]);
  expect(texts.some(([, t]) => t.includes("/waiting/register.do"))).toBe(true);
});
