import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { borrowingProblem, namingProblem } from "./naming.ts";

const root = join(import.meta.dirname, ".");
const domains = readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory());

describe("domain file names", () => {
  it("follow the one scheme in every domain", () => {
    expect(domains.length).toBeGreaterThan(10);
    const problems = domains.flatMap((d) =>
      readdirSync(join(root, d))
        .flatMap((f) => namingProblem(f) ?? [])
        .map((p) => `${d}/${p}`),
    );
    expect(problems).toEqual([]);
  });

  it("accepts the scheme's names", () => {
    for (const f of [
      "index.ts",
      "routes.ts",
      "routes-guest-book.ts",
      "store.ts",
      "store-qna.ts",
      "data-banners.ts",
      "seed-images.ts",
      "migrations.ts",
      "testing.ts",
      "events-extras.test.ts",
      "roulette.ts",
    ])
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

/** The specifiers a module imports or re-exports (static and dynamic). */
const importsOf = (text: string) =>
  [...text.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|^import\s+"([^"]+)"/gm)].map((m) => m[1] ?? m[2] ?? m[3]!);

describe("borrowing between domains", () => {
  it("goes through the other domain's index.ts (or testing.ts, from tests) in every domain", () => {
    const files = domains.flatMap((d) =>
      readdirSync(join(root, d))
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `${d}/${f}`),
    );
    const specs = files.flatMap((f) => importsOf(readFileSync(join(root, f), "utf8")).map((spec) => [f, spec] as const));
    expect(specs.filter(([, spec]) => spec.startsWith("../") && !spec.startsWith("../../")).length).toBeGreaterThan(10);
    expect(specs.flatMap(([f, spec]) => borrowingProblem(f, spec) ?? [])).toEqual([]);
  });

  it("lets a domain use its own files, server/ outside the domains, packages and other domains' index.ts", () => {
    for (const [file, spec] of [
      ["stamps/store.ts", "./routes.ts"],
      ["stamps/store.ts", "../../lib/kst.ts"],
      ["stamps/store.ts", "../../../schemas/api/coupons.ts"],
      ["stamps/store.ts", "node:path"],
      ["stamps/store.ts", "../coupons/index.ts"],
      ["stamps/stamps.test.ts", "../member/testing.ts"],
      ["coupons/testing.ts", "../member/testing.ts"],
      ["stamps/store.ts", "../stamps/store.ts"],
    ] as const)
      expect(borrowingProblem(file, spec), `${file} → ${spec}`).toBeNull();
  });

  it("refuses reaching past another domain's index.ts, naming the file and the import", () => {
    expect(borrowingProblem("stamps/store.ts", "../coupons/store.ts")).toBe(
      "stamps/store.ts: imports ../coupons/store.ts; another domain is reached through its index.ts (export what it lends there)",
    );
    expect(borrowingProblem("app/routes-device.ts", "../member/testing.ts")).toContain("through its index.ts (");
    expect(borrowingProblem("app/app.test.ts", "../member/demo-members.ts")).toContain("index.ts or testing.ts");
    expect(borrowingProblem("app/seed.ts", "../../domains/member/store.ts")).toContain("../../domains/member/store.ts");
  });
});
