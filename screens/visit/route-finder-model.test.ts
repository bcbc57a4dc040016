import { describe, expect, it } from "vitest";
import { floorDrawing, markerTarget, routeSteps, type RouteMap } from "./route-finder-model.ts";
import { routeMap } from "./route-finder.fixture.ts";

const route = (stepFree: boolean) => routeMap(0, 12, stepFree) as RouteMap;
const words = { start: (n: string) => `from ${n}`, ride: (v: string, f: string) => `${v} to ${f}`, walk: () => "walk", arrive: (n: string) => `at ${n}` };

describe("route finder model", () => {
  it("writes the rides between the start and the end, in the shown language", () => {
    expect(routeSteps(route(false), "P East", "Steak One", words, true)).toEqual([
      "from P East",
      "Central stairs to B2",
      "East escalator to 2F",
      "at Steak One",
    ]);
    expect(routeSteps(route(true), "주차장", "스테이크원", words, false)).toEqual(["from 주차장", "서측 엘리베이터 to 2F", "at 스테이크원"]);
    expect(routeSteps({ ...route(false), legs: [route(false).legs[0]!] }, "a", "b", words, true)).toEqual(["from a", "walk", "at b"]);
  });

  it("draws a floor's walks, the rides leaving it as markers and the end pins on their floors", () => {
    const r = route(false);
    const label = (via: string, f: string) => `${via}→${f}`;
    const p = floorDrawing(r, "parking", { start: "S", dest: "D" }, label, true);
    expect(p.lines).toEqual([
      [
        { x: 178, y: 130 },
        { x: 178, y: 175 },
      ],
    ]);
    expect(p.markers).toEqual([{ id: "leg-1", x: 178, y: 175, text: "ST → B2", label: "Central stairs→B2" }]);
    expect(p.pins).toEqual([{ id: "start", x: 178, y: 130, label: "S" }]);
    const top = floorDrawing(r, "F2", { start: "S", dest: "D" }, label, true);
    expect(top.markers).toEqual([]);
    expect(top.pins).toEqual([{ id: "dest", x: 300, y: 120, label: "D", highlighted: true }]);
    expect(markerTarget(r, "leg-3")).toBe("F2");
    expect(markerTarget(r, "leg-0")).toBeNull();
    expect(markerTarget(r, "leg-9")).toBeNull();
  });
});
