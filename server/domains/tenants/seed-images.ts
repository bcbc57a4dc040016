import { escapeXml, FONT, hueOf, svgDoc } from "../../seed/svg-kit.ts";
import { BRANDS, type Brand } from "./brands.ts";
import { CF_CONNECTORS } from "./cf-route-model.ts";
import { CF_FLOORS, CF_PLACES, cfFloorLabel, cfRouteImgUri, type CfFloor } from "./data-centerfield.ts";
import { FILMS_ALL, type Film } from "./data-movies.ts";
import { floorLayout, MAP_HEIGHT, MAP_WIDTH, type FacilityType } from "./floor-layout.ts";
import { MALL_PROFILES } from "./mall-profiles.ts";

// The tenants seed's images (brand logos, floor maps, Centerfield route maps, film posters) as small
// SVG files. server/seed/write-images.ts writes them to public/images/seed; a test checks the files
// on disk equal these renderings, so seeded URIs are never broken links.

function initials(en: string): string {
  const words = en
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 2)).toUpperCase();
}

/** A brand logo: a coloured badge with the brand's initials and English name. */
export function renderLogo(b: Brand): string {
  const h = hueOf(b.n);
  const shape = b.n % 3;
  const badge =
    shape === 0
      ? `<circle cx="60" cy="50" r="34" fill="hsl(${h},58%,42%)"/>`
      : shape === 1
        ? `<rect x="26" y="16" width="68" height="68" rx="14" fill="hsl(${h},58%,42%)"/>`
        : `<path d="M60 14 L96 50 L60 86 L24 50 Z" fill="hsl(${h},58%,42%)"/>`;
  const name = b.en.length > 16 ? `${b.en.slice(0, 15)}…` : b.en;
  return svgDoc(
    120,
    120,
    `<rect width="120" height="120" fill="hsl(${h},40%,96%)"/>${badge}<text x="60" y="58" text-anchor="middle" ${FONT} font-size="24" font-weight="700" fill="#fff">${escapeXml(initials(b.en))}</text><text x="60" y="108" text-anchor="middle" ${FONT} font-size="11" fill="hsl(${h},45%,25%)">${escapeXml(name)}</text>`,
  );
}

const FACILITY_MARK: Record<FacilityType, string> = {
  restroom: "WC",
  nursing: "N",
  elevator: "EV",
  escalator: "ES",
  atm: "$",
  info: "i",
  locker: "L",
  stroller: "S",
};

/** A floor plan: store units, the corridor with its atrium, facility marks and the floor label. */
export function renderFloor(mall: string, fl: string): string {
  const l = floorLayout(mall, fl);
  const units = l.units
    .map(
      (u) =>
        `<rect x="${u.x}" y="${u.y}" width="${u.w}" height="${u.h}" rx="2" fill="hsl(${l.hue},35%,88%)" stroke="hsl(${l.hue},30%,60%)" stroke-width="0.8"/>`,
    )
    .join("");
  const facilities = l.facilities
    .map(
      (f) =>
        `<circle cx="${f.x}" cy="${f.y}" r="7" fill="#4a5568"/><text x="${f.x}" y="${f.y + 2.5}" text-anchor="middle" ${FONT} font-size="6.5" fill="#fff">${escapeXml(FACILITY_MARK[f.type])}</text>`,
    )
    .join("");
  const a = l.atrium;
  return svgDoc(
    MAP_WIDTH,
    MAP_HEIGHT,
    `<rect x="4" y="4" width="${MAP_WIDTH - 8}" height="${MAP_HEIGHT - 8}" rx="10" fill="#f7f7f5" stroke="#9aa0a6" stroke-width="1.5"/>${units}<ellipse cx="${a.cx}" cy="${a.cy}" rx="${a.rx}" ry="${a.ry}" fill="hsl(${l.hue},50%,94%)" stroke="hsl(${l.hue},30%,70%)" stroke-dasharray="3 2"/>${facilities}<text x="${MAP_WIDTH - 14}" y="${a.cy - a.ry + 8}" text-anchor="end" ${FONT} font-size="9" font-weight="700" fill="#333">${escapeXml(`${mall.toUpperCase()} ${fl}`)}</text>`,
  );
}

const PANEL_GAP = 20;

/** Offset of the destination panel in a two-floor route image. */
export const routePanelOffset = (from: CfFloor, to: CfFloor): number => (from === to ? 0 : MAP_HEIGHT + PANEL_GAP);

