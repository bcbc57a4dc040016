import { crc32, deflateSync } from "node:zlib";

// The installed app's icons, drawn at build time from a brand group's colours (no image files to
// keep per brand): a shopping bag in the brand's on-primary colour on its primary colour. `any` is
// a rounded tile on transparency; `maskable` fills the square and keeps the bag inside the central
// 80% circle that every launcher mask leaves visible. PNG, 8-bit RGBA, edges anti-aliased by 4×4
// supersampling.

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16), Number.parseInt(m[3]!, 16)];
}

/** Inside a rectangle with rounded corners (all in units of the icon's side). */
function inRoundedRect(x: number, y: number, left: number, top: number, right: number, bottom: number, radius: number): boolean {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * The bag in a unit square, scaled by `scale` around the centre: a body with rounded corners and a
 * handle (half a ring) above it.
 */
function inBag(x: number, y: number, scale: number): boolean {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  if (inRoundedRect(u, v, 0.2, 0.36, 0.8, 0.86, 0.06)) return true;
  // The handle: a ring around (0.5, 0.36), its upper half.
  const d = Math.hypot(u - 0.5, v - 0.36);
  return v <= 0.36 && d >= 0.13 && d <= 0.19;
}

/** The icon as PNG bytes. */
export function appIconPng(theme: { primary: string; onPrimary: string }, size: number, purpose: "any" | "maskable"): Buffer {
  const background = rgb(theme.primary);
  const mark = rgb(theme.onPrimary);
  // `any`: the mark at full size on a tile; `maskable`: smaller, inside the 80% safe circle.
  const scale = purpose === "maskable" ? 0.72 : 0.9;
  const SAMPLES = 4;
  /** 0 outside the tile, 1 on the background, 2 on the mark. */
  const classify = (x: number, y: number) => (purpose === "maskable" || inRoundedRect(x, y, 0, 0, 1, 1, 0.22) ? (inBag(x, y, scale) ? 2 : 1) : 0);
  // The kind at every pixel corner, computed once (each corner is shared by four pixels).
  const corners = new Uint8Array((size + 1) * (size + 1));
  for (let y = 0; y <= size; y++) for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = classify(x / size, y / size);
  const corner = (x: number, y: number) => corners[y * (size + 1) + x]!;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (none), then RGBA
    for (let px = 0; px < size; px++) {
      // A pixel whose four corners agree lies on one side of every edge (the shapes are larger than
      // a pixel): one look. Only pixels on an edge are supersampled.
      const kind = corner(px, py);
      const uniform = kind === corner(px + 1, py) && kind === corner(px, py + 1) && kind === corner(px + 1, py + 1);
      let tile = 0;
      let bag = 0;
      if (uniform) {
        tile = kind > 0 ? SAMPLES * SAMPLES : 0;
        bag = kind === 2 ? SAMPLES * SAMPLES : 0;
      } else
        for (let sy = 0; sy < SAMPLES; sy++)
          for (let sx = 0; sx < SAMPLES; sx++) {
            const x = (px + (sx + 0.5) / SAMPLES) / size;
            const y = (py + (sy + 0.5) / SAMPLES) / size;
            const k = classify(x, y);
            if (k > 0) tile++;
            if (k === 2) bag++;
          }
      const n = SAMPLES * SAMPLES;
      const o = 1 + px * 4;
      // Colour: the mark over the background, by the share of the tile's samples in the bag.
      const t = tile === 0 ? 0 : bag / tile;
      for (let c = 0; c < 3; c++) row[o + c] = Math.round(background[c]! * (1 - t) + mark[c]! * t);
      row[o + 3] = Math.round((255 * tile) / n);
    }
    rows.push(row);
  }
  return png(size, size, Buffer.concat(rows));
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit RGBA rows, each already prefixed with its filter byte. */
function png(width: number, height: number, filteredRows: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(filteredRows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
