import { LATE } from "./support/clock.ts";
import { asMember } from "./support/members.ts";
import { expect, failedLoad, test } from "./support/test.ts";

// Against the server whose clock starts at 23:30 in Seoul (MALL_CLOCK), with the browser's clock
// set the same: coupons are issued only 10:00:01-22:00:00.

test.describe("outside the coupon window", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the coupon page says when coupons can be had and asks for none; the server refuses one too", async ({ page }) => {
    await page.clock.install({ time: new Date(LATE) });
    await asMember(page);
    let issues = 0;
    page.on("request", (r) => void (r.method() === "POST" && r.url().includes("/eventCoupon/coupon/") && issues++));
    await page.goto("/hanam/event/coupon");
    await page.getByRole("button", { name: "음료 사이즈 업 무료 쿠폰 받기" }).click();
    await expect(page.getByRole("dialog").filter({ hasText: "쿠폰은 매일 10:00:01부터 22:00:00까지 받을 수 있습니다." })).toBeVisible();
    expect(issues).toBe(0);
    // Asked anyway (a phone whose clock is wrong), the server says no and issues nothing.
    const res = await page.request.post("/api/hanam/eventCoupon/coupon/59.do", { headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status()).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain("10:00:01");
    const mine = await page.request.get("/api/hanam/eventCoupon/myCouponListData.do?listType=my&pageIndex=1");
    expect(((await mine.json()) as { resultList: { cpSeq: number }[] }).resultList.map((c) => c.cpSeq)).not.toContain(59);
  });
});

test.describe("a refusal the phone did not expect", () => {
  test.use({ allowedConsoleErrors: failedLoad(422) });

  test("a phone whose clock says noon gets the server's refusal in the same words", async ({ page }) => {
    await page.clock.install({ time: new Date(LATE.replace("23:30", "12:00")) });
    await asMember(page);
    await page.goto("/hanam/event/coupon");
    // The phone's own check lets the tap through: the words come from the server's refusal.
    const refusal = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/eventCoupon/coupon/"));
    await page.getByRole("button", { name: "음료 사이즈 업 무료 쿠폰 받기" }).click();
    expect((await refusal).status()).toBe(422);
    await expect(page.getByRole("dialog").filter({ hasText: "쿠폰은 매일 10:00:01부터 22:00:00까지 받을 수 있습니다." })).toBeVisible();
  });
});
