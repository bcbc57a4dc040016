import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MALL_PROFILES } from "./mall-profiles.ts";

// The dining page's food-court tab asks for the courts its mall manifest names (foodCourts): they
// must be the courts the server seeds, or the tab would ask for one that answers 404.
describe("food courts: manifests and the server's mall profiles agree", () => {
  it.each(Object.entries(MALL_PROFILES))("%s", (mall, profile) => {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), "manifests", `${mall}.json`), "utf8")) as { foodCourts?: string[] };
    expect(manifest.foodCourts ?? []).toEqual(profile.foodCourts.map((c) => c.key));
  });
});
