import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/open.ts";
import { domains } from "../domains.ts";
import { VIP_CLUB_IMAGE } from "../domains/member/seed-images.ts";
import { carImageUri } from "../domains/mycar/seed-images.ts";
import { createTestServer } from "../testing.ts";
import { GENERATED_AREAS, seedImages } from "./images.ts";

// Seeded image URIs must never be broken links, whatever the seed clock: every /images/ path in any
// column of any seeded table (HTML included) must have its file under public/. External
// (https://host/images/…) addresses are not checked.

const publicDir = join(process.cwd(), "public");
/** A root-relative /images/ path; one that follows a host or another path segment is not matched. */
const IMAGE_PATH = /(?<![\w.~%/:@-])\/images\/[^\s"'<>()?#\\]+/g;

/** Every /images/ path in a TEXT value of any table → the first table.column that holds it. */
function imagePathsIn(db: Db): Map<string, string> {
  const found = new Map<string, string>();
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  for (const { name: table } of tables)
    for (const { name: col } of db.prepare<[], { name: string }>(`PRAGMA table_info("${table}")`).all())
      for (const { v } of db
        .prepare<[], { v: string }>(`SELECT DISTINCT "${col}" AS v FROM "${table}" WHERE typeof("${col}") = 'text' AND "${col}" LIKE '%/images/%'`)
        .all())
        for (const [path] of v.matchAll(IMAGE_PATH)) if (!found.has(path)) found.set(path, `${table}.${col}`);
  return found;
}

const missing = (paths: Map<string, string>) => [...paths].filter(([p]) => !existsSync(join(publicDir, p))).map(([p, where]) => `${where}: ${p}`);

describe("seed images", () => {
  const images = seedImages();

  it("matches image paths in text and HTML, but not external addresses", () => {
    const text = `<p><img src="/images/seed/a.svg" alt=""></p> /images/b.png?v=1 https://cdn.example/images/c.jpg //cdn.example/images/d.jpg /uploads/images/e.jpg`;
    expect([...text.matchAll(IMAGE_PATH)].map((m) => m[0])).toEqual(["/images/seed/a.svg", "/images/b.png"]);
  });

  it("has every generated image on disk as rendered (rerun server/seed/write-images.ts after changing a renderer)", () => {
    const stale = [...images]
      .filter(([uri, svg]) => !existsSync(join(publicDir, uri)) || readFileSync(join(publicDir, uri), "utf8") !== svg)
      .map(([uri]) => uri);
    expect(stale).toEqual([]);
  });

  it("keeps only generated, small files in the generated areas", () => {
    const files = GENERATED_AREAS.flatMap((area) => readdirSync(join(publicDir, "images", "seed", area)).map((name) => `/images/seed/${area}/${name}`));
    expect(files.filter((uri) => !images.has(uri))).toEqual([]);
    expect(files.filter((uri) => statSync(join(publicDir, uri)).size >= 3 * 1024)).toEqual([]);
    expect(files.reduce((sum, uri) => sum + statSync(join(publicDir, uri)).size, 0)).toBeLessThan(512 * 1024);
  });

  for (const clock of [undefined, new Date("2027-03-01T03:00:00Z")])
    it(`finds a file for every image path in the seeded tables (${clock ? clock.toISOString() : "default clock"})`, { timeout: 60_000 }, () => {
      const s = clock ? createTestServer(domains, () => clock) : createTestServer(domains);
      const paths = imagePathsIn(s.deps.db);
      expect(paths.size).toBeGreaterThan(200);
      expect(missing(paths)).toEqual([]);
      // Images the routes derive from seeded rows: the parking cameras' snapshots and the VIP popup.
      const cars = s.deps.db.prepare<[], { id: number }>("SELECT id FROM parked_cars").all();
      expect(cars.length).toBeGreaterThan(0);
      const derived = new Map([
        ...cars.map((c): [string, string] => [carImageUri(c.id), "mycar search carImgUrl"]),
        [VIP_CLUB_IMAGE, "member VIP popup imgUrl"],
      ]);
      expect(missing(derived)).toEqual([]);
    });
});
