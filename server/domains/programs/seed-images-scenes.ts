import { icon } from "../../seed/svg-icons.ts";
import { confetti, gradient, hueOf, lines, pill, svgDoc, text, wrap } from "../../seed/svg-kit.ts";
import type { ART_PROJECTS, RENTALS } from "./seed-extras-text.ts";

// Scene-like images of the programs domain: visitors' review photos (no text), the library's art
// projects and the rental spaces.

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Review photo k (1–6): a stage, a paint table, balloons, cookies, a star dome, a bookshelf. */
export function renderReviewPhoto(k: number): string {
  const h = hueOf(k, 80);
  const scenes = [
    // A stage with curtains and spotlights.
    `<rect width="480" height="480" fill="#2a1c3a"/><path d="M140 0h40L280 400H40zM300 0h40l100 400H200z" fill="#fff5c2" opacity=".18"/><rect y="380" width="480" height="100" fill="#5a3b22"/><path d="M0 0h90c-10 140 0 300 20 400H0zM480 0h-90c10 140 0 300-20 400h110z" fill="#a3213a"/><circle cx="240" cy="330" r="34" fill="hsl(${h},70%,60%)"/><rect x="214" y="360" width="52" height="30" rx="10" fill="hsl(${h},70%,45%)"/>`,
    // Paint splashes on a canvas.
    `<rect width="480" height="480" fill="#efe7da"/><rect x="60" y="60" width="360" height="300" rx="6" fill="#fff" stroke="#c9b99a" stroke-width="6"/><g transform="translate(90 90) scale(2)">${confetti(k * 7, 14, 150, 120, ["#e5534b", "#f2b134", "#3fa7d6", "#59cd90", "#8e6cef"], 0.85)}</g><rect x="40" y="390" width="400" height="50" rx="10" fill="#c9b99a"/>`,
    // Balloons in the atrium.
    `${gradient("#bfe3ff", "#fef6e4", true)}<rect width="480" height="480" fill="url(#g)"/>${[0, 1, 2, 3, 4].map((i) => icon("balloon", 70 + i * 85, 150 + (i % 2) * 90, 110, `hsl(${(h + i * 60) % 360},80%,60%)`)).join("")}<rect y="420" width="480" height="60" fill="#d9cbb3"/>`,
    // Decorated cookies on a plate.
    `<rect width="480" height="480" fill="#f6dcc8"/><circle cx="240" cy="240" r="190" fill="#fff"/><circle cx="240" cy="240" r="160" fill="#f3f0ec"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${r1(240 + 95 * Math.cos(i * 1.047))}" cy="${r1(240 + 95 * Math.sin(i * 1.047))}" r="44" fill="#d79a5a"/><circle cx="${r1(240 + 95 * Math.cos(i * 1.047))}" cy="${r1(240 + 95 * Math.sin(i * 1.047))}" r="28" fill="hsl(${(h + i * 50) % 360},75%,75%)"/>`).join("")}${icon("star", 240, 240, 70, "#e5534b")}`,
    // Stars under a dome screen.
    `<rect width="480" height="480" fill="#0d1633"/><path d="M20 400a220 220 0 0 1 440 0z" fill="#1d2c5c"/>${confetti(k * 11, 24, 480, 360, ["#fff", "#ffe9a8"], 0.9)}${icon("star", 330, 150, 60, "#ffd54a")}<rect y="400" width="480" height="80" fill="#090f24"/>`,
    // A bookshelf.
    `<rect width="480" height="480" fill="#7a5136"/>${[0, 1, 2].map((row) => `<rect x="30" y="${50 + row * 140}" width="420" height="120" fill="#3e2a1c"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${40 + i * 34}" y="${62 + row * 140 + ((i + row) % 3) * 8}" width="28" height="${108 - ((i + row) % 3) * 8}" fill="hsl(${(h + i * 29 + row * 70) % 360},45%,${45 + (i % 3) * 8}%)"/>`).join("")}`).join("")}`,
  ];
  return svgDoc(480, 480, scenes[(k - 1) % scenes.length]!);
}

