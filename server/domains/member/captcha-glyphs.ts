// A single-stroke capital alphabet for the captcha image. The letters are drawn as paths so the image
// depends on no installed font. Each glyph sits in a 6 × 10 box (y down); strokes are separated by "|",
// and each stroke is a polyline of "x,y" points.

const STROKES: Record<string, string> = {
  A: "0,10 3,0 6,10 | 1.2,6 4.8,6",
  B: "0,5 4.5,5 6,6.3 6,8.7 4.5,10 0,10 0,0 4,0 5.5,1.2 5.5,3.8 4,5",
  C: "6,1.5 4.5,0 1.5,0 0,1.5 0,8.5 1.5,10 4.5,10 6,8.5",
  D: "0,0 0,10 3.5,10 6,7.5 6,2.5 3.5,0 0,0",
  E: "6,0 0,0 0,10 6,10 | 0,5 4.5,5",
  F: "6,0 0,0 0,10 | 0,5 4.5,5",
  G: "6,1.5 4.5,0 1.5,0 0,1.5 0,8.5 1.5,10 4.5,10 6,8.5 6,5.5 3.5,5.5",
  H: "0,0 0,10 | 6,0 6,10 | 0,5 6,5",
  I: "1,0 5,0 | 3,0 3,10 | 1,10 5,10",
  J: "2,0 6,0 | 5,0 5,8.5 3.5,10 1.5,10 0,8.5",
  K: "0,0 0,10 | 6,0 0,6.5 | 2,4.5 6,10",
  L: "0,0 0,10 6,10",
  M: "0,10 0,0 3,6 6,0 6,10",
  N: "0,10 0,0 6,10 6,0",
  O: "1.5,0 4.5,0 6,1.5 6,8.5 4.5,10 1.5,10 0,8.5 0,1.5 1.5,0",
  P: "0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5",
  Q: "1.5,0 4.5,0 6,1.5 6,8.5 4.5,10 1.5,10 0,8.5 0,1.5 1.5,0 | 3.5,7.5 6.5,10.5",
  R: "0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5 | 3,5 6,10",
  S: "6,1.5 4.5,0 1.5,0 0,1.5 0,3.5 1.5,5 4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,8.5",
  T: "0,0 6,0 | 3,0 3,10",
  U: "0,0 0,8.5 1.5,10 4.5,10 6,8.5 6,0",
  V: "0,0 3,10 6,0",
  W: "0,0 1.5,10 3,4 4.5,10 6,0",
  X: "0,0 6,10 | 6,0 0,10",
  Y: "0,0 3,5 6,0 | 3,5 3,10",
  Z: "0,0 6,0 0,10 6,10",
};

export type Point = readonly [number, number];

/** Width and height of the box every glyph is drawn in. */
export const GLYPH_BOX = { w: 6, h: 10 } as const;

/** The strokes of a capital letter (A–Z) as polylines in the glyph box. */
export function glyphStrokes(letter: string): Point[][] {
  const spec = STROKES[letter.toUpperCase()];
  if (!spec) throw new Error(`the captcha alphabet has no glyph for ${JSON.stringify(letter)}`);
  return spec.split("|").map((stroke) =>
    stroke
      .trim()
      .split(/\s+/)
      .map((pair): Point => {
        const [x, y] = pair.split(",").map(Number);
        return [x!, y!];
      }),
  );
}
