import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { namingProblem } from "./naming.ts";

const root = join(import.meta.dirname, ".");
const domains = readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory());

describe("domain file names", () => {
  it("follow the one scheme in every domain", () => {
    expect(domains.length).toBeGreaterThan(10);
    const problems = domains.flatMap((d) => readdirSync(join(root, d)).flatMap((f) => namingProblem(f) ?? []).map((p) => `${d}/${p}`));
    expect(problems).toEqual([]);
  });

  it("accepts the scheme's names", () => {
    for (const f of ["index.ts", "routes.ts", "routes-guest-book.ts", "store.ts", "store-qna.ts", "data-banners.ts", "seed-images.ts", "migrations.ts", "testing.ts", "events-extras.test.ts", "roulette.ts"])
      expect(namingProblem(f), f).toBeNull();
  });

  it("refuses the old names, saying what to call them", () => {
    expect(namingProblem("handlers.ts")).toContain("routes.ts");
    expect(namingProblem("handlers-core.ts")).toContain("routes");
    expect(namingProblem("login-routes.ts")).toContain("routes-<area>.ts");
    expect(namingProblem("queries.ts")).toContain("store.ts");
    expect(namingProblem("qna-rows.ts")).toContain("store-<area>.ts");
    expect(namingProblem("test-support.ts")).toContain("testing.ts");
    expect(namingProblem("dining-data.ts")).toContain("data-<part>.ts");
    expect(namingProblem("catalog-text.ts")).toContain("data-<part>.ts");
    expect(namingProblem("Weird_Name.ts")).toContain("not a name of the scheme");
  });
});
