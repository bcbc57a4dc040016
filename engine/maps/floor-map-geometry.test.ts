import { describe, expect, it } from "vitest";
import { FLOOR_MAP_BASE_HEIGHT, FLOOR_MAP_BASE_WIDTH, floorMapScale, pinOffset, scaleForWidth } from "./floor-map-geometry.ts";

describe("floor map geometry (spec part-2 §9: offsets from the screen width minus 60 against 355)", () => {
  it("scales by (width − 60) / 355", () => {
    expect(floorMapScale(415)).toBe(1);
    expect(floorMapScale(320)).toBeCloseTo(260 / 355, 10);
    expect(floorMapScale(430)).toBeCloseTo(370 / 355, 10);
  });

  it("never goes below zero on a screen narrower than the margins; a custom margin counts twice", () => {
    expect(floorMapScale(40)).toBe(0);
    expect(floorMapScale(375, 10)).toBe(1);
  });

  it("a rendered width is already the width minus the margins", () => {
    expect(scaleForWidth(355)).toBe(1);
    expect(scaleForWidth(720)).toBeCloseTo(720 / 355, 10);
    expect(scaleForWidth(-5)).toBe(0);
  });

  it("places a pin in pixels, rounded to a tenth; the base corners land on the map's corners", () => {
    const s = floorMapScale(320);
    expect(pinOffset({ x: 0, y: 0 }, s)).toEqual({ left: 0, top: 0 });
    expect(pinOffset({ x: FLOOR_MAP_BASE_WIDTH, y: FLOOR_MAP_BASE_HEIGHT }, s)).toEqual({ left: 260, top: 190.4 });
    expect(pinOffset({ x: 100, y: 50 }, 1)).toEqual({ left: 100, top: 50 });
    expect(pinOffset({ x: 177.5, y: 130 }, floorMapScale(430))).toEqual({ left: 185, top: 135.5 });
  });
});
