// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../seed/random.ts";
import { createTestServer } from "../../testing.ts";
import { GLYPH_BOX, glyphStrokes } from "./captcha-glyphs.ts";
import { CAPTCHA_IMAGE, renderCaptchaSvg } from "./captcha-image.ts";
import { memberDomain } from "./index.ts";
import { CAPTCHA_PRACTICE_ANSWER } from "./routes-login.ts";

const parse = (svg: string) => new DOMParser().parseFromString(svg, "image/svg+xml");
const lightness = (hsl: string) => Number(/,(\d+)%\)$/.exec(hsl)![1]);

describe("captcha challenge image", () => {
  it("draws every letter of the challenge as paths, on a light ground with dark ink, without fonts", () => {
    const svg = renderCaptchaSvg(CAPTCHA_PRACTICE_ANSWER, seededRandom("captcha"));
    const doc = parse(svg);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const root = doc.documentElement;
    expect([root.getAttribute("width"), root.getAttribute("height")]).toEqual([String(CAPTCHA_IMAGE.w), String(CAPTCHA_IMAGE.h)]);
    expect(doc.getElementsByTagName("text")).toHaveLength(0);
    expect(svg).not.toContain("font-family");
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    const paths = [...doc.getElementsByTagName("path")];
    expect(paths.length).toBeGreaterThanOrEqual(CAPTCHA_PRACTICE_ANSWER.length + 4); // letters and noise curves
    expect(lightness(doc.getElementsByTagName("rect")[0]!.getAttribute("fill")!)).toBeGreaterThanOrEqual(90);
    for (const p of paths) expect(lightness(p.getAttribute("stroke")!)).toBeLessThanOrEqual(30);
  });

  it("distorts differently for every random source, and the same for the same one", () => {
    const a = renderCaptchaSvg("FIELD", seededRandom("a"));
    expect(renderCaptchaSvg("FIELD", seededRandom("a"))).toBe(a);
    expect(renderCaptchaSvg("FIELD", seededRandom("b"))).not.toBe(a);
  });

  it("has a glyph for every capital letter, inside its box, and refuses anything else", () => {
    for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const points = glyphStrokes(letter).flat();
      expect(points.length, letter).toBeGreaterThanOrEqual(2);
      for (const [x, y] of points) {
        expect(x, letter).toBeGreaterThanOrEqual(0);
        expect(y, letter).toBeGreaterThanOrEqual(0);
        expect(x, letter).toBeLessThanOrEqual(GLYPH_BOX.w + 0.5);
        expect(y, letter).toBeLessThanOrEqual(GLYPH_BOX.h + 0.5);
      }
    }
    expect(() => glyphStrokes("#")).toThrow(/no glyph/);
  });

  it("is served per mall as image/svg+xml that is never cached, and 404 for an unknown mall", async () => {
    const s = createTestServer([memberDomain]);
    const res = await s.request("/api/hanam/captcha/image");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(parse(await res.text()).documentElement.tagName).toBe("svg");
    expect((await s.request("/api/atlantis/captcha/image")).status).toBe(404);
  });
});
