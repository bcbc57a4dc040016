import { appIdle, expect, test } from "./support/test.ts";

test.describe("routes compiled from the manifests", () => {
  const redirects: [string, string][] = [
    ["/toGate", "/"],
    ["/hanam/toGate", "/"],
    ["/centerfield", "/centerfield/home"],
    ["/centerfield/event/main", "/centerfield/eventList"],
    ["/suwon", "/suwon/main"],
    ["/granseoul", "/granseoul/main"],
    ["/hanam/tenant/tenantDetail/T0000KD", "/hanam/tenant/fieldKids"],
    ["/hanam/tenant/tenantDetail/T0000LB", "/hanam/tenant/fieldLibrary"],
    ["/myeongji/tenant/tenantDetail/T0000CL", "/myeongji/tenant/cityLounge"],
    ["/hanam/event/main/E2021RLT", "/anseong/event/main/roulette"],
    ["/coexmall/event/stampEvent/202304/E020001", "/coexmall/event/main/E020001"],
    ["/hanam/event/main/end", "/hanam/event/main"],
    ["/hanam/event/main/end/12", "/hanam/event/main"],
    ["/hanam/event/brandPromotion/end/3", "/hanam/event/brandPromotion"],
    ["/hanam/tenant/fieldLibrary/goods2", "/hanam/tenant/fieldLibrary"],
    ["/hanam/store/rentalInfo", "/hanam/store/rentalInfo/livePlaza"],
    ["/hanam/store/investor", "/hanam/store/investor/notice"],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, "\\$&")}$`));
      // The target's page shows, not the boot splash it waited behind.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a redirect replaces its path in the history: back returns to the page before it", async ({ page }) => {
    await page.goto("/hanam");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/suwon");
    await expect(page).toHaveURL(/\/suwon\/main$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/hanam$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown top-level path goes to the mall where the user is located", async ({ page }) => {
    await page.goto("/somewhere");
    await expect(page).toHaveURL(/\/hanam$/);
    await page.goto("/wirye");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("위례");
    // The shell records the mall after the page shows: wait for it (a loaded CI machine was quicker to navigate than to store).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("visitedMallCode"))).toBe("04");
    await page.goto("/nowhere");
    await expect(page).toHaveURL(/\/wirye$/);
  });

  test("an unknown path inside a mall shows the not-found page", async ({ page }) => {
    await page.goto("/hanam/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /홈/ })).toHaveAttribute("href", "/hanam");
    await expect(page).toHaveURL(/\/hanam\/no\/such\/page$/);
  });

  test("a mall no manifest declares shows 'Mall not supported'", async ({ page }) => {
    await page.goto("/atlantis/event/main");
    await expect(page.getByText("Mall not supported")).toBeVisible();
    await page.goto("/?mall=atlantis");
    await expect(page.getByText("Mall not supported")).toBeVisible();
  });

  test("titles follow the mall's title rule", async ({ page }) => {
    await page.goto("/hanam");
    await expect(page).toHaveTitle(/하남/);
    await page.goto("/goyang/event/main");
    await expect(page).toHaveTitle(/\| .*고양/);
    await page.goto("/suwon/main");
    await expect(page).toHaveTitle("필드몰 수원");
    await page.goto("/suwon/event/main");
    await expect(page).toHaveTitle("필드몰 수원");
    await page.goto("/granseoul/main");
    await expect(page).toHaveTitle("그랑서울");
  });

  test("back falls back to the parent route when history holds only this page", async ({ page }) => {
    await page.goto("/hanam/event/main/E010001");
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    await expect(page).toHaveURL(/\/hanam\/event\/main$/);
  });

  test("the drawer closes on navigation", async ({ page }) => {
    await page.goto("/hanam");
    // The home's HTML is on screen before the app: its buttons take taps once the app has it.
    await appIdle(page);
    await page.getByRole("button", { name: "메뉴" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link").nth(1).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("/layouts is a development page: the production build does not mount it", async ({ page }) => {
    await page.goto("/layouts");
    await expect(page).toHaveURL(/\/hanam$/);
  });
});
