import { icon, type IconName } from "../../seed/svg-icons.ts";
import { confetti, emWidth, gradient, hueOf, lines, pill, svgDoc, text, wrap } from "../../seed/svg-kit.ts";
import { renderArtProject, renderRental, renderReviewPhoto } from "./seed-images-scenes.ts";
import { ART_PROJECTS, KIDS_BANNERS, LIBRARY_BANNERS, RENTALS, TV_REVIEWS } from "./seed-extras-text.ts";
import { KIDS_PROGRAMS, KIDS_THEMES, LIBRARY_LECTURES, LIBRARY_THEMES, type ProgramTemplate } from "./seed-programs-text.ts";

// The programs' images (public/images/seed/programs): a poster per kids program and library lecture
// template, review photos, library TV thumbnails, the kids and library banners, art projects and
// rental spaces.

type Kind = "kids" | "library";

/** Template i (1-based) of the kids programs or library lectures. */
export const programImageUri = (kind: Kind, i: number): string => `/images/seed/programs/${kind}-${i}.svg`;
/** Review photos 1–6. */
export const REVIEW_PHOTOS = 6;
export const reviewImageUri = (k: number): string => `/images/seed/programs/review-${k}.svg`;
export const tvImageUri = (k: number): string => `/images/seed/programs/tv-${k}.svg`;
export const programBannerUri = (kind: Kind, k: number): string => `/images/seed/programs/banner-${kind}-${k}.svg`;
export const artProjectImageUri = (k: number): string => `/images/seed/programs/art-${k}.svg`;
export const rentalImageUri = (k: number): string => `/images/seed/programs/rental-${k}.svg`;

const THEME_ICONS: Record<string, IconName> = { "01": "note", "02": "drop", "03": "book", "04": "balloon", "11": "mic", "12": "note", "13": "book" };

/** A program poster: theme label and pictogram over a colour field, the title and place on a card below. */
export function renderProgramPoster(kind: Kind, t: ProgramTemplate, i: number): string {
  const themes = kind === "kids" ? KIDS_THEMES : LIBRARY_THEMES;
  const theme = themes.find((th) => (th.types as readonly string[]).includes(t.type))!;
  const kids = kind === "kids";
  const h = kids ? hueOf(i, 30) : hueOf(i, 170);
  const [from, to] = kids ? [`hsl(${h},85%,66%)`, `hsl(${(h + 35) % 360},80%,52%)`] : [`hsl(${h},40%,32%)`, `hsl(${(h + 25) % 360},45%,18%)`];
  const deco = kids
    ? confetti(i + 100, 12, 480, 360, ["#fff", `hsl(${(h + 160) % 360},90%,80%)`], 0.45)
    : [0, 1, 2, 3, 4, 5]
        .map(
          (k) =>
            `<rect x="${36 + k * 22}" y="${250 - (k % 3) * 26}" width="16" height="${100 + (k % 3) * 26}" rx="3" fill="#fff" opacity="${0.12 + (k % 2) * 0.08}"/>`,
        )
        .join("");
  const ls = wrap(t.titl, 408 / 34, 3);
  return svgDoc(
    480,
    640,
    gradient(from, to, true) +
      `<rect width="480" height="640" fill="url(#g)"/>${deco}` +
      `<circle cx="340" cy="190" r="96" fill="#fff" opacity=".92"/>${icon(THEME_ICONS[theme.commCd] ?? "star", 340, 190, 112, kids ? `hsl(${h},75%,48%)` : `hsl(${h},40%,32%)`)}` +
      pill(36, 36, theme.commCdNm, { size: 20, bg: "#fff", fill: kids ? `hsl(${h},70%,35%)` : `hsl(${h},40%,25%)` }) +
      text(36, 130, kids ? "FIELD KIDS" : "FIELD LIBRARY", { size: 18, weight: 700, opacity: 0.85 }) +
      `<rect x="20" y="372" width="440" height="248" rx="20" fill="#fff"/>` +
      lines(36, 428, ls, 44, { size: 34, weight: 800, fill: "#222" }) +
      text(36, 592, t.plc, { size: 18, fill: "#666" }),
  );
}

/** A library TV thumbnail: the episode title, a play button and the running time. */
export function renderTvThumb(t: (typeof TV_REVIEWS)[number], k: number): string {
  const h = hueOf(k, 240);
  const titl = t.titl.replace(/^\[[^\]]*\]\s*/, "");
  return svgDoc(
    640,
    360,
    gradient(`hsl(${h},45%,26%)`, `hsl(${(h + 40) % 360},50%,12%)`) +
      `<rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="60" r="140" fill="hsl(${h},70%,60%)" opacity=".18"/>` +
      pill(32, 30, "LIBRARY TV", { size: 16, bg: `hsl(${h},70%,60%)`, fill: "#fff" }) +
      lines(32, 140, wrap(titl, 330 / 32, 3), 42, { size: 32, weight: 800 }) +
      icon("play", 500, 190, 120, "rgba(255,255,255,.25)") +
      `<rect x="548" y="310" width="64" height="28" rx="6" fill="#000" opacity=".6"/>${text(580, 330, t.playTm, { size: 16, weight: 700, anchor: "middle" })}`,
  );
}

/** A kids or library banner (750 × 420, like the main banners). */
export function renderProgramBanner(kind: Kind, titl: string, k: number): string {
  const kids = kind === "kids";
  const h = kids ? hueOf(k, 300) : hueOf(k, 120);
  const size = Math.min(46, Math.floor(560 / emWidth(titl)));
  return svgDoc(
    750,
    420,
    gradient(`hsl(${h},${kids ? 80 : 45}%,${kids ? 60 : 34}%)`, `hsl(${(h + 40) % 360},${kids ? 75 : 50}%,${kids ? 45 : 20}%)`) +
      `<rect width="750" height="420" fill="url(#g)"/><circle cx="640" cy="110" r="150" fill="#fff" opacity=".12"/>` +
      icon(kids ? "balloon" : "book", 630, 150, 150, "#fff") +
      text(48, 170, kids ? "FIELD KIDS" : "FIELD LIBRARY", { size: 22, weight: 700, opacity: 0.85 }) +
      text(48, 260, titl, { size, weight: 800 }) +
      `<rect x="48" y="300" width="120" height="6" rx="3" fill="#fff" opacity=".7"/>`,
  );
}

/** Every programs image, by URI → SVG text. */
export function programImages(): Map<string, string> {
  const out = new Map<string, string>();
  KIDS_PROGRAMS.forEach((t, i) => out.set(programImageUri("kids", i + 1), renderProgramPoster("kids", t, i + 1)));
  LIBRARY_LECTURES.forEach((t, i) => out.set(programImageUri("library", i + 1), renderProgramPoster("library", t, i + 1)));
  for (let k = 1; k <= REVIEW_PHOTOS; k++) out.set(reviewImageUri(k), renderReviewPhoto(k));
  TV_REVIEWS.forEach((t, i) => out.set(tvImageUri(i + 1), renderTvThumb(t, i + 1)));
  KIDS_BANNERS.forEach((b, i) => out.set(programBannerUri("kids", i + 1), renderProgramBanner("kids", b.titl, i + 1)));
  LIBRARY_BANNERS.forEach((b, i) => out.set(programBannerUri("library", i + 1), renderProgramBanner("library", b.titl, i + 1)));
  ART_PROJECTS.forEach((a, i) => out.set(artProjectImageUri(i + 1), renderArtProject(a, i + 1)));
  RENTALS.forEach((r, i) => out.set(rentalImageUri(i + 1), renderRental(r, i + 1)));
  return out;
}