/** An art project: an abstract motif for each work, with its title and artist on a card. */
export function renderArtProject(a: (typeof ART_PROJECTS)[number], k: number): string {
  const h = hueOf(k, 210);
  const motifs = [
    // Paper snowflakes among the shelves.
    `<rect width="600" height="600" fill="#e8eef6"/>${[0, 1, 2, 3, 4]
      .map((i) => {
        const x = 90 + i * 105;
        const y = 110 + (i % 2) * 120;
        return `<path d="M${x} ${y - 40}v80M${x - 35} ${y - 20}l70 40M${x - 35} ${y + 20}l70-40" stroke="hsl(${h},50%,55%)" stroke-width="6" stroke-linecap="round"/><path d="M${x} 0v${y - 40}" stroke="#9aa8bb" stroke-width="1.5"/>`;
      })
      .join("")}`,
    // A house built from books.
    `<rect width="600" height="600" fill="#fbf3e4"/><path d="M300 60 520 230H80z" fill="hsl(${h},50%,45%)"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${110 + (i % 2) * 20}" y="${230 + i * 22}" width="${360 - (i % 2) * 40}" height="20" rx="3" fill="hsl(${(h + i * 37) % 360},55%,${50 + (i % 3) * 8}%)"/>`).join("")}<rect x="260" y="320" width="80" height="96" fill="#fbf3e4"/>`,
    // Waves of light.
    `<rect width="600" height="600" fill="#0f1330"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M0 ${140 + i * 50}c100-60 200 60 300 0s200-60 300 0" fill="none" stroke="hsl(${(h + i * 40) % 360},90%,65%)" stroke-width="${10 - i}" opacity=".8"/>`).join("")}`,
    // A wall of book covers.
    `<rect width="600" height="600" fill="#f0ece6"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${40 + (i % 4) * 132}" y="${30 + Math.floor(i / 4) * 132}" width="116" height="116" rx="4" fill="hsl(${(h + i * 47) % 360},55%,${48 + (i % 3) * 10}%)"/><rect x="${56 + (i % 4) * 132}" y="${50 + Math.floor(i / 4) * 132}" width="60" height="8" fill="#fff" opacity=".8"/>`).join("")}`,
  ];
  return svgDoc(
    600,
    600,
    motifs[(k - 1) % motifs.length]! +
      `<rect x="30" y="440" width="540" height="130" rx="16" fill="#fff" opacity=".95"/>` +
      text(56, 496, a.titl, { size: 36, weight: 800, fill: "#222" }) +
      text(56, 540, a.artist, { size: 20, fill: "#666" }),
  );
}

/** A rental space: a simple room with its furniture, the room name, place and capacity. */
export function renderRental(r: (typeof RENTALS)[number], k: number): string {
  const h = hueOf(k, 140);
  const wood = "#b9835a";
  const furniture = [
    `<rect x="150" y="200" width="340" height="40" rx="8" fill="${wood}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${170 + i * 64}" y="176" width="36" height="22" rx="6" fill="hsl(${h},40%,40%)"/>`).join("")}`,
    `<rect x="120" y="170" width="400" height="70" fill="#e9e6e1"/><rect x="120" y="160" width="400" height="14" fill="#8a8580"/><circle cx="200" cy="152" r="16" fill="#555"/><circle cx="250" cy="152" r="16" fill="#555"/>${icon("bowl", 420, 130, 60, `hsl(${h},50%,45%)`)}`,
    `<rect x="200" y="200" width="240" height="40" rx="20" fill="${wood}"/>${[0, 1, 2, 3].map((i) => icon("balloon", 150 + i * 110, 100, 70, `hsl(${(h + i * 70) % 360},80%,60%)`)).join("")}`,
    `<rect x="230" y="190" width="180" height="50" rx="6" fill="${wood}"/><rect x="250" y="176" width="50" height="14" fill="#fff"/>${icon("book", 370, 170, 40, `hsl(${h},45%,40%)`)}`,
    `<rect x="200" y="60" width="240" height="180" fill="hsl(${h},30%,85%)"/><path d="M120 70l40 40M520 70l-40 40" stroke="#333" stroke-width="6"/><circle cx="120" cy="70" r="18" fill="#ffd54a"/><circle cx="520" cy="70" r="18" fill="#ffd54a"/>`,
    `<rect x="140" y="190" width="360" height="44" rx="8" fill="${wood}"/><rect x="260" y="70" width="120" height="70" rx="4" fill="#243447"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${160 + i * 56}" y="166" width="34" height="22" rx="6" fill="hsl(${h},40%,40%)"/>`).join("")}`,
  ];
  const titl = wrap(r.titl, 11, 1);
  return svgDoc(
    640,
    400,
    `<rect width="640" height="280" fill="hsl(${h},35%,92%)"/><rect y="240" width="640" height="160" fill="hsl(${h},20%,78%)"/><rect x="40" y="40" width="110" height="120" rx="4" fill="#cfe8ff" stroke="#fff" stroke-width="8"/>` +
      furniture[(k - 1) % furniture.length]! +
      `<rect y="280" width="640" height="120" fill="#fff" opacity=".94"/>` +
      lines(32, 330, titl, 34, { size: 30, weight: 800, fill: "#222" }) +
      text(32, 370, r.plc, { size: 18, fill: "#666" }) +
      pill(480, 318, `최대 ${r.capacity}명`, { size: 18, bg: `hsl(${h},50%,40%)`, fill: "#fff" }),
  );
}
