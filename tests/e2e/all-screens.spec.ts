import { builtRoutes } from "../support/built-routes.ts";
import { axeViolations, expect, test } from "./support/test.ts";

// The all-screens smoke: every built route of every route set, as a visitor on a phone, in every
// locale its mall allows. A screen joins this net by being registered as built.
const routes = builtRoutes();

test.describe("all built screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the net is not empty", () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  for (const r of routes) {
    for (const locale of r.locales) {
      test(`${r.path} (${r.screen}, ${locale})`, async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem("locale", l), locale);
        await page.goto(r.path);
        await page.waitForLoadState("networkidle");
        // Not blank: the page (or the login prompt of a member page) says something.
        const text = (await page.locator("body").innerText()).trim();
        expect(text.length, "the page shows text").toBeGreaterThan(10);
        expect(await page.title(), "the page has a title").not.toBe("");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // Fits a 320 px phone: nothing scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
