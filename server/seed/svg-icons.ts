// Simple pictograms for the seed's generated images, each drawn in a 100 × 100 box in one colour
// (c) with white details.

const ICONS = {
  cup: (c: string) =>
    `<rect x="22" y="34" width="44" height="46" rx="8" fill="${c}"/><path d="M66 44h6a10 10 0 0 1 0 20h-6" fill="none" stroke="${c}" stroke-width="7"/><path d="M34 12c-4 6 4 10 0 16M48 12c-4 6 4 10 0 16" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  bowl: (c: string) =>
    `<path d="M14 46h72a36 36 0 0 1-72 0z" fill="${c}"/><rect x="34" y="84" width="32" height="6" rx="3" fill="${c}"/><path d="M62 10 42 42M74 14 54 42" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  house: (c: string) => `<path d="M50 12 90 46H78v40H22V46H10z" fill="${c}"/><rect x="42" y="60" width="16" height="26" fill="#fff"/>`,
  parking: (c: string) =>
    `<rect x="14" y="14" width="72" height="72" rx="16" fill="${c}"/><path d="M40 72V28h14a12 12 0 0 1 0 24H40" fill="none" stroke="#fff" stroke-width="9"/>`,
  balloon: (c: string) =>
    `<ellipse cx="50" cy="40" rx="26" ry="30" fill="${c}"/><path d="m50 70-5 8h10z" fill="${c}"/><path d="M50 78c-8 8 8 10 0 18" stroke="${c}" stroke-width="3" fill="none"/>`,
  won: (c: string) =>
    `<circle cx="50" cy="50" r="38" fill="${c}"/><path d="m28 32 10 38 12-30 12 30 10-38" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M24 46h52M24 56h52" stroke="#fff" stroke-width="5"/>`,
  bread: (c: string) =>
    `<path d="M18 46a32 22 0 0 1 64 0v34H18z" fill="${c}"/><path d="m36 36 6 14M50 32v16M64 36l-6 14" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  drop: (c: string) =>
    `<path d="M50 12C36 36 26 50 26 62a24 24 0 0 0 48 0c0-12-10-26-24-50z" fill="${c}"/><circle cx="41" cy="64" r="6" fill="#fff" opacity=".6"/>`,
  film: (c: string) =>
    `<rect x="14" y="22" width="72" height="56" rx="6" fill="${c}"/><path d="M20 26h10v6H20zm16 0h10v6H36zm16 0h10v6H52zm16 0h10v6H68zM20 68h10v6H20zm16 0h10v6H36zm16 0h10v6H52zm16 0h10v6H68z" fill="#fff"/><path d="M44 40v20l16-10z" fill="#fff"/>`,
  ball: (c: string) =>
    `<circle cx="50" cy="50" r="36" fill="${c}"/><path d="M14 50h72M50 14v72M24 26c14 12 14 36 0 48M76 26c-14 12-14 36 0 48" stroke="#fff" stroke-width="3" fill="none"/>`,
  burger: (c: string) =>
    `<path d="M18 44a32 24 0 0 1 64 0z" fill="${c}"/><rect x="14" y="50" width="72" height="8" rx="4" fill="${c}" opacity=".6"/><rect x="18" y="62" width="64" height="16" rx="6" fill="${c}"/>`,
  book: (c: string) =>
    `<path d="M50 24c-10-6-24-6-36-2v56c12-4 26-4 36 2 10-6 24-6 36-2V22c-12-4-26-4-36 2z" fill="${c}"/><path d="M50 24v56" stroke="#fff" stroke-width="3"/>`,
  gift: (c: string) =>
    `<rect x="16" y="42" width="68" height="44" rx="4" fill="${c}"/><rect x="12" y="30" width="76" height="14" rx="3" fill="${c}"/><path d="M50 30v56" stroke="#fff" stroke-width="6"/><path d="M50 30c-8-16-26-16-22-4 2 4 12 4 22 4zm0 0c8-16 26-16 22-4-2 4-12 4-22 4z" fill="${c}"/>`,
  star: (c: string) => `<path d="m50 10 11 25 27 3-20 18 6 27-24-14-24 14 6-27-20-18 27-3z" fill="${c}"/>`,
  sushi: (c: string) =>
    `<rect x="14" y="44" width="72" height="30" rx="12" fill="#fff" stroke="${c}" stroke-width="5"/><path d="M18 50c10-22 54-22 64 0z" fill="${c}"/>`,
  cutlery: (c: string) =>
    `<path d="M30 12v24c0 7 10 7 10 0V12M35 40v48" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M66 12c-12 10-12 32 0 36v40" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  dumpling: (c: string) =>
    `<path d="M14 58c0-24 72-24 72 0z" fill="${c}"/><path d="m30 42 4 8m8-12 2 9m12-9-2 9m16-5-4 8" stroke="#fff" stroke-width="3"/><rect x="16" y="62" width="68" height="16" rx="4" fill="${c}" opacity=".7"/>`,
  ticket: (c: string) =>
    `<path d="M12 30h76v12a8 8 0 0 0 0 16v12H12V58a8 8 0 0 0 0-16z" fill="${c}"/><path d="M62 32v36" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/>`,
  note: (c: string) =>
    `<ellipse cx="34" cy="74" rx="14" ry="10" fill="${c}"/><ellipse cx="70" cy="66" rx="14" ry="10" fill="${c}"/><path d="M45 74V24l36-8v50" stroke="${c}" stroke-width="6" fill="none"/>`,
  mic: (c: string) =>
    `<rect x="38" y="12" width="24" height="44" rx="12" fill="${c}"/><path d="M28 44a22 22 0 0 0 44 0M50 66v18M36 86h28" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  play: (c: string) => `<circle cx="50" cy="50" r="40" fill="${c}"/><path d="M42 32v36l28-18z" fill="#fff"/>`,
} as const;

export type IconName = keyof typeof ICONS;

/** An icon of the given size centred at (cx, cy). */
export function icon(name: IconName, cx: number, cy: number, size: number, color: string): string {
  const s = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})">${ICONS[name](color)}</g>`;
}
