import { svgDoc, text } from "../../seed/svg-kit.ts";

// The parking cameras' snapshots of parked cars (public/images/seed/mycar/car-<k>.svg): a car seen
// from the front in its bay, in one of eight colours; the plate is left blank.

const CAR_COLORS = ["#f4f4f2", "#22252b", "#b8bec6", "#c2303a", "#2f5fa8", "#5b6b7c", "#d8c8a8", "#2f6b4f"] as const;

/** The snapshot shown for parked car id (a parked_cars row id). */
export const carImageUri = (id: number): string => `/images/seed/mycar/car-${((Math.max(1, id) - 1) % CAR_COLORS.length) + 1}.svg`;

export function renderCar(k: number): string {
  const body = CAR_COLORS[k - 1]!;
  const dark = k === 2;
  return svgDoc(
    640,
    360,
    `<rect width="640" height="360" fill="#6f7378"/><rect y="250" width="640" height="110" fill="#5d6166"/>` +
      `<path d="M90 360 150 120M550 360 490 120" stroke="#f2d44a" stroke-width="8"/><rect x="0" y="0" width="640" height="70" fill="#4b4f54"/>` +
      `<rect x="${k % 2 ? 40 : 520}" y="20" width="80" height="30" rx="4" fill="#2d8a4e"/>` +
      `<rect x="186" y="282" width="40" height="46" rx="8" fill="#1a1a1a"/><rect x="414" y="282" width="40" height="46" rx="8" fill="#1a1a1a"/>` +
      `<path d="M206 150q14-46 54-50h120q40 4 54 50l26 14q14 8 14 24v92q0 12-12 12H178q-12 0-12-12v-92q0-16 14-24z" fill="${body}" stroke="${dark ? "#444" : "#0002"}" stroke-width="2"/>` +
      `<path d="M226 156q12-38 42-40h104q30 2 42 40z" fill="#2b3a4a" opacity=".85"/>` +
      `<rect x="184" y="196" width="62" height="24" rx="10" fill="#fff7c8"/><rect x="394" y="196" width="62" height="24" rx="10" fill="#fff7c8"/>` +
      `<rect x="262" y="204" width="116" height="16" rx="4" fill="${dark ? "#111" : "#0003"}"/><rect x="268" y="240" width="104" height="28" rx="4" fill="#fff" stroke="#333" stroke-width="2"/>` +
      `<circle cx="30" cy="96" r="8" fill="#e5534b"/>` +
      text(46, 103, `CAM ${String(k).padStart(2, "0")}`, { size: 18, weight: 700 }) +
      `<rect x="10" y="80" width="620" height="270" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`,
  );
}

/** Every mycar image, by URI → SVG text. */
export function mycarImages(): Map<string, string> {
  return new Map(CAR_COLORS.map((_, i) => [carImageUri(i + 1), renderCar(i + 1)]));
}
