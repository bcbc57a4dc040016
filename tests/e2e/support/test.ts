import { test as base, expect } from "@playwright/test";

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
