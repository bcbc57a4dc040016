import type { Page, Route } from "@playwright/test";
import { expect, failedLoad, test } from "./support/test.ts";

// The fault matrix runs for every call of every built screen at the screen level
// (tests/unit/fault-matrix-*.test.ts, one file per group of areas); this is its sample in the real browser against the built app:
// the login terms page with its terms call failing each way, then recovering on retry.

const faults: [string, (route: Route) => Promise<void>][] = [
  ["a 500", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) })],
  ["malformed JSON", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{ not json" })],
  [
    "a 200 that breaks its schema",
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ message: "success", termsList: [{ terSeq: "x" }] }) }),
  ],
  ["no connection", (route) => route.abort("connectionfailed")],
];

async function logIn(page: Page) {
  await page.goto("/hanam/login");
  await page.getByLabel("아이디").fill("fieldmall01");
  await page.getByLabel("비밀번호").first().fill("Field!2026a");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/hanam$/);
}

test.describe("fault sample in the browser: the login terms page", () => {
  test.use({ allowedConsoleErrors: new RegExp(`${failedLoad(500).source}|ERR_CONNECTION_FAILED`) });

  for (const [name, answer] of faults) {
    test(`shows the error state with retry for ${name}, and recovers`, async ({ page }) => {
      await logIn(page);
      await page.route("**/api/login/acceptanceOfTerms.do*", answer);
      await page.goto("/hanam/login/agreement");
      const alert = page.getByRole("alert").filter({ has: page.getByRole("button") });
      await expect(alert).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "약관 동의" })).toBeVisible();
      await page.unroute("**/api/login/acceptanceOfTerms.do*");
      await alert.getByRole("button").click();
      await expect(page.getByRole("checkbox", { name: "전체 동의" })).toBeVisible();
    });
  }
});
