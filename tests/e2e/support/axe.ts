import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { Frame, Page } from "@playwright/test";
import axe, { type AxeResults, type ContextObject, type CrossTreeSelector, type PartialResults, type RunOptions } from "axe-core";

/**
 * axe on a page and every frame in it, finished in the page itself.
 *
 * Like @axe-core/playwright's analyze(): axe is injected into each frame through Playwright (so a
 * frame of another origin is audited too), `axe.runPartial` runs in each, and one `axe.finishRun`
 * puts the results together. That package finishes in a new blank tab, which starts a renderer
 * process of its own for every audit: in the all-screens smoke that cost more than the audit itself
 * (3.1 s a page on 2 busy cores). Here the audited page finishes its own run.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const partials = await partialsOf(page.mainFrame(), { include: [], exclude: [] }, options, true);
  // The arguments cross to the page as JSON: axe's deep types are not Playwright's to check.
  const args = JSON.stringify({ partials, options });
  return page.evaluate((json) => {
    const { partials, options } = JSON.parse(json) as { partials: PartialResults; options: RunOptions };
    return (window as unknown as AxeWindow).axe.finishRun(partials, options);
  }, args);
}

/** axe-core's package folder, which the e2e servers serve under /__test/ (their TEST_STATIC_DIR). */
export const AXE_FOLDER = dirname(createRequire(import.meta.url).resolve("axe-core/package.json"));

/** Where the e2e servers serve axe-core's package folder (TEST_STATIC_DIR in playwright.config.ts). */
export const AXE_SCRIPT = "/__test/axe.min.js";

/**
 * Puts axe into a frame once. A frame of the audited page's own origin loads it as a script of that
 * origin (the app's CSP runs no other), from the tab's HTTP cache after the first audit, where
 * evaluating axe.source sent 560 KB through Playwright on every audit (on the notice list: 0.61
 * CPU-seconds an audit against 0.43-0.46). Any other frame (a blank page, a srcdoc or sandboxed
 * frame, another origin) gets the source through Playwright.
 */
async function inject(frame: Frame): Promise<void> {
  if (await frame.evaluate((version) => (window as unknown as Partial<AxeWindow>).axe?.version === version, axe.version)) return;
  const origin = new URL(frame.url()).origin;
  // A page offline (tests/e2e/offline.spec.ts) cannot load it: it gets the source too.
  const loaded =
    /^https?:/.test(origin) &&
    origin === new URL(frame.page().url()).origin &&
    (await frame.addScriptTag({ url: `${origin}${AXE_SCRIPT}` }).then(
      () => true,
      () => false,
    ));
  if (!loaded) await frame.evaluate(axe.source);
}

/** A frame's window once axe is injected (callbacks run in the page: they name it themselves). */
type AxeWindow = { axe: typeof axe };

/**
 * The partial results of a frame and, depth first, of the frames in it, in the order finishRun
 * expects (axe.utils.getFrameContexts's). A frame that cannot be audited (gone, or its run failed)
 * counts as null, as in axe's own runner; the page's own failure fails the audit.
 */
async function partialsOf(frame: Frame, context: ContextObject, options: RunOptions, top = false): Promise<PartialResults> {
  try {
    await inject(frame);
    const args = JSON.stringify({ context, options });
    const [own, frames] = await frame
      .evaluate(async (json) => {
        const { context, options } = JSON.parse(json) as { context: ContextObject; options: RunOptions };
        const frames = (window as unknown as AxeWindow).axe.utils.getFrameContexts(context);
        return JSON.stringify([await (window as unknown as AxeWindow).axe.runPartial(context, options), frames]);
      }, args)
      .then((json) => JSON.parse(json) as [PartialResults[number], { frameSelector: CrossTreeSelector; frameContext: ContextObject }[]]);
    const children: PartialResults = [];
    for (const { frameSelector, frameContext } of frames) {
      const handle = await frame.evaluateHandle(
        (selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(JSON.parse(selector) as CrossTreeSelector),
        JSON.stringify(frameSelector),
      );
      const child = await handle.asElement()?.contentFrame();
      children.push(...(child ? await partialsOf(child, frameContext, options) : [null]));
    }
    return [own, ...children];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}
