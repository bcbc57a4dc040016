import { axeViolations, expect, test } from "./support/test.ts";

// The curated store pages and the entertainment pages against the reference server's seed, on a
// phone: hanam's anchor tenants (the seed's anchors: luxury boutiques, the cinema, a living store),
// Suwon's hot places by rank, the cinema listings (14 films showing: two pages of 10; 4 coming soon)
// and a film's page on Suwon (entertainment/:id, the listing's movieCd).

test.describe("curated stores and movies", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("hanam's anchor tenants each show their description and open their store page", async ({ page }) => {
    await page.goto("/hanam/tenant/anchorTenant");
    await expect(page.getByRole("heading", { level: 1, name: "대표 매장" })).toBeVisible();
    const list = page.getByRole("region", { name: "대표 매장 매장 목록" });
    await expect(list.getByRole("link")).toHaveCount(6);
    const store = list.getByRole("link", { name: /메종 오렐/ });
    await expect(store).toContainText("1층을 대표하는 패션 앵커 매장");
    expect(await axeViolations(page)).toEqual([]);
    await store.click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/tenantDetail\/T010069$/);
  });

  test("hanam's luxury page says luxury spend counts toward the VIP club tier", async ({ page }) => {
    await page.goto("/hanam/tenant/luxury");
    await expect(page.getByRole("note")).toHaveText("필드몰 하남 럭셔리 매장에서 구매하신 금액은 VIP 클럽 등급 산정에 포함됩니다.");
    await expect(page.getByRole("region", { name: "럭셔리 매장 목록" }).getByRole("link")).toHaveCount(4);
  });

  test("Suwon's hot places are listed by rank and open the store on the floor guide", async ({ page }) => {
    await page.goto("/suwon/hotPlaces");
    const list = page.getByRole("region", { name: "핫플레이스 매장 목록" });
    const links = list.getByRole("link");
    await expect(links).toHaveCount(8);
    await expect(links.nth(0)).toHaveText("1위스시 하나미");
    await expect(links.nth(1)).toHaveText("2위포엔 쌀국수");
    await expect(links.nth(2)).toHaveText("3위화로정");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/suwon\/tenant\/floorInfo\/T090008$/);
  });

  test("the movie listing shows now by default, pages with more, switches to coming soon and back", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith("/entertainment/megabox.do")) calls.push(`${u.searchParams.get("type")}${u.searchParams.get("pagenum")}`);
    });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/hanam/tenant/entertainment");
    await expect(page.getByRole("heading", { level: 2, name: "메가박스 상영 영화" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "현재 상영작" })).toHaveAttribute("aria-selected", "true");
    const now = page.getByRole("region", { name: "현재 상영작 목록" });
    await expect(now.getByRole("heading", { level: 3 })).toHaveCount(10);
    await expect(now.getByRole("img", { name: "한강의 여름 포스터" })).toBeVisible();
    await expect(now.getByRole("heading", { level: 3, name: /한강의 여름/ }).getByRole("img", { name: "12세 이상 관람가" })).toBeVisible();
    await expect(now.getByText(/^\d{2}:\d{2} \d+관, 잔여 좌석 \d+석 \(총 \d+석\)$/).first()).toBeAttached();
    // Every grade badge has its colour (a class the stylesheet really defines).
    for (const grade of ["전체 관람가", "12세 이상 관람가", "15세 이상 관람가", "청소년 관람불가"]) {
      const bg = await now
        .getByRole("img", { name: grade })
        .first()
        .evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(bg, grade).not.toBe("rgba(0, 0, 0, 0)");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await now.getByRole("button", { name: "더보기" }).click();
    await expect(now.getByRole("heading", { level: 3 })).toHaveCount(14);
    await expect(now.getByRole("button", { name: "더보기" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "상영 예정작" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/entertainment\?type=soon$/);
    const soon = page.getByRole("region", { name: "상영 예정작 목록" });
    await expect(soon.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(soon.getByRole("heading", { level: 3, name: /비밀의 정원사/ })).toBeVisible();
    await expect(soon.getByText(/잔여 좌석/)).toHaveCount(0);
    await page.getByRole("tab", { name: "현재 상영작" }).click();
    await expect(page).toHaveURL(/\/hanam\/tenant\/entertainment$/);
    await expect(page.getByRole("region", { name: "현재 상영작 목록" }).getByRole("heading", { level: 3 }).first()).toBeVisible();
    expect(calls.slice(0, 1)).toEqual(["now1"]);
    expect(calls).toContain("now2");
    expect(calls).toContain("soon1");
  });

  test("a Suwon film opens its page with today's show times by screen; an unknown film says so", async ({ page }) => {
    await page.goto("/suwon/entertainment");
    await expect(page.getByRole("heading", { level: 2, name: "CGV 상영 영화" })).toBeVisible();
    await page.getByRole("link", { name: "한강의 여름" }).click();
    await expect(page).toHaveURL(/\/suwon\/entertainment\/CG00001$/);
    await expect(page.getByRole("heading", { level: 1, name: "한강의 여름" })).toBeVisible();
    // Loaded directly too (nothing cached): Suwon's empty Megabox answer is no reason to give up.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "한강의 여름" })).toBeVisible();
    await expect(page.getByRole("img", { name: "한강의 여름 포스터" })).toBeVisible();
    const shows = page.getByRole("region", { name: /^\d+관$/ });
    expect(await shows.count()).toBeGreaterThan(0);
    await expect(shows.first().getByRole("listitem").first()).toContainText(/\d{2}:\d{2}잔여 \d+\/\d+석/);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/suwon/entertainment/CG00099");
    await expect(page.getByRole("heading", { level: 1, name: "영화를 찾을 수 없습니다. 상영이 끝났거나 주소가 잘못되었습니다." })).toBeVisible();
    await page.getByRole("link", { name: "엔터테인먼트 목록" }).click();
    await expect(page).toHaveURL(/\/suwon\/entertainment$/);
  });
});
