import { describe, expect, it } from "vitest";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { entertainmentPath, movieDetailPath } from "./movie-links.ts";
import { lecturePath } from "./search-links.ts";
import { floorGuidePath, storePagePath, storePath } from "./store-links.ts";

const MALLS = ["hanam", "centerfield", "suwon", "granseoul"] as const;
const each = (f: (mall: string) => string | null) => Object.fromEntries(MALLS.map((m) => [m, f(m)]));

describe("store links", () => {
  it("open a store on its page, else as the floor guide's popup, keeping the floor on the guide", () => {
    expect(each((m) => storePath(m, "T1", "2F"))).toEqual({
      hanam: "/hanam/tenant/tenantDetail/T1",
      centerfield: "/centerfield/tenantDetail/T1",
      suwon: "/suwon/tenant/floorInfo/T1?fl=2F",
      granseoul: "/granseoul/tenant/floorInfo?tnId=T1&fl=2F",
    });
    expect(each((m) => storePath(m, "T1"))).toMatchObject({ suwon: "/suwon/tenant/floorInfo/T1", granseoul: "/granseoul/tenant/floorInfo?tnId=T1" });
  });

  it("know a store page only where the route set has one", () => {
    expect(each((m) => storePagePath(m, "T1"))).toEqual({
      hanam: "/hanam/tenant/tenantDetail/T1",
      centerfield: "/centerfield/tenantDetail/T1",
      suwon: null,
      granseoul: null,
    });
  });

  it("lead to the floor guide of each route set", () => {
    expect(each(floorGuidePath)).toEqual({
      hanam: "/hanam/tenant/floorInfo",
      centerfield: "/centerfield/floorInfo",
      suwon: "/suwon/tenant/floorInfo",
      granseoul: "/granseoul/tenant/floorInfo",
    });
  });

  it("lead to the entertainment page and a film's page where the mall has them", () => {
    expect(each(entertainmentPath)).toEqual({ hanam: "/hanam/tenant/entertainment", centerfield: null, suwon: "/suwon/entertainment", granseoul: null });
    expect(each((m) => movieDetailPath(m)("M 1"))).toEqual({ hanam: null, centerfield: null, suwon: "/suwon/entertainment/M%201", granseoul: null });
  });

  it("open a found lecture on its kind's program page with the lecture query", () => {
    const hanam = mallByPath("hanam")!;
    expect(lecturePath(hanam, "SLP0001")).toBe("/hanam/tenant/fieldLibrary?lecture=SLP0001");
    expect(lecturePath(hanam, "K0001")).toBe("/hanam/tenant/fieldKids?lecture=K0001");
    expect(lecturePath(mallByPath("centerfield")!, "K0001")).toBeNull();
  });
});
