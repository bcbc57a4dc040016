import type { Page, Request } from "@playwright/test";
import { logIn, MEMBER } from "./support/members.ts";
import { appIdle, expect, failedLoad, test } from "./support/test.ts";

// Mobile receipts as demo member 1 against the reference server (seeded over the last 120 days):
// paging to the end, one page per double tap, reloads on month, mall and hanam's box, the receipt
// dialog by keyboard and pointer, a failing list, and Centerfield's receipt page.

const listCalls = (page: Page) => {
  const calls: URLSearchParams[] = [];
  page.on("request", (r: Request) => {
    if (r.url().includes("/myPage/billLists.do")) calls.push(new URL(r.url()).searchParams);
  });
  return calls;
};

async function openReceipts(page: Page, path = "/hanam/mobileReceipt") {
  const mall = path.split("/")[1];
  await page.goto(`/${mall}/${mall === "centerfield" ? "cfLogin" : "login"}?returnTo=${encodeURIComponent(path)}`);
  await logIn(page, MEMBER);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("구매 내역 및 영수증");
}

const rows = (page: Page) => page.getByRole("region", { name: "영수증 목록" }).getByRole("listitem");
const more = (page: Page) => page.getByRole("button", { name: "더보기" });

test.describe("mobile receipts", () => {
  test("pages to the end with more across every mall, one page per double tap", async ({ page }) => {
    test.setTimeout(60_000);
    const calls = listCalls(page);
    await openReceipts(page);
    await expect(rows(page).first()).toBeVisible();
    // The list for every mall has answered before paging starts: the first mall's rows and "more" are gone.
    const everyMallPage1 = page.waitForResponse((r) => r.url().includes("/myPage/billLists.do") && new URL(r.url()).searchParams.get("bcnCd") === "");
    await page.getByLabel("지점").selectOption("");
    await everyMallPage1;
    await appIdle(page);
    await expect(rows(page).first()).toBeVisible();
    let pages = 1;
    const started = Date.now();
    while (await more(page).isVisible()) {
      const before = await rows(page).count();
      // Two activations of the button in one go (a pointer double click can put its second click on the
      // first row of the page that just arrived where the button was, which opens that receipt instead).
      await more(page).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await expect.poll(() => rows(page).count()).toBeGreaterThan(before);
      pages++;
    }
    const total = await rows(page).count();
    const msPerPage = (Date.now() - started) / Math.max(1, pages - 1);
    test.info().annotations.push({ type: "receipts", description: `${pages} pages, ${total} rows, ${msPerPage.toFixed(0)} ms per page` });
    expect(pages).toBeGreaterThan(2);
    // Every page was asked for exactly once, in order, for every mall (bcnCd empty).
    const everyMall = calls.filter((c) => c.get("bcnCd") === "");
    expect(everyMall.map((c) => c.get("pageIndex"))).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)));
    expect(total).toBeGreaterThan((pages - 1) * 10);
  });

  test("a month, another mall and hanam's box reload from page 1 with the spec's fields", async ({ page }) => {
    const calls = listCalls(page);
    await openReceipts(page);
    await expect(rows(page).first()).toBeVisible();
    const first = calls[0]!;
    expect([...first.keys()].toSorted()).toEqual(["bcnCd", "custid", "endDate", "pageIndex", "sclassyn", "startDate"]);
    expect(first.get("bcnCd")).toBe("01");
    const month = await page.getByLabel("조회 기간").locator("option").nth(1).getAttribute("value");
    await page.getByLabel("조회 기간").selectOption(month!);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]!.get("startDate")).toBe(`${month}01`);
    expect(calls[1]!.get("endDate")).toBe(`${month}31`);
    await page.getByLabel("조회 기간").selectOption("all");
    await page.getByRole("checkbox", { name: "해외 명품 브랜드만 보기" }).check();
    await expect.poll(() => calls.at(-1)?.get("sclassyn")).toBe("Y");
    expect(calls.at(-1)!.get("pageIndex")).toBe("1");
    await page.getByLabel("지점").selectOption("02");
    await expect.poll(() => calls.at(-1)?.get("bcnCd")).toBe("02");
    expect(calls.at(-1)!.get("sclassyn")).toBe("N");
    await expect(page.getByRole("checkbox", { name: "해외 명품 브랜드만 보기" })).toHaveCount(0);
  });

  test("a receipt opens by keyboard and by pointer, closes by Escape, backdrop and confirm, and focus goes back to its row", async ({ page }) => {
    await openReceipts(page);
    const row = rows(page).first().getByRole("button");
    await row.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "영수증" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("영수증 내용")).toContainText("합계");
    await expect(dialog.getByRole("img", { name: /영수증 바코드 \d+/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();

    await row.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();

    await row.click();
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: failedLoad(500) });
    test("a failing list shows the spec's empty text", async ({ page }) => {
      await page.route("**/myPage/billLists.do*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"error"}' }));
      await openReceipts(page);
      await expect(page.getByText("최근 구매내역 및 영수증이 없습니다.")).toBeVisible();
      await expect(more(page)).toHaveCount(0);
    });
  });

  test("Centerfield lists receipts as links to their own page", async ({ page }) => {
    await openReceipts(page, "/centerfield/treceiptList");
    await page.getByLabel("지점").selectOption("");
    await rows(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/centerfield\/treceiptDetail\/\d{8}-/);
    await expect(page.getByLabel("영수증 내용")).toContainText("합계");
    await page.getByRole("link", { name: "목록으로" }).click();
    await expect(page).toHaveURL(/\/centerfield\/treceiptList$/);
  });

  test("keeps the mall and month in the URL: a reload and back return to them", async ({ page }) => {
    const calls = listCalls(page);
    await openReceipts(page, "/centerfield/treceiptList");
    const month = await page.getByLabel("조회 기간").locator("option").nth(1).getAttribute("value");
    await page.getByLabel("지점").selectOption("");
    await page.getByLabel("조회 기간").selectOption(month ?? "");
    await expect(page).toHaveURL(new RegExp(`/centerfield/treceiptList\\?mall=all&month=${month}$`));
    await page.reload();
    await expect(page.getByLabel("지점")).toHaveValue("");
    await expect(page.getByLabel("조회 기간")).toHaveValue(month ?? "");
    await expect.poll(() => calls.at(-1)?.get("startDate")).toBe(`${month}01`);
    expect(calls.at(-1)?.get("bcnCd")).toBe("");
    await rows(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/centerfield\/treceiptDetail\//);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`mall=all&month=${month}$`));
    await expect(page.getByLabel("지점")).toHaveValue("");
    await expect(page.getByLabel("조회 기간")).toHaveValue(month ?? "");
  });

  test("a visitor opening a receipt page gets the login prompt", async ({ page }) => {
    for (const path of ["/suwon/mypage/receipt", "/centerfield/treceiptList"]) {
      await page.goto(path);
      await expect(page.getByRole("dialog")).toContainText("로그인이 필요한 서비스입니다. 로그인하시겠습니까?");
    }
  });
});
