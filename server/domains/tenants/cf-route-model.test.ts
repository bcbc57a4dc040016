import { describe, expect, it } from "vitest";
import { CF_CONNECTORS, cfRoute, cfRouteSteps } from "./cf-route-model.ts";
import { CF_FLOORS, CF_PLACES } from "./data-centerfield.ts";

const pairs = CF_PLACES.flatMap((a) => CF_PLACES.filter((b) => b.index !== a.index).map((b) => [a, b] as const));

describe("Centerfield route model", () => {
  it("connects every floor to its neighbours only, each connector at one spot", () => {
    for (const c of CF_CONNECTORS) {
      const levels = c.floors.map((f) => CF_FLOORS.indexOf(f));
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, c.key).toBe(1);
    }
    // The elevator serves every floor: a step-free route exists between any two places.
    expect(CF_CONNECTORS.filter((c) => c.kind === "elevator").flatMap((c) => c.floors)).toEqual(expect.arrayContaining([...CF_FLOORS]));
  });

  for (const stepFree of [false, true])
    it(`has a route for every ordered pair of the 15 places (${stepFree ? "step-free" : "any way"}) that starts and ends at the places`, () => {
      for (const [a, b] of pairs) {
        const legs = cfRoute(a.index, b.index, stepFree);
        expect(legs.length, `${a.index}→${b.index}`).toBeGreaterThan(0);
        expect(legs[0]!.floor).toBe(a.floor);
        expect(legs[legs.length - 1]!.toFloor).toBe(b.floor);
        const first = legs[0]!.path[0]!;
        expect([first.x, first.y]).toEqual([a.x, a.y]);
        const last = legs[legs.length - 1]!;
        if (last.kind === "walk") expect(last.path[last.path.length - 1]).toEqual({ x: b.x, y: b.y });
        // Legs follow on: each begins on the floor where the one before ended.
        for (let i = 1; i < legs.length; i++) expect(legs[i]!.floor, `${a.index}→${b.index} leg ${i}`).toBe(legs[i - 1]!.toFloor);
        // A walk stays on its floor; a ride changes floor.
        for (const l of legs) expect(l.kind === "walk", JSON.stringify(l)).toBe(l.floor === l.toFloor);
      }
    });

  it("never uses stairs or escalators when step-free", () => {
    for (const [a, b] of pairs) for (const l of cfRoute(a.index, b.index, true)) expect(["walk", "elevator"], `${a.index}→${b.index}`).toContain(l.kind);
  });

  it("is deterministic and stays on the floor between places of one floor", () => {
    for (const [a, b] of pairs) expect(cfRoute(a.index, b.index, false)).toEqual(cfRoute(a.index, b.index, false));
    expect(cfRoute(1, 3, false).map((l) => l.kind)).toEqual(["walk"]);
  });

  it("takes the stairs and the east escalator from parking to the 2F East Terrace, the west elevator step-free", () => {
    const quick = cfRoute(0, 12, false);
    expect(quick.map((l) => [l.kind, l.floor, l.toFloor, l.via])).toEqual([
      ["walk", "parking", "parking", null],
      ["stairs", "parking", "B2", "st-center"],
      ["walk", "B2", "B2", null],
      ["escalator", "B2", "F2", "es-east"],
      ["walk", "F2", "F2", null],
    ]);
    const stepFree = cfRoute(0, 12, true);
    expect(stepFree.map((l) => [l.kind, l.floor, l.toFloor, l.via])).toEqual([
      ["walk", "parking", "parking", null],
      ["elevator", "parking", "F2", "ev-west"],
      ["walk", "F2", "F2", null],
    ]);
    expect(cfRouteSteps("주차장", "2F 동측 테라스", stepFree)).toEqual(["출발: 주차장", "서측 엘리베이터 이용: P → 2F", "도착: 2F 동측 테라스"]);
  });
});
