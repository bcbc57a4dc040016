// Writes the schematic area maps of the directions page (public/images/location/<mall>.svg, named
// by each manifest's visit.map): 355 × 260 like the floor maps, the mall's block at the centre
// (where the page puts its pin), roads, a river or park and blocks drawn from the mall's code so
// every mall looks different and a rerun writes the same files. Run: node scripts/write-location-maps.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const W = 355;
const H = 260;
const root = new URL("..", import.meta.url).pathname;

function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function draw(code) {
  const rnd = random(Number(code) * 7919);
  const parts = [`<rect width="${W}" height="${H}" fill="#eef1ec"/>`];
  // A river or a park along one edge.
  const riverY = 20 + Math.round(rnd() * 40);
  parts.push(
    rnd() < 0.5
      ? `<path d="M0 ${riverY} C90 ${riverY + 25} 200 ${riverY - 20} ${W} ${riverY + 10} L${W} 0 L0 0Z" fill="#bcd7ea"/>`
      : `<rect x="${W - 90}" y="${H - 80}" width="90" height="80" rx="10" fill="#cfe3c4"/>`,
  );
  // City blocks on a loose grid.
  for (let x = 10; x < W; x += 58) {
    for (let y = riverY + 30; y < H; y += 46) {
      if (rnd() < 0.35) continue;
      parts.push(`<rect x="${x}" y="${y}" width="${36 + Math.round(rnd() * 10)}" height="${24 + Math.round(rnd() * 8)}" rx="3" fill="#dcdfd8"/>`);
    }
  }
  // Two arterial roads crossing near the mall and a few side streets.
  const vx = 120 + Math.round(rnd() * 110);
  const hy = 150 + Math.round(rnd() * 60);
  parts.push(`<path d="M0 ${hy} L${W} ${hy - 20}" stroke="#ffffff" stroke-width="12"/>`);
  parts.push(`<path d="M${vx} ${H} L${vx + 30} 0" stroke="#ffffff" stroke-width="12"/>`);
  parts.push(`<path d="M0 ${hy} L${W} ${hy - 20}" stroke="#f2c14e" stroke-width="2"/>`);
  for (let i = 0; i < 3; i++) {
    const y = riverY + 40 + Math.round(rnd() * (H - riverY - 60));
    parts.push(`<path d="M0 ${y} L${W} ${y + Math.round(rnd() * 16 - 8)}" stroke="#ffffff" stroke-width="5"/>`);
  }
  // A subway line with a station.
  const sy = hy + 18;
  parts.push(`<path d="M0 ${sy + 30} Q${W / 2} ${sy - 10} ${W} ${sy + 20}" stroke="#6b8fb5" stroke-width="3" fill="none" stroke-dasharray="10 4"/>`);
  const sx = 40 + Math.round(rnd() * 60);
  parts.push(`<circle cx="${sx}" cy="${sy + 20}" r="6" fill="#ffffff" stroke="#6b8fb5" stroke-width="3"/>`);
  // The mall: a large block at the centre.
  parts.push(`<rect x="${W / 2 - 42}" y="${H / 2 - 26}" width="84" height="52" rx="8" fill="#c9b8e6" stroke="#6f58a8" stroke-width="2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">\n  ${parts.join("\n  ")}\n</svg>\n`;
}

const dir = join(root, "manifests");
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json") && f !== "brands.json")) {
  const m = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (!m.visit?.map || !m.code) continue;
  const out = join(root, "public", m.visit.map);
  mkdirSync(join(out, ".."), { recursive: true });
  writeFileSync(out, draw(m.code));
  console.log(`wrote ${m.visit.map}`);
}
