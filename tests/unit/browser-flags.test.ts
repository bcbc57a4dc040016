import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, e2eBrowserPath, FULL_CHROMIUM, HEADLESS_SHELL, PLAYWRIGHT_DISABLED_FEATURES, UNUSED_BROWSER_UI } from "../e2e/support/browser-flags.ts";

/** The features playwright-core's launcher disables, read from its installed source. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const source = readFileSync(join(root, "lib", "coreBundle.js"), "utf8");
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found: read its chromiumSwitches again");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe("the e2e browser's switches", () => {
  it("repeat every feature Playwright disables (Chromium keeps only the last --disable-features)", () => {
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(playwrightDisabledFeatures().sort());
  });

  it("give one --disable-features: Playwright's list and the unused browser UI", () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith("--disable-features="));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.slice("--disable-features=".length).split(",")).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI]);
  });
});

describe("the e2e browser", () => {
  it("is CHROMIUM_PATH when set, else Debian's headless shell, else Debian's full chromium", () => {
    const all = () => true;
    expect(e2eBrowserPath({ CHROMIUM_PATH: "/opt/chrome/chrome" }, all)).toBe("/opt/chrome/chrome");
    expect(e2eBrowserPath({}, all)).toBe(HEADLESS_SHELL);
    expect(e2eBrowserPath({ CHROMIUM_PATH: "" }, (p) => p !== HEADLESS_SHELL)).toBe(FULL_CHROMIUM);
  });
});
