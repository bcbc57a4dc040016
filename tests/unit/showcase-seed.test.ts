import { describe, expect, it } from "vitest";
import { searchEndpoints } from "../../schemas/api/search.ts";
import { tenantsEndpoints as E } from "../../schemas/api/tenants.ts";
import type { Feature } from "../../schemas/manifest-common.ts";
import { bundle } from "../../engine/manifests/bundle.ts";
import { SHOWCASES, type ShowcaseKind } from "../../screens/stores/showcase-kinds.ts";
import { call, createTestServer, decode } from "../../server/testing.ts";
import { searchDomain } from "../../server/domains/search/index.ts";
import { tenantsDomain } from "../../server/domains/tenants/index.ts";

// The curated store pages' queries (screens/stores/showcase-kinds.ts) against the reference seed:
// every mall that offers a kind's page gets stores that fit it, so no page is empty by accident.

const s = createTestServer([tenantsDomain, searchDomain]);
const FEATURE: Partial<Record<ShowcaseKind, Feature>> = {
  specialGuide: "specialGuide",
  anchorTenants: "anchorTenants",
  luxury: "luxury",
  momAndKids: "momAndKids",
};
const malls = (f: Feature) =>
  Object.values(bundle.malls)
    .filter((m) => m.kind === "mall" && m.features.includes(f))
    .map((m) => m.path);

describe("the curated store pages on the seed", () => {
  for (const kind of ["specialGuide", "luxury", "momAndKids"] as const) {
    const source = SHOWCASES[kind].source;
    if (source.from !== "categoryInfo") throw new Error(`${kind} reads categoryInfo`);
    it.each(malls(FEATURE[kind]!))(`${kind} at %s lists stores that fit`, async (mall) => {
      const d = await decode(await call(s, E.categoryInfo, { mall }, source.filters), E.categoryInfo.response);
      expect(d.paginationInfo.totalRecordCount).toBeGreaterThan(0);
      if (kind === "luxury") expect(d.tntList.every((t) => t.cate_seq === 15)).toBe(true);
    });
  }

  it.each(malls("anchorTenants"))("anchor tenants at %s come with their descriptions", async (mall) => {
    const d = await decode(await call(s, E.anchorTenant, { mall }), E.anchorTenant.response);
    expect(d.anchorList.length).toBeGreaterThan(0);
    expect(d.anchorList.every((t) => t.anch_desc !== "")).toBe(true);
  });

  it("Suwon's hot places are ranked 1, 2, 3 …", async () => {
    const d = await decode(await call(s, searchEndpoints.recommend, { mall: "suwon" }), searchEndpoints.recommend.response);
    expect(d.search.hotPlaces.map((h) => h.HOT_RANK)).toEqual(d.search.hotPlaces.map((_, i) => i + 1));
  });
});