function cfPanel(floor: CfFloor, dy: number): string {
  const places = CF_PLACES.filter((p) => p.floor === floor)
    .map(
      (p) =>
        `<circle cx="${p.x}" cy="${p.y + dy}" r="9" fill="#1f6feb"/><text x="${p.x}" y="${p.y + dy + 3}" text-anchor="middle" ${FONT} font-size="8" fill="#fff">${p.index}</text>`,
    )
    .join("");
  const glyph = { elevator: "EV", escalator: "ES", stairs: "ST" } as const;
  const connectors = CF_CONNECTORS.filter((c) => c.floors.includes(floor))
    .map(
      (c) =>
        `<rect x="${c.x - 10}" y="${c.y + dy - 8}" width="20" height="16" rx="3" fill="#fff" stroke="#5f6368"/><text x="${c.x}" y="${c.y + dy + 3}" text-anchor="middle" ${FONT} font-size="8" fill="#333">${glyph[c.kind]}</text>`,
    )
    .join("");
  const hue = { parking: 210, B2: 30, B1: 150, F1: 270, F2: 90 }[floor];
  return `<rect x="4" y="${dy + 4}" width="${MAP_WIDTH - 8}" height="${MAP_HEIGHT - 8}" rx="10" fill="hsl(${hue},30%,96%)" stroke="#9aa0a6"/><rect x="20" y="${dy + 100}" width="${MAP_WIDTH - 40}" height="60" rx="6" fill="hsl(${hue},25%,88%)"/>${connectors}${places}<text x="16" y="${dy + 24}" ${FONT} font-size="14" font-weight="700" fill="#333">${cfFloorLabel(floor)}</text>`;
}

/** A Centerfield route image: the start floor on top and, when different, the destination floor below. */
export function renderCfRoute(from: CfFloor, to: CfFloor): string {
  if (from === to) return svgDoc(MAP_WIDTH, MAP_HEIGHT, cfPanel(from, 0));
  const dy = routePanelOffset(from, to);
  const link = `<path d="M${MAP_WIDTH / 2} ${MAP_HEIGHT - 6} V${dy + 6}" stroke="#e5534b" stroke-width="3" stroke-dasharray="6 4"/><text x="${MAP_WIDTH / 2 + 8}" y="${MAP_HEIGHT + PANEL_GAP / 2 + 4}" ${FONT} font-size="10" fill="#e5534b">${cfFloorLabel(from)} → ${cfFloorLabel(to)}</text>`;
  return svgDoc(MAP_WIDTH, dy + MAP_HEIGHT, `${cfPanel(from, 0)}${link}${cfPanel(to, dy)}`);
}

/** A film poster: title in Korean and English and the viewing grade. */
export function renderPoster(f: Film): string {
  const h = hueOf(f.n + 40);
  return svgDoc(
    200,
    286,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},55%,30%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,12%)"/></linearGradient></defs><rect width="200" height="286" fill="url(#g)"/><circle cx="150" cy="70" r="38" fill="hsl(${h},70%,70%)" opacity="0.35"/><text x="16" y="210" ${FONT} font-size="19" font-weight="700" fill="#fff">${escapeXml(f.ko)}</text><text x="16" y="232" ${FONT} font-size="11" fill="#ddd">${escapeXml(f.en)}</text><rect x="16" y="248" width="34" height="18" rx="3" fill="#fff"/><text x="33" y="261" text-anchor="middle" ${FONT} font-size="10" font-weight="700" fill="#111">${f.grade}</text>`,
  );
}

/**
 * Every image file the tenants seed refers to, by URI under /images/seed/ → SVG text: one logo per
 * brand, one floor map per floor of every profiled mall, the 25 Centerfield route images and the
 * film posters.
 */
export function tenantImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const b of BRANDS) out.set(`/images/seed/logo-${b.n}.svg`, renderLogo(b));
  for (const [mall, p] of Object.entries(MALL_PROFILES)) for (const fl of p.floors) out.set(`/images/seed/floor-${mall}-${fl}.svg`, renderFloor(mall, fl));
  for (const from of CF_FLOORS) for (const to of CF_FLOORS) out.set(cfRouteImgUri(from, to), renderCfRoute(from, to));
  for (const f of FILMS_ALL) out.set(`/images/seed/poster-${f.n}.svg`, renderPoster(f));
  return out;
}
