import { describe, expect, it } from "vitest";
import { seedImages } from "../../seed/images.ts";
import { createTestServer } from "../../testing.ts";
import { contentDomain } from "../content/index.ts";
import { searchDomain } from "../search/index.ts";
import { BRANDS } from "./brands.ts";
import { tenantsDomain } from "./index.ts";

// The seed's images are generated files (server/seed/write-images.ts); seeded URIs must never be broken links.
// That every generated file is on disk as rendered is server/seed/images.test.ts's check.

const all = seedImages();

describe("seed images", () => {
  it("gives every brand its own logo", () => {
    const logos = BRANDS.map((b) => all.get(`/images/seed/logo-${b.n}.svg`));
    expect(new Set(logos).size).toBe(BRANDS.length);
  });

  it("every image URI in the seeded tables points to a generated file", () => {
    const s = createTestServer([tenantsDomain, searchDomain, contentDomain]);
    const uris = new Set<string>();
    const columns: [string, string][] = [
      ["tnt_tenant", "logo_uri"],
      ["tnt_tenant", "mobi_logo_uri"],
      ["tnt_floor", "map_uri"],
      ["tnt_movie", "poster_uri"],
      ["cnt_banner", "img_uri"],
      ["cnt_popup", "img_uri"],
      ["cnt_exhibition", "img_uri"],
      ["cnt_story", "img_uri"],
    ];
    for (const [table, col] of columns)
      for (const r of s.deps.db.prepare(`SELECT DISTINCT ${col} AS u FROM ${table} WHERE ${col} <> ''`).all() as { u: string }[]) uris.add(r.u);
    for (const r of s.deps.db.prepare("SELECT cont FROM cnt_notice").all() as { cont: string }[])
      for (const m of r.cont.matchAll(/src="([^"]+)"/g)) uris.add(m[1]!);
    expect(uris.size).toBeGreaterThan(100);
    expect([...uris].filter((u) => !all.has(u))).toEqual([]);
  });
});
