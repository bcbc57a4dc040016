// Small helpers for the seed's generated SVG images (posters, tickets, thumbnails). Every renderer is
// a pure function of seed data, so the files in public/images/seed are reproducible byte for byte.

export const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const FONT = `font-family="'Noto Sans KR','Apple SD Gothic Neo',sans-serif"`;

/** An SVG document of the given size. */
export const svgDoc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

/** A well-spread hue for the n-th item of a list (golden angle), turned by shift degrees. */
export const hueOf = (n: number, shift = 0): number => Math.round((n * 137.508 + shift) % 360);

/** A linear gradient definition with id g (top-left to bottom-right unless vertical). */
export const gradient = (from: string, to: string, vertical = false): string =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

interface TextStyle {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
}

/** One line of text. */
export function text(x: number, y: number, s: string, o: TextStyle): string {
  const anchor = o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "";
  const weight = o.weight ? ` font-weight="${o.weight}"` : "";
  const opacity = o.opacity !== undefined ? ` opacity="${o.opacity}"` : "";
  return `<text x="${x}" y="${y}"${anchor} ${FONT} font-size="${o.size}"${weight} fill="${o.fill ?? "#fff"}"${opacity}>${escapeXml(s)}</text>`;
}

/** Approximate width of a string in em: Hangul and other wide glyphs 1, narrow ones about half. */
export function emWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : ch === " " ? 0.3 : /[A-Z0-9%&@]/.test(ch) ? 0.62 : 0.52;
  return w;
}

/** Breaks a title into at most maxLines lines of at most maxEm, at spaces where possible; the last line ends in … when cut. */
export function wrap(s: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const push = (word: string) => {
    const next = line ? `${line} ${word}` : word;
    if (emWidth(next) <= maxEm) line = next;
    else if (!line) {
      // A single word wider than a line: break it by characters.
      let part = "";
      for (const ch of word) {
        if (emWidth(part + ch) > maxEm) {
          lines.push(part);
          part = "";
        }
        part += ch;
      }
      line = part;
    } else {
      lines.push(line);
      line = "";
      push(word);
    }
  };
  for (const word of s.split(/\s+/).filter(Boolean)) push(word);
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && emWidth(`${last}…`) > maxEm) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Several lines of text, the first baseline at y, each lineHeight apart. */
export function lines(x: number, y: number, ls: readonly string[], lineHeight: number, o: TextStyle): string {
  return ls.map((l, i) => text(x, y + i * lineHeight, l, o)).join("");
}

/** A rounded label ("pill") with centred text. */
export function pill(x: number, y: number, label: string, o: { size: number; bg: string; fill: string; padX?: number }): string {
  const padX = o.padX ?? o.size * 0.8;
  const w = Math.round(emWidth(label) * o.size + padX * 2);
  const h = Math.round(o.size * 1.8);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${o.bg}"/>${text(x + w / 2, y + Math.round(h * 0.68), label, { size: o.size, fill: o.fill, weight: 700, anchor: "middle" })}`;
}

/** Scattered decorative dots from a deterministic sequence (seed n), inside a w × h box. */
export function confetti(n: number, count: number, w: number, h: number, colors: readonly string[], opacity = 0.5): string {
  let a = (n * 2654435761) >>> 0;
  const next = () => {
    a = (Math.imul(a ^ (a >>> 13), 1103515245) + 12345) >>> 0;
    return a / 4294967296;
  };
  return Array.from({ length: count }, (_, i) => {
    const x = Math.round(next() * w);
    const y = Math.round(next() * h);
    const r = 4 + Math.round(next() * 10);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colors[i % colors.length]}" opacity="${opacity}"/>`;
  }).join("");
}
