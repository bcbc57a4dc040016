import type { Page } from "@playwright/test";
import { NOON } from "./support/clock.ts";
import { appIdle, axeViolations, expect, test } from "./support/test.ts";

// The mall home with what the operator runs there, against the reference server's seed: six main
// banners (the first links to the event list), two strip banners, this month's stamp event and the
// latest notices, from one main.do call.

test.use({ viewport: { width: 360, height: 740 } });

/** The layout shifts the page has had so far (CLS's entries, without those right after input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe("mall home", () => {
  test("shows the banners from one main.do call, then the slider moves on every 3 s; nothing shifts the layout", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    const calls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main.do") && calls.push(new URL(r.url()).search)));
    await page.goto("/hanam");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByRole("img", { name: "겨울 시즌 오프 최대 50%" }).first()).toBeVisible();
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    expect(calls).toEqual(["?lan=ko"]);
    await page.clock.runFor(3_300);
    await expect(banners.getByText("2 / 6")).toBeVisible();
    // Pausing holds it where it is.
    await banners.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    await page.clock.runFor(7_000);
    await expect(banners.getByText("2 / 6")).toBeVisible();
    await expect(page.getByRole("link", { name: /이번 달 스탬프 투어/ })).toHaveAttribute("href", /^\/hanam\/event\/stampEvent\/\d{6}\/S01\d{6}$/);
    await expect(page.getByRole("region", { name: "공지사항" }).getByRole("link")).toHaveCount(4);
    expect(await layoutShift(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a banner tap logs one hit in the background and opens its page", async ({ page }) => {
    const hits: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/bnhits.do" && hits.push(new URL(r.url()).searchParams.get("bnSeq") ?? "")));
    await page.goto("/hanam");
    const first = page.getByRole("region", { name: "메인 배너" }).locator(".swiper-slide-active img");
    await expect(first).toHaveAccessibleName("겨울 시즌 오프 최대 50%");
    await first.click();
    await expect(page).toHaveURL(/\/hanam\/event\/main$/);
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]).toMatch(/^\d+$/);
  });

  test("for a visitor who asked for reduced motion the slider does not move and has no pause button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date(NOON) });
    await page.goto("/hanam");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await expect(banners.getByRole("button")).toHaveCount(0);
  });

  test("an English visit asks for and shows the English banners and notices", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main.do") && calls.push(new URL(r.url()).search)));
    await page.addInitScript(() => localStorage.setItem("locale", "en"));
    await page.goto("/anseong");
    const banners = page.getByRole("region", { name: "Featured" });
    await expect(banners.getByRole("img", { name: "Winter Season Off up to 50%" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Notices" })).toBeVisible();
    expect(calls).toEqual(["?lan=en"]);
  });
});
