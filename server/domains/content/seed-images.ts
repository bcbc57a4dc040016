import { escapeXml, FONT, svgDoc } from "../../seed/svg-kit.ts";
import { ART_COUNT, BANNERS, POPUPS, RIBBONS, type BannerTheme } from "./data-banners.ts";

// Renders the content seed's images (banners, ribbons, popups, exhibition artwork) as small SVGs.

const hue = (n: number, shift: number) => Math.round((n * 97 + shift) % 360);
const gradient = (h: number) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,38%)"/></linearGradient></defs>`;

export function renderBanner(t: BannerTheme): string {
  const h = hue(t.n, 10);
  return svgDoc(
    750,
    420,
    `${gradient(h)}<rect width="750" height="420" fill="url(#g)"/><circle cx="640" cy="90" r="120" fill="#fff" opacity="0.12"/><text x="48" y="250" ${FONT} font-size="44" font-weight="700" fill="#fff">${escapeXml(t.ko)}</text><text x="48" y="305" ${FONT} font-size="24" fill="#fff" opacity="0.9">${escapeXml(t.sub)}</text>`,
  );
}

export function renderRibbon(t: BannerTheme): string {
  const h = hue(t.n, 200);
  return svgDoc(
    750,
    120,
    `<rect width="750" height="120" fill="hsl(${h},55%,28%)"/><text x="375" y="72" text-anchor="middle" ${FONT} font-size="32" font-weight="700" fill="#fff">${escapeXml(t.ko)}</text>`,
  );
}

export function renderPopup(t: BannerTheme): string {
  const h = hue(t.n, 120);
  return svgDoc(
    600,
    760,
    `${gradient(h)}<rect width="600" height="760" fill="url(#g)"/><rect x="40" y="420" width="520" height="260" rx="18" fill="#fff" opacity="0.92"/><text x="300" y="520" text-anchor="middle" ${FONT} font-size="38" font-weight="700" fill="#222">${escapeXml(t.ko)}</text><text x="300" y="580" text-anchor="middle" ${FONT} font-size="24" fill="#555">${escapeXml(t.sub)}</text>`,
  );
}

export function renderArt(n: number): string {
  const h = hue(n, 300);
  const shapes = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${80 + ((n * 53 + i * 97) % 440)}" cy="${80 + ((n * 71 + i * 131) % 440)}" r="${40 + ((n + i) % 4) * 25}" fill="hsl(${(h + i * 40) % 360},60%,${45 + i * 6}%)" opacity="0.7"/>`,
  ).join("");
  return svgDoc(600, 600, `<rect width="600" height="600" fill="hsl(${h},25%,94%)"/>${shapes}`);
}

/** Every image file the content seed refers to, by URI → SVG text. */
export function contentImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of BANNERS) out.set(`/images/seed/banner-${t.n}.svg`, renderBanner(t));
  for (const t of RIBBONS) out.set(`/images/seed/ribbon-${t.n}.svg`, renderRibbon(t));
  for (const t of POPUPS) out.set(`/images/seed/popup-${t.n}.svg`, renderPopup(t));
  for (let n = 1; n <= ART_COUNT; n++) out.set(`/images/seed/art-${n}.svg`, renderArt(n));
  return out;
}
