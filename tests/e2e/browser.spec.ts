import { AXE_SCRIPT } from "./support/axe.ts";
import { appIdle, axeViolations, expect, test } from "./support/test.ts";

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

// The accessibility audit of the e2e tests (support/axe.ts): it reaches into frames, and it
// finishes in the audited page, opening no tab of its own.
test("axe finds a fault in the page and one in a frame inside it, and opens no other tab", async ({ page }) => {
  // An image without a text alternative in the page; a button without a name in a frame.
  const frame = `<!doctype html><html lang="en"><title>inner</title><main><button></button></main></html>`;
  // A blank HTML document first: a kept tab may be on an SVG file, where no HTML can be written.
  await page.goto("about:blank");
  await page.setContent(
    `<!doctype html><html lang="en"><title>outer</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><iframe title="inner" srcdoc='${frame}'></iframe></main></html>`,
  );
  const opened: string[] = [];
  page.context().on("page", (p) => opened.push(p.url()));
  const found = await axeViolations(page);
  expect(found.find((v) => v.startsWith("image-alt:"))).toBe("image-alt: img");
  expect(found.find((v) => v.startsWith("button-name:"))).toBe("button-name: iframe button");
  expect(opened).toEqual([]);
});

// On an app page axe loads as a script of the app's origin (the tab's HTTP cache then serves it),
// not as 560 KB of source sent through Playwright on every audit.
test("axe audits an app page from a script of the app's own origin", async ({ page }) => {
  await page.goto("/hanam/service/notice");
  await appIdle(page);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator(`script[src$="${AXE_SCRIPT}"]`)).toHaveCount(1);
  // A second audit of the same page uses the axe already there.
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator(`script[src$="${AXE_SCRIPT}"]`)).toHaveCount(1);
});
