import { seededRandom } from "../../seed/random.ts";
import { UNITS_PER_FLOOR } from "./mall-profiles.ts";

// The geometry of a floor map: store units along two rows, a corridor with an atrium, and the
// facilities. It depends only on (mall, floor), so the seeded pins and the generated SVG files
// (public/images/seed/floor-<mall>-<fl>.svg) always agree.

export const MAP_WIDTH = 355;
export const MAP_HEIGHT = 260;

export interface Unit {
  x: number;
  y: number;
  w: number;
  h: number;
  cx: number;
  cy: number;
}

export type FacilityType = "restroom" | "nursing" | "elevator" | "escalator" | "atm" | "info" | "locker" | "stroller";

export interface FacilitySpot {
  type: FacilityType;
  x: number;
  y: number;
}

export interface FloorLayout {
  units: Unit[];
  atrium: { cx: number; cy: number; rx: number; ry: number };
  facilities: FacilitySpot[];
  /** Hue of the floor's colour scheme (0–359). */
  hue: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function row(random: () => number, count: number, y: number, h: number): Unit[] {
  const weights = Array.from({ length: count }, () => 0.7 + random() * 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const left = 12;
  const width = MAP_WIDTH - 24;
  let x = left;
  return weights.map((wt) => {
    const w = (wt / total) * width;
    const unit = { x: round1(x), y, w: round1(w - 2), h, cx: round1(x + w / 2 - 1), cy: round1(y + h / 2) };
    x += w;
    return unit;
  });
}

const OPTIONAL: readonly FacilityType[] = ["nursing", "atm", "info", "locker", "stroller"];

/** The deterministic layout of one floor of one mall. */
export function floorLayout(mall: string, fl: string): FloorLayout {
  const random = seededRandom(`floor:${mall}:${fl}`);
  const perRow = UNITS_PER_FLOOR / 2;
  const topH = 70 + Math.floor(random() * 14);
  const bottomH = 70 + Math.floor(random() * 14);
  const units = [...row(random, perRow, 12, topH), ...row(random, perRow, MAP_HEIGHT - 12 - bottomH, bottomH)];
  const corridorTop = 12 + topH;
  const corridorBottom = MAP_HEIGHT - 12 - bottomH;
  const cy = round1((corridorTop + corridorBottom) / 2);
  const atrium = { cx: round1(110 + random() * 135), cy, rx: round1(22 + random() * 14), ry: round1((corridorBottom - corridorTop) / 2 - 6) };
  const facilities: FacilitySpot[] = [
    { type: "restroom", x: 24, y: cy },
    { type: "restroom", x: MAP_WIDTH - 24, y: cy },
    { type: "elevator", x: 48, y: cy },
    { type: "escalator", x: round1(atrium.cx - atrium.rx - 12), y: cy },
  ];
  const extra = OPTIONAL.filter(() => random() < 0.45).slice(0, 2);
  extra.forEach((type, i) => facilities.push({ type, x: round1(atrium.cx + atrium.rx + 16 + i * 22), y: cy }));
  return { units, atrium, facilities, hue: Math.floor(random() * 360) };
}
