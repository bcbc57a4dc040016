import { describe, expect, it } from "vitest";
import { unitFilesByProject } from "./unit-projects.mjs";

describe("unit projects", () => {
  const files = unitFilesByProject(process.cwd());
  const all = [...files.node, ...files.dom, ...files.isolated];

  it("puts every unit test file in exactly one project", () => {
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("scripts/unit-projects.test.ts");
    expect(all.every((f) => /\.test\.tsx?$/.test(f))).toBe(true);
  });

  it("runs jsdom files in dom, and files that replace modules (vi.mock) isolated", () => {
    expect(files.dom).toContain("engine/routing/use-screen-query.test.tsx");
    expect(files.node).toContain("server/env.test.ts");
    expect(files.isolated).toContain("engine/api/logging.test.ts");
    expect(files.dom).not.toContain("engine/api/logging.test.ts");
  });
});
