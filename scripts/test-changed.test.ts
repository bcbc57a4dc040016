import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_SCREENS_SPEC, AREA_SPECS, areaScreenIds, DEVTOOLS_SPECS, e2eGrep, e2eScriptImports, SHARED_SPECS, selectTests } from "./test-changed.mjs";

const root = process.cwd();
const areas = readdirSync("screens", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const specs = readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"));
const context = { screenIds: (area: string) => areaScreenIds(root, area), scriptImports: e2eScriptImports(root) };
const select = (...files: string[]) => selectTests(files, context);

describe("test:changed's choice of tests", () => {
  it("names specs for every screen area, only specs that exist, and leaves no spec unowned", () => {
    expect(Object.keys(AREA_SPECS).sort()).toEqual([...areas].sort());
    const named = new Set([...Object.values(AREA_SPECS).flat(), ...DEVTOOLS_SPECS, ...SHARED_SPECS]);
    expect([...named].filter((s) => !specs.includes(s))).toEqual([]);
    expect(specs.filter((s) => !named.has(s))).toEqual([]);
  });

  it("reads each area's screen ids as its registrations module registers them", async () => {
    for (const area of areas) {
      const module: Record<string, object> = await import(`../screens/${area}/registrations.ts`);
      const registered = Object.values(module).flatMap((v) => (typeof v === "object" ? Object.keys(v) : []));
      expect(areaScreenIds(root, area).sort(), area).toEqual(registered.sort());
    }
  });

  it("a screen's change: its unit tests by import, its area's specs and the smoke of the area's screens", () => {
    const choice = select("screens/member/my-page.screen.tsx");
    expect(choice.unit).toEqual(["screens/member/my-page.screen.tsx"]);
    expect(choice.e2e).toEqual({ all: false, specs: [...AREA_SPECS.member!].sort(), screenIds: areaScreenIds(root, "member").sort() });
    expect(areaScreenIds(root, "member")).toContain("myPage");
  });

  it("a unit test, a doc or a lint setting runs no e2e; a changed spec runs itself and no unit test", () => {
    expect(select("screens/member/my-page.screen.test.tsx", "engine/ui/skeleton.test.tsx", "docs/decisions/0001-x.md", "README.md", "biome.json").e2e).toEqual({
      all: false,
      specs: [],
      screenIds: [],
    });
    expect(select("tests/e2e/login.spec.ts")).toEqual({ unit: [], unitAllBecause: null, e2e: { all: false, specs: ["login.spec.ts"], screenIds: [] } });
    expect(select("devtools/flow-lab/flow-lab.screen.tsx").e2e).toEqual({ all: false, specs: DEVTOOLS_SPECS, screenIds: [] });
  });

  it("the kit, the app, the server, the contract and e2e support run every spec; manifests and test set-up every unit test too", () => {
    for (const f of [
      "engine/ui/skeleton.tsx",
      "app/main.tsx",
      "server/app.ts",
      "schemas/api/coupons.ts",
      "machines/login.machine.ts",
      "tests/e2e/support/test.ts",
      "index.html",
    ])
      expect(select(f).e2e, f).toEqual({ all: true, why: `${f} is outside the screen areas` });
    expect(select("screens/newarea/x.screen.tsx").e2e).toEqual({ all: true, why: 'screen area "newarea" has no specs in AREA_SPECS' });
    expect(select("engine/ui/skeleton.tsx").unit).toEqual(["engine/ui/skeleton.tsx"]);
    for (const f of ["manifests/hanam.json", "tests/setup/fresh-window.ts", "vite.config.ts", "package.json"])
      expect(select("screens/main/x.tsx", f).unit, f).toBe("all");
  });

  it("a script runs e2e only when a spec or the build imports it", () => {
    expect(context.scriptImports).toContain("scripts/bundle-layers.mjs");
    expect(select("scripts/bench-api.ts").e2e).toEqual({ all: false, specs: [], screenIds: [] });
    expect(select("scripts/bundle-layers.mjs").e2e.all).toBe(true);
  });

  it("picks a spec by file name and an all-screens case by the screen id in its title", () => {
    const grep = new RegExp(e2eGrep({ specs: ["events.spec.ts"], screenIds: ["myPage", "receipts"] }));
    expect(grep.test("app events.spec.ts events a visitor goes from the list")).toBe(true);
    expect(grep.test("app all-screens.spec.ts all built screens /hanam/myfield (myPage, ko, member)")).toBe(true);
    expect(grep.test("app all-screens.spec.ts all built screens /hanam/myfield (myPageFrame, ko)")).toBe(false);
    expect(grep.test("app all-screens.spec.ts all built screens /hanam/event (eventList, ko)")).toBe(false);
    expect(grep.test("app dining-events.spec.ts x")).toBe(false);
    expect(grep.test("app login.spec.ts x")).toBe(false);
  });

  // npx and Playwright loading every spec take seconds on a busy machine (over 5 s in CI): vitest's 5 s default is too short.
  it("Playwright lists exactly the chosen specs and the area's all-screens cases for that grep", () => {
    const choice = select("screens/visit/parking-info.screen.tsx").e2e;
    if (choice.all) throw new Error("a screen's change chose every spec");
    const run = spawnSync("npx", ["playwright", "test", "--list", "--grep", e2eGrep(choice)], { encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split("\n").filter((l) => l.includes(".spec.ts:"));
    const files = new Set(lines.map((l) => /› ([\w.-]+\.spec\.ts):/.exec(l)?.[1]));
    expect([...files].sort()).toEqual([...choice.specs, ALL_SCREENS_SPEC].sort());
    const smoke = lines.filter((l) => l.includes(ALL_SCREENS_SPEC));
    expect(smoke.length).toBeGreaterThan(0);
    expect(smoke.every((l) => choice.screenIds.some((id) => l.includes(`(${id},`)))).toBe(true);
  }, 60_000);
});
