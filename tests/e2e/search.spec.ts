import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./support/test.ts";

// The search page and Centerfield's search dialog against the reference server's seed, on a phone:
// hanam's stores 브런치가든 and 살롱 드 하루, Centerfield's 카페 모퉁이. A store found opens its store
// page, whose phone is a working tel: link.

const field = (page: Page) => page.getByRole("combobox", { name: "검색어" });

async function searchFor(page: Page, keyword: string) {
  await field(page).fill(keyword);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `‘${keyword}’ 검색결과` })).toBeVisible();
}

test.describe("search", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [keyword, store] of [
    ["브런치가든", "브런치가든"],
    ["브런치", "브런치가든"],
    ["살롱 드 하루", "살롱 드 하루"],
    ["살롱드하루", "살롱 드 하루"],
  ] as const) {
    test(`"${keyword}" finds ${store}, whose row opens its store page`, async ({ page }) => {
      await page.goto("/hanam/search");
      await searchFor(page, keyword);
      const stores = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: /^매장/ }) });
      const row = stores.getByRole("link", { name: new RegExp(store) }).first();
      await expect(row).toBeVisible();
      await row.click();
      await expect(page).toHaveURL(/\/hanam\/tenant\/tenantDetail\/T01\d{4}$/);
      await expect(page.getByRole("heading", { level: 1, name: store })).toBeVisible();
      await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", /^tel:0318072\d{4}$/);
    });
  }

  test("an empty keyword gives the notice; nothing found says so", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (r) => void (r.url().includes("/search/totalSearch.do") && searches.push(r.url())));
    await page.goto("/hanam/search");
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("검색어를 입력해 주세요.");
    expect(searches).toEqual([]);
    await field(page).fill("없는매장이름zz");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "검색결과가 없습니다." })).toBeVisible();
  });

  test("autocomplete is asked 300 ms after the last keystroke, not before; its list opens", async ({ page }) => {
    await page.goto("/hanam/search");
    await expect(page.getByRole("button", { name: "우수고객할인" })).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { __t: { keys: number[]; shown: number } };
      w.__t = { keys: [], shown: 0 };
      document.querySelector("[role=combobox]")!.addEventListener("input", () => w.__t.keys.push(performance.now()));
      new MutationObserver(() => {
        const list = document.querySelector("[role=listbox]") as HTMLElement | null;
        if (list && !list.hidden && w.__t.shown === 0) w.__t.shown = performance.now();
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await field(page).pressSequentially("살롱", { delay: 120 });
    await expect(page.getByRole("listbox", { name: "자동완성" })).toBeVisible();
    await expect(page.getByRole("option", { name: /살롱 드 하루/ })).toBeVisible();
    const t = await page.evaluate(() => {
      const w = window as unknown as { __t: { keys: number[]; shown: number } };
      const asks = performance.getEntriesByType("resource").filter((e) => e.name.includes("/search/autocomplete.do"));
      return { keys: w.__t.keys, shown: w.__t.shown, asks: asks.map((e) => e.startTime) };
    });
    // Every call comes 300 ms or more after the keystroke before it, and a keystroke followed by
    // another within 300 ms is never asked about: one call per pause in the typing (keystrokes are
    // sent 120 ms apart, but a busy machine can space them further), the last after the last keystroke.
    const last = t.keys.at(-1)!;
    const pauses = t.keys.filter((k, i) => (t.keys[i + 1] ?? Infinity) - k >= 300).length;
    for (const ask of t.asks) expect(ask - Math.max(...t.keys.filter((k) => k <= ask))).toBeGreaterThanOrEqual(299);
    expect(t.asks).toHaveLength(pauses);
    expect(t.asks.at(-1)! - last).toBeGreaterThanOrEqual(299);
    console.log(`search autocomplete: call ${Math.round(t.asks.at(-1)! - last)} ms and list ${Math.round(t.shown - last)} ms after the last keystroke`);
    // A tap searches that store.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("option", { name: /살롱 드 하루/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "‘살롱 드 하루’ 검색결과" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Nothing overflows sideways on the narrowest phone.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("recent keywords survive a reload, at most 5, most recent first", async ({ page }) => {
    await page.goto("/hanam/search");
    for (const k of ["국밥", "볼링", "키즈", "브런치", "살롱", "가든"]) await searchFor(page, k);
    await page.reload();
    const recent = page.locator("section").filter({ has: page.getByRole("heading", { name: "최근 검색어" }) });
    await expect(recent.getByRole("button", { name: /삭제$/ })).toHaveCount(6);
    await expect(recent.getByRole("listitem")).toHaveText(["가든", "살롱", "브런치", "키즈", "볼링"]);
    await recent.getByRole("button", { name: "살롱 삭제" }).click();
    await page.reload();
    await expect(recent.getByRole("listitem")).toHaveText(["가든", "브런치", "키즈", "볼링"]);
  });

  test("Centerfield's search dialog opens over an event page, searches and closes by back", async ({ page }) => {
    const list = await (await page.request.get("/api/centerfield/event/eventList.do?pageIndex=1&evtStat=ing")).json();
    const evtSeq = (list as { resultList: { evt_seq: string }[] }).resultList[0]!.evt_seq;
    await page.goto(`/centerfield/eventDetail/${evtSeq}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`/centerfield/eventDetail/${evtSeq}?cfSearch=Y`);
    const dialog = page.getByRole("dialog", { name: "검색" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "우수고객할인" })).toBeVisible();
    await dialog.getByRole("combobox", { name: "검색어" }).fill("카페모퉁이");
    await dialog.getByRole("button", { name: "검색", exact: true }).click();
    await expect(dialog.getByRole("link", { name: /카페 모퉁이/ })).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: /^강좌/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/centerfield/eventDetail/${evtSeq}$`));
    await expect(dialog).toHaveCount(0);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /닫기/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/centerfield/eventDetail/${evtSeq}$`));
  });
});
