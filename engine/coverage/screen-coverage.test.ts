import { describe, expect, it } from "vitest";
import { loadManifestFiles } from "../manifests/load-files.ts";
import { validateManifestFiles } from "../manifests/validate.ts";
import { formatCoverage, screenCoverage } from "./screen-coverage.ts";

const { bundle } = validateManifestFiles(loadManifestFiles(process.cwd()));

describe("screen coverage", () => {
  it("counts the product's routes: not the development-only style guide and flow lab", () => {
    const report = screenCoverage(bundle!, () => true);
    const paths = Object.values(report.routeSets).flatMap((rows) => rows.map((r) => r.path));
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((p) => /(^|\/)(layouts|__flows)$/.test(p))).toEqual([]);
    expect(paths).toContain("event");
  });

  it("says how many routes mount a built screen", () => {
    const built = new Set(["eventList"]);
    const report = screenCoverage(bundle!, (id) => built.has(id));
    const eventLists = Object.values(report.routeSets)
      .flat()
      .filter((r) => r.screen === "eventList").length;
    expect(eventLists).toBeGreaterThan(0);
    expect(formatCoverage(report, {})).toMatch(new RegExp(`, 1 implemented, ${eventLists}/\\d+ routes mount a built screen$`));
  });
});
