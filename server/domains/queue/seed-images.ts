import { icon } from "../../seed/svg-icons.ts";
import { emWidth, hueOf, svgDoc, text } from "../../seed/svg-kit.ts";
import { SPOTS, spotImageUri } from "./seed-spots.ts";

// The dining spots' images (public/images/seed/queue/spot-<i>.svg): a plate with the cuisine's
// pictogram, the restaurant name, cuisine and floor.

export function renderSpot([name, category, floor, pictogram]: (typeof SPOTS)[number], i: number): string {
  const h = hueOf(i, 15);
  const size = Math.min(40, Math.floor(220 / emWidth(name)));
  return svgDoc(
    480,
    360,
    `<rect width="480" height="360" fill="hsl(${h},55%,88%)"/><circle cx="400" cy="40" r="110" fill="hsl(${h},60%,80%)"/><path d="M0 300h480v60H0z" fill="hsl(${h},35%,30%)"/>` +
      `<circle cx="120" cy="160" r="92" fill="#fff"/><circle cx="120" cy="160" r="74" fill="none" stroke="hsl(${h},30%,88%)" stroke-width="4"/>${icon(pictogram, 120, 160, 100, `hsl(${h},60%,42%)`)}` +
      text(236, 150, name, { size, weight: 800, fill: "#222" }) +
      text(236, 194, category, { size: 22, fill: `hsl(${h},40%,35%)`, weight: 700 }) +
      text(24, 340, `${floor} · FIELD DINING`, { size: 18, weight: 700 }),
  );
}

/** Every queue image, by URI → SVG text. */
export function queueImages(): Map<string, string> {
  return new Map(SPOTS.map((s, i) => [spotImageUri(i + 1), renderSpot(s, i + 1)]));
}
