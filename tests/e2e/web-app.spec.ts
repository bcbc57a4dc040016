import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, fullBrowserPath } from "./support/browser-flags.ts";
import { expect, test } from "./support/test.ts";

// Installing the app from the browser (decision 0046). The headless shell the suite runs on answers
// every installability question with "no error", so these checks run in the full browser, in a
// profile of its own (a Playwright context counts as incognito, which Chrome never installs from).

interface InstallabilityError {
  errorId: string;
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: InstallabilityError[] };
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    await cdp.detach();
  }
}

async function appManifest(page: Page): Promise<{ url: string; errors: unknown[]; data: Record<string, unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const got = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
    return { url: got.url, errors: got.errors, data: JSON.parse(got.data) as Record<string, unknown> };
  } finally {
    await cdp.detach();
  }
}

test.describe("installing the app from the browser", () => {
  let profile = "";
  let context: BrowserContext;
  test.beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), "mall-install-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: fullBrowserPath(),
      args: [...CHROMIUM_ARGS],
      viewport: { width: 390, height: 844 },
    });
  });
  test.afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  for (const [path, name, manifest] of [
    ["/hanam", "필드몰 하남", "/webapp/hanam.webmanifest"],
    ["/centerfield", "센터필드", "/webapp/centerfield.webmanifest"],
    ["/", "FIELD MALL", "/webapp/gate.webmanifest"],
  ] as const)
    test(`${path} offers an installable app named ${name}, starting there, with its brand's colours and icons`, async ({ baseURL }) => {
      const page = await context.newPage();
      // This profile is not the suite's: its pages' console errors are collected here.
      const consoleErrors: string[] = [];
      page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
      page.on("pageerror", (e) => consoleErrors.push(e.message));
      try {
        await page.goto(`${baseURL}${path}`);
        // The page is up (the gate with a section open, a home with its heading).
        await expect(path === "/" ? page.locator("button[aria-expanded=true]") : page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifest);
        const got = await appManifest(page);
        expect(new URL(got.url).pathname).toBe(manifest);
        expect(got.errors).toEqual([]);
        expect(got.data).toMatchObject({ name, start_url: path, display: "standalone" });
        expect(got.data.theme_color).toMatch(/^#[0-9a-f]{6}$/);
        await expect.poll(() => installabilityErrors(page)).toEqual([]);
        for (const icon of got.data.icons as { src: string }[]) {
          const res = await page.request.get(`${baseURL}${icon.src}`);
          expect(res.status(), icon.src).toBe(200);
          expect(res.headers()["content-type"]).toBe("image/png");
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

  test("the check names what is wrong with a manifest that cannot be installed (the judge can fail)", async ({ baseURL }) => {
    const page = await context.newPage();
    try {
      await page.route("**/webapp/hanam.webmanifest", (route) =>
        route.fulfill({ contentType: "application/manifest+json", body: JSON.stringify({ name: "x", start_url: "/hanam", display: "browser", icons: [] }) }),
      );
      await page.goto(`${baseURL}/hanam`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => installabilityErrors(page)).toEqual(expect.arrayContaining(["manifest-display-not-supported", "manifest-missing-suitable-icon"]));
    } finally {
      await page.close();
    }
  });
});
