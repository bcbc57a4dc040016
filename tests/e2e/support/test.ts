import { test as base, expect } from "@playwright/test";

/** Console messages the app may legitimately print; everything else at error level fails the test. */
const expected: RegExp[] = [];

/** The e2e `test`: fails on any unexpected console error or uncaught page error. */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !expected.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
