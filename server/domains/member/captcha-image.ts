import { svgDoc } from "../../seed/svg-kit.ts";
import { GLYPH_BOX, glyphStrokes, type Point } from "./captcha-glyphs.ts";

/** Size of the captcha challenge image in CSS pixels. */
export const CAPTCHA_IMAGE = { w: 240, h: 80 } as const;

const MARGIN = 22;
const r1 = (n: number) => Math.round(n * 10) / 10;
const span = (random: () => number, min: number, max: number) => min + random() * (max - min);
const pathOf = (points: readonly Point[]) => points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${r1(x)} ${r1(y)}`).join("");

/**
 * Draws a captcha challenge as SVG: each letter turned, slanted, scaled and jittered on its own, the
 * whole line bent by a wave, and crossed by noise curves in the letters' colours so that no colour or
 * stroke width tells letters from noise. Dark on light. Pure: the same random source gives the same image.
 */
export function renderCaptchaSvg(text: string, random: () => number): string {
  const { w, h } = CAPTCHA_IMAGE;
  const letters = [...text];
  const slot = (w - 2 * MARGIN) / letters.length;
  const hue = Math.floor(random() * 360);
  const ink = () => `hsl(${(Math.floor(hue + span(random, -40, 40)) + 360) % 360},${Math.floor(span(random, 30, 60))}%,${Math.floor(span(random, 14, 30))}%)`;
  const wave = { amp: span(random, 3, 7), freq: span(random, 0.025, 0.05), phase: span(random, 0, 2 * Math.PI) };
  const bend = ([x, y]: Point): Point => [x, y + wave.amp * Math.sin(x * wave.freq + wave.phase)];

  const parts: string[] = [`<rect width="${w}" height="${h}" fill="hsl(${hue},35%,95%)"/>`];
  // Speckles under the letters.
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${r1(span(random, 0, w))}" cy="${r1(span(random, 0, h))}" r="${r1(span(random, 0.6, 1.8))}" fill="${ink()}" opacity="${r1(span(random, 0.2, 0.5))}"/>`,
    );

  letters.forEach((letter, i) => {
    // px per glyph unit: letters 41–51 px tall, smaller when a long text would make them overlap
    const size = Math.min(span(random, 4.1, 5.1), slot / (GLYPH_BOX.w * 1.25));
    const angle = span(random, -0.38, 0.38);
    const slant = span(random, -0.3, 0.3);
    const cx = MARGIN + slot * (i + 0.5) + span(random, -4, 4);
    const cy = h / 2 + span(random, -6, 6);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - GLYPH_BOX.w / 2 + span(random, -0.3, 0.3)) * size * span(random, 0.96, 1.04);
      const y = (gy - GLYPH_BOX.h / 2 + span(random, -0.3, 0.3)) * size;
      const xs = x + slant * y;
      return bend([cx + xs * cos - y * sin, cy + xs * sin + y * cos]);
    };
    const d = glyphStrokes(letter)
      .map((stroke) => pathOf(stroke.map(place)))
      .join("");
    parts.push(`<path d="${d}" fill="none" stroke="${ink()}" stroke-width="${r1(span(random, 3.2, 4.4))}" stroke-linecap="round" stroke-linejoin="round"/>`);
  });

  // Noise curves across the whole image, some as thick as the letters.
  for (let i = 0; i < 6; i++) {
    const y = () => r1(span(random, 8, h - 8));
    const d = `M${r1(span(random, -10, 30))} ${y()}C${r1(span(random, 40, 100))} ${y()} ${r1(span(random, 140, 200))} ${y()} ${r1(span(random, 210, w + 10))} ${y()}`;
    parts.push(
      `<path d="${d}" fill="none" stroke="${ink()}" stroke-width="${r1(span(random, 1.2, i < 2 ? 3.6 : 2.2))}" stroke-linecap="round" opacity="${r1(span(random, 0.6, 0.9))}"/>`,
    );
  }
  return svgDoc(w, h, parts.join(""));
}
