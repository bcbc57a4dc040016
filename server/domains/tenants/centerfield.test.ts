import { describe, expect, it } from "vitest";
import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import { call, createTestServer, decode } from "../../testing.ts";
import { tenantsDomain } from "./index.ts";

describe("Centerfield route finder", () => {
  const s = createTestServer([tenantsDomain]);
  const stores = async (input: Record<string, unknown> = {}) => decode(await call(s, E.cfRouteStores, {}, input), E.cfRouteStores.response);

  it("has 15 route places: parking (East and West share it), B2 three, B1 four, 1F four, 2F three", async () => {
    const { placeList } = await stores();
    expect(placeList).toHaveLength(15);
    expect(placeList.map((p) => p.index)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    const perFloor = (f: string) => placeList.filter((p) => p.floor === f).length;
    expect([perFloor("parking"), perFloor("B2"), perFloor("B1"), perFloor("F1"), perFloor("F2")]).toEqual([1, 3, 4, 4, 3]);
  });

  it("has 13 B2, 9 B1, 11 1F and 6 2F stores plus parking East and West, each with a route index on its floor", async () => {
    const { storeList, placeList } = await stores();
    const count = (f: string) => storeList.filter((x) => x.floor === f).length;
    expect({ B2: count("B2"), B1: count("B1"), F1: count("F1"), F2: count("F2") }).toEqual({ B2: 13, B1: 9, F1: 11, F2: 6 });
    expect(storeList.filter((x) => x.floor === "parking").map((x) => x.nameEn)).toEqual(["Parking East", "Parking West"]);
    for (const st of storeList) expect(placeList[st.index]!.floor, st.name).toBe(st.floor);
    expect(new Set(storeList.map((x) => x.key)).size).toBe(storeList.length);
  });

  it("filters stores by floor tab and by name (Korean or English)", async () => {
    expect((await stores({ floor: "F2" })).storeList).toHaveLength(6);
    expect((await stores({ keyword: "베이커리" })).storeList.map((x) => x.name)).toEqual(["한결 베이커리"]);
    expect((await stores({ keyword: "sushi" })).storeList.map((x) => x.nameEn)).toEqual(["Sushi Hanami"]);
    expect((await stores({ keyword: "100%" })).storeList).toEqual([]);
    expect((await call(s, E.cfRouteStores, {}, { floor: "3F" })).status).toBe(400);
  });

  it("answers a route map for every start/destination pair", async () => {
    for (let a = 0; a < 15; a++)
      for (let b = 0; b < 15; b++) {
        if (a === b) continue;
        const r = await decode(await call(s, E.cfRouteMap, {}, { start: a, dest: b }), E.cfRouteMap.response);
        expect(r.routeMap.start.index).toBe(a);
        expect(r.routeMap.dest.index).toBe(b);
        expect(r.routeMap.routeImgUri).toMatch(/^\/images\/seed\/cf-route-(p|b2|b1|1f|2f)-(p|b2|b1|1f|2f)\.svg$/);
      }
  });

  it("answers the route as legs with the floors' panels, step-free with the elevator only (stepFree=Y)", async () => {
    const route = async (input: Record<string, unknown>) => (await decode(await call(s, E.cfRouteMap, {}, input), E.cfRouteMap.response)).routeMap;
    const quick = await route({ start: 0, dest: 12 });
    expect(quick.stepFree).toBe("N");
    expect(quick.legs.map((l) => l.kind)).toEqual(["walk", "stairs", "walk", "escalator", "walk"]);
    expect(quick.floorMaps.map((m) => m.floor)).toEqual(["parking", "B2", "F2"]);
    expect(quick.floorMaps[0]!.imgUri).toBe("/images/seed/cf-route-p-p.svg");
    const level = await route({ start: 0, dest: 12, stepFree: "Y" });
    expect(level.stepFree).toBe("Y");
    expect(level.legs.map((l) => [l.kind, l.via?.nameEn ?? null])).toEqual([
      ["walk", null],
      ["elevator", "West elevator"],
      ["walk", null],
    ]);
    expect(level.floorMaps.map((m) => m.floor)).toEqual(["parking", "F2"]);
    expect(level.steps).toEqual(["출발: 주차장 (동측·서측)", "서측 엘리베이터 이용: P → 2F", "도착: 2F 동측 테라스"]);
    for (let a = 0; a < 15; a++)
      for (let b = 0; b < 15; b++)
        if (a !== b) for (const l of (await route({ start: a, dest: b, stepFree: "Y" })).legs) expect(["walk", "elevator"]).toContain(l.kind);
    expect((await call(s, E.cfRouteMap, {}, { start: 0, dest: 12, stepFree: "yes" })).status).toBe(400);
  });

  it("refuses a missing, equal or out-of-range pair with 400", async () => {
    for (const input of [{}, { start: 3 }, { start: 3, dest: 3 }, { start: 0, dest: 15 }, { start: -1, dest: 2 }, { start: "a", dest: 2 }])
      expect((await call(s, E.cfRouteMap, {}, input)).status, JSON.stringify(input)).toBe(400);
  });
});
