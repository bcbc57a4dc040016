import { icon } from "../../seed/svg-icons.ts";
import { confetti, emWidth, gradient, hueOf, lines, pill, svgDoc, text, wrap } from "../../seed/svg-kit.ts";
import { BRAND_PROMOTIONS, ENDED_TEMPLATES, type EventTemplate, ONGOING_TEMPLATES, SPECIAL_EVENTS, type SpecialSlug } from "./seed-text.ts";

// The events' poster images (public/images/seed/events and brand): one per event template, one per
// month for the stamp tours, one per special event and one per brand promotion. File names never
// depend on the seed clock, so every clock's seed finds its images.

/** Event n (1-based) of a mall uses template n of the ongoing then the ended templates. */
export const eventImageUri = (n: number): string => `/images/seed/events/event-${n}.svg`;
/** The stamp tour of a month (1–12). */
export const stampImageUri = (month: number): string => `/images/seed/events/stamp-${month}.svg`;
export const specialImageUri = (slug: SpecialSlug): string => `/images/seed/events/${slug}.svg`;
/** Brand promotion k (1-based) of BRAND_PROMOTIONS. */
export const brandPromoImageUri = (k: number): string => `/images/seed/brand/promo-${k}.svg`;

const S = 640;
const KIND = { GNRL: { label: "EVENT", icon: "star" }, APLY: { label: "응모 이벤트", icon: "gift" }, CPN: { label: "쿠폰 이벤트", icon: "ticket" } } as const;
const r1 = (v: number) => Math.round(v * 10) / 10;

/** A title of up to three lines whose last line sits at bottom. */
function title(s: string, bottom: number, o: { size: number; fill?: string; anchor?: "middle"; x?: number; maxLines?: number }): string {
  const ls = wrap(s, (S - 96) / o.size, o.maxLines ?? 3);
  const lh = Math.round(o.size * 1.25);
  return lines(o.x ?? 48, bottom - (ls.length - 1) * lh, ls, lh, { size: o.size, weight: 800, fill: o.fill ?? "#fff", anchor: o.anchor });
}

const footer = (color = "#fff") =>
  `<path d="M48 ${S - 76}H${S - 48}" stroke="${color}" stroke-opacity=".5" stroke-width="2"/>${text(48, S - 40, "FIELD MALL", { size: 18, weight: 700, fill: color, opacity: 0.85 })}`;

export function renderEventPoster(t: EventTemplate, n: number): string {
  const h = hueOf(n, 10);
  const k = KIND[t.kind];
  return svgDoc(
    S,
    S,
    gradient(`hsl(${h},72%,58%)`, `hsl(${(h + 40) % 360},68%,36%)`) +
      `<rect width="${S}" height="${S}" fill="url(#g)"/>` +
      confetti(n, 16, S, 320, ["#fff", `hsl(${(h + 180) % 360},90%,78%)`], 0.35) +
      `<circle cx="470" cy="200" r="112" fill="#fff" opacity=".92"/>${icon(k.icon, 470, 200, 130, `hsl(${h},70%,45%)`)}` +
      pill(48, 48, k.label, { size: 20, bg: "#fff", fill: `hsl(${h},60%,35%)` }) +
      title(t.titl, 500, { size: 50 }) +
      footer(),
  );
}

export function renderStampPoster(month: number): string {
  const h = hueOf(month, 200);
  const stamps = Array.from({ length: 5 }, (_, i) => {
    const cx = 104 + i * 108;
    return i < 3
      ? `<circle cx="${cx}" cy="330" r="42" fill="#fff"/>${icon("star", cx, 330, 52, `hsl(${h},70%,50%)`)}`
      : `<circle cx="${cx}" cy="330" r="42" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="8 6"/>${text(cx, 340, String(i + 1), { size: 28, weight: 700, anchor: "middle", opacity: 0.8 })}`;
  }).join("");
  return svgDoc(
    S,
    S,
    gradient(`hsl(${h},65%,55%)`, `hsl(${(h + 30) % 360},65%,38%)`, true) +
      `<rect width="${S}" height="${S}" fill="url(#g)"/>` +
      pill(48, 48, "STAMP TOUR", { size: 20, bg: "#fff", fill: `hsl(${h},60%,35%)` }) +
      text(48, 220, `${month}월`, { size: 120, weight: 900 }) +
      stamps +
      text(48, 470, "출석 스탬프 투어", { size: 48, weight: 800 }) +
      text(48, 515, "하루 한 번, 앱에서 스탬프를 받으세요", { size: 22, opacity: 0.9 }) +
      footer(),
  );
}

function wheel(cx: number, cy: number, r: number, colors: readonly string[]): string {
  const at = (deg: number) => `${r1(cx + r * Math.cos((deg * Math.PI) / 180))} ${r1(cy + r * Math.sin((deg * Math.PI) / 180))}`;
  return colors.map((c, i) => `<path d="M${cx} ${cy}L${at(i * 60 - 90)}A${r} ${r} 0 0 1 ${at(i * 60 - 30)}z" fill="${c}"/>`).join("");
}

