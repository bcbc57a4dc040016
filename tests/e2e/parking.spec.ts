import type { Route } from "@playwright/test";
import { NOON } from "./support/clock.ts";
import { expect, failedLoad, test } from "./support/test.ts";

// The parking page's live counts on a phone, with the page's clock (page.clock drives its 30 s
// refresh timer) and the counts call intercepted after the server's first answer, so each refresh
// gets an answer the test chose. axe checks the page in the all-screens smoke (with a page clock
// installed, axe's own timers made it take 12 s here).

const REFRESH_MS = 30_000;

const answer = (b1Free: number, time: string) => ({
  message: "success",
  updDttm: `2026-11-20 ${time}`,
  resultList: [
    { floor: "B1", totalCnt: 400, parkCnt: 400 - b1Free, emptyCnt: b1Free },
    { floor: "B2", totalCnt: 500, parkCnt: 450, emptyCnt: 50 },
  ],
});

test.describe("parking", () => {
  test.use({ viewport: { width: 320, height: 640 }, allowedConsoleErrors: failedLoad(500) });

  test("the live counts per floor are shown and refreshed every 30 s; a failed refresh keeps them with a note", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) => route.continue(),
      (route) => route.fulfill({ json: answer(4, "12:00:30") }),
      (route) => route.fulfill({ status: 500, json: { message: "error" } }),
    ];
    let calls = 0;
    await page.route("**/api/hanam/myCar/parkingCNT.do*", (route) => answers[Math.min(calls++, answers.length - 1)]!(route));

    await page.goto("/hanam/store/parkingInfo");
    const live = page.getByRole("region", { name: "실시간 주차 현황" });
    const b1 = live.getByRole("listitem").filter({ hasText: "B1" });
    // The reference server's seeded counts: four floors at Hanam.
    await expect(live.getByRole("listitem")).toHaveCount(4);
    await expect(live.getByText(/^\d{2}:\d{2} 기준 · 30초마다 새로 고침$/)).toBeVisible();
    await expect(page.getByText("당일 30,000원 이상 구매하면 2시간 무료")).toBeVisible();
    expect(calls).toBe(1);

    await page.clock.runFor(REFRESH_MS - 1_000);
    expect(calls).toBe(1);
    await page.clock.runFor(1_000);
    await expect(b1).toContainText("만차");
    await expect(b1).toContainText("빈자리 4면 / 400면");
    await expect(live.getByText("12:00 기준 · 30초마다 새로 고침")).toBeVisible();
    expect(calls).toBe(2);

    // The failed refresh (a 500, retried once by the client) keeps the counts, quietly.
    await page.clock.runFor(REFRESH_MS);
    await expect(live.getByRole("status")).toHaveText("새로 고치지 못했습니다. 12:00 기준 정보입니다.");
    await expect(b1).toContainText("빈자리 4면 / 400면");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
