import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console messages the app may legitimately print; everything else at error level fails the test. */
const expected: RegExp[] = [];

/**
 * The e2e `test`: fails on any unexpected console error or uncaught page error. A test that
 * provokes an error answer on purpose (a wrong password: 401) lists what the browser will log for
 * it in `allowedConsoleErrors`, so nothing else slips through.
 */
export const test = base.extend<{ consoleGuard: void; allowedConsoleErrors: RegExp | null }>({
  // One pattern (use alternation for several): Playwright reads an array given to test.use as [value, options].
  allowedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = allowedConsoleErrors ? [...expected, allowedConsoleErrors] : expected;
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowed.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** What Chromium logs for an error answer of one of the given statuses. */
export const failedLoad = (...statuses: number[]) => new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join("|")}) `);

export { expect };

/**
 * axe's violations on the page once it is still: running animations (a panel fading in, the
 * splash fading out) are awaited first, or contrast is measured on a half-transparent frame.
 * Each violation reads "rule: selectors".
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A looping one (a skeleton's pulse, a spinner) never finishes.
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
