import { expect, test } from "./support/test.ts";

// The test browser itself (tests/e2e/support/browser-flags.ts): nothing runs per window that a
// headless test never shows.
test("a browser context opens only its own page: no address-bar popup is preloaded", async ({ browser, page }) => {
  await page.goto("/favicon.svg");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send("Target.getTargets")) as { targetInfos: { type: string; url: string }[] };
  await cdp.detach();
  expect(targetInfos.filter((t) => t.url.startsWith("chrome://")).map((t) => t.url)).toEqual([]);
  expect(targetInfos.filter((t) => t.type === "page").length).toBeGreaterThan(0);
});