function specialArt(slug: SpecialSlug, h: number): string {
  if (slug === "roulette" || slug === "roulette-2021") {
    const colors = [0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? "#fff" : `hsl(${(h + i * 30) % 360},75%,58%)`));
    return `<circle cx="320" cy="270" r="184" fill="hsl(${h},60%,25%)"/>${wheel(320, 270, 170, colors)}<circle cx="320" cy="270" r="26" fill="hsl(${h},60%,25%)"/><path d="m300 74 20 44 20-44z" fill="#ffd54a"/>`;
  }
  if (slug === "treasure")
    return `<rect x="60" y="110" width="520" height="330" rx="16" fill="#f4e2b8" stroke="#b08a4a" stroke-width="4"/><path d="M110 390c60-90 140 20 210-60s120-60 170-170" fill="none" stroke="#b0413e" stroke-width="5" stroke-dasharray="14 10"/><path d="m470 140 40 40m0-40-40 40" stroke="#b0413e" stroke-width="10" stroke-linecap="round"/><ellipse cx="180" cy="210" rx="60" ry="34" fill="#c9d89a"/><ellipse cx="400" cy="390" rx="80" ry="30" fill="#c9d89a"/>${icon("star", 130, 390, 50, "#b08a4a")}`;
  const beams = [0, 1, 2, 3]
    .map((i) => `<path d="M${140 + i * 120} 0 ${60 + i * 150} 440h90z" fill="hsl(${(h + i * 50) % 360},90%,65%)" opacity=".35"/>`)
    .join("");
  return `${beams}<rect x="90" y="180" width="260" height="110" rx="22" fill="#fff"/><path d="m130 290-8 34 40-34z" fill="#fff"/><rect x="290" y="310" width="260" height="100" rx="22" fill="hsl(${h},80%,80%)"/><path d="m510 410 8 30-40-30z" fill="hsl(${h},80%,80%)"/><path d="M120 222h200M120 252h140M320 350h200M320 378h120" stroke="hsl(${h},30%,70%)" stroke-width="8" stroke-linecap="round"/>`;
}

const SPECIAL_STYLE: Record<SpecialSlug, { label: string; hue: number; bg: string }> = {
  "roulette-2021": { label: "ROULETTE", hue: 330, bg: "#3b1750" },
  roulette: { label: "ROULETTE", hue: 20, bg: "#173a5e" },
  treasure: { label: "TREASURE HUNT", hue: 40, bg: "#2f4a3a" },
  "guest-book": { label: "GUEST BOOK", hue: 200, bg: "#141a33" },
};

export function renderSpecialPoster(slug: SpecialSlug): string {
  const st = SPECIAL_STYLE[slug];
  return svgDoc(
    S,
    S,
    `<rect width="${S}" height="${S}" fill="${st.bg}"/>${specialArt(slug, st.hue)}` +
      pill(48, 36, st.label, { size: 18, bg: "#fff", fill: st.bg }) +
      title(SPECIAL_EVENTS[slug].titl, 528, { size: 42, maxLines: 2 }) +
      text(48, S - 40, "FIELD MALL", { size: 18, weight: 700, opacity: 0.85 }),
  );
}

export function renderBrandPromo(b: (typeof BRAND_PROMOTIONS)[number], k: number): string {
  const h = hueOf(k, 60);
  const enSize = Math.min(44, Math.floor(320 / emWidth(b.en)));
  return svgDoc(
    S,
    S,
    `<rect width="${S}" height="${S}" fill="hsl(${h},40%,95%)"/><rect width="${S}" height="260" fill="hsl(${h},55%,38%)"/>` +
      `<circle cx="560" cy="40" r="120" fill="#fff" opacity=".08"/><circle cx="80" cy="250" r="70" fill="#fff" opacity=".08"/>` +
      `<rect x="110" y="74" width="420" height="112" fill="none" stroke="#fff" stroke-width="3"/>` +
      text(320, 130 + Math.round(enSize / 3), b.en, { size: enSize, weight: 800, anchor: "middle" }) +
      text(48, 318, b.ko, { size: 26, weight: 700, fill: `hsl(${h},50%,32%)` }) +
      lines(48, 380, wrap(b.titl, (S - 96) / 40, 3), 52, { size: 40, weight: 800, fill: "#222" }) +
      pill(48, 548, `${b.fl} 매장`, { size: 20, bg: `hsl(${h},55%,38%)`, fill: "#fff" }) +
      text(S - 48, 578, "BRAND PROMOTION", { size: 16, weight: 700, fill: `hsl(${h},30%,50%)`, anchor: "end" }),
  );
}

/** Every events image, by URI → SVG text. */
export function eventImages(): Map<string, string> {
  const out = new Map<string, string>();
  [...ONGOING_TEMPLATES, ...ENDED_TEMPLATES].forEach((t, i) => out.set(eventImageUri(i + 1), renderEventPoster(t, i + 1)));
  for (let m = 1; m <= 12; m++) out.set(stampImageUri(m), renderStampPoster(m));
  for (const slug of Object.keys(SPECIAL_EVENTS) as SpecialSlug[]) out.set(specialImageUri(slug), renderSpecialPoster(slug));
  BRAND_PROMOTIONS.forEach((b, i) => out.set(brandPromoImageUri(i + 1), renderBrandPromo(b, i + 1)));
  return out;
}
