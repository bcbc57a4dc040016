import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import { appIconPng } from "./app-icon.ts";
import { loadManifestFiles } from "./load-files.ts";
import { validateManifestFiles } from "./validate.ts";
import { manifestsPlugin } from "./vite-plugin.ts";
import { APP_ICON_SIZES, webAppFiles, webAppManifest, webAppManifestHref } from "./web-app.ts";

const bundle = validateManifestFiles(loadManifestFiles(process.cwd())).bundle as ManifestBundle;
const malls = Object.values(bundle.malls);
const groupOf = (brand: string) => bundle.brands.groups.find((g) => g.id === brand)!;

/** A PNG's size and RGBA pixels (8-bit RGBA, filter 0 on every row, as app-icon.ts writes). */
function decodePng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]);
    }
    if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (1 + width * 4));
  return { width, height, pixel: (x, y) => [...raw.subarray(y * (1 + width * 4) + 1 + x * 4, y * (1 + width * 4) + 1 + x * 4 + 4)] };
}

const hex = (c: string) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));

describe("web app manifests", () => {
  it("gives every mall its own app: its name, starting at its home, in its brand group's colours and icons", () => {
    const own = malls.filter((m) => m.kind === "mall");
    expect(own.length).toBeGreaterThanOrEqual(10);
    for (const mall of own) {
      const m = webAppManifest(bundle, mall);
      expect(m).toMatchObject({ id: `/${mall.path}`, start_url: `/${mall.path}`, scope: "/", name: mall.name.ko, display: "standalone", lang: "ko" });
      expect(m.theme_color).toBe(groupOf(mall.brand).theme.primary);
      expect(m.background_color).toBe(groupOf(mall.brand).theme.surface);
      // Android's install needs a 192 and a 512 px icon for `any`; a maskable one fills the launcher's shape.
      for (const size of APP_ICON_SIZES)
        for (const purpose of ["any", "maskable"])
          expect(m.icons).toContainEqual(expect.objectContaining({ sizes: `${size}x${size}`, purpose, type: "image/png" }));
      expect(webAppManifestHref(mall)).toBe(`/webapp/${mall.path}.webmanifest`);
    }
  });

  it("sends the gate, the landing pages and the special paths to the gate's app, which starts at the gate", () => {
    for (const mall of malls.filter((m) => m.kind !== "mall")) expect(webAppManifestHref(mall)).toBe("/webapp/gate.webmanifest");
    expect(webAppManifestHref(null)).toBe("/webapp/gate.webmanifest");
    const gate = webAppManifest(bundle, null);
    expect(gate).toMatchObject({ id: "/", start_url: "/", name: bundle.brands.baseTitle.ko });
    const defaultMall = malls.find((m) => m.path === bundle.brands.defaultMall)!;
    expect(gate.theme_color).toBe(groupOf(defaultMall.brand).theme.primary);
  });

  it("makes a mall added by its manifest file installable with no code change", () => {
    const hanam = malls.find((m) => m.path === "hanam")!;
    const added = { ...hanam, path: "newmall", code: "99", name: { ko: "필드몰 새 몰", en: "FIELD MALL New" }, brand: "city" };
    const withNew = { ...bundle, malls: { ...bundle.malls, "newmall.json": added } } as ManifestBundle;
    const files = webAppFiles(withNew);
    expect(files.manifests.get("webapp/newmall.webmanifest")).toMatchObject({
      name: "필드몰 새 몰",
      start_url: "/newmall",
      theme_color: groupOf("city").theme.primary,
    });
    // Every icon a manifest lists is a file of the build.
    for (const m of files.manifests.values()) for (const icon of m.icons) expect(files.icons.has(icon.src.slice(1))).toBe(true);
  });

  it("writes the manifests and icons into the build", () => {
    const plugin = manifestsPlugin({ root: process.cwd() });
    const emitted = new Map<string, string | Uint8Array>();
    const generate = plugin.generateBundle as unknown as (this: object) => void;
    generate.call({
      emitFile: (f: { fileName: string; source: string | Uint8Array }) => emitted.set(f.fileName, f.source),
      error: (m: string) => {
        throw new Error(m);
      },
    });
    expect(JSON.parse(String(emitted.get("webapp/hanam.webmanifest")))).toEqual(webAppManifest(bundle, malls.find((m) => m.path === "hanam")!));
    expect(JSON.parse(String(emitted.get("webapp/gate.webmanifest")))).toEqual(webAppManifest(bundle, null));
    const icon = emitted.get("webapp/icon-main-any-192.png") as Uint8Array;
    expect(decodePng(Buffer.from(icon)).width).toBe(192);
  });
});

describe("app icons", () => {
  const theme = { primary: "#0f3b5a", onPrimary: "#ffffff" };

  it("draws the mark in the on-primary colour on a rounded tile of the primary colour, transparent outside it", () => {
    const { width, height, pixel } = decodePng(appIconPng(theme, 192, "any"));
    expect([width, height]).toEqual([192, 192]);
    expect(pixel(0, 0)[3]).toBe(0); // a rounded corner
    expect(pixel(96, 140)).toEqual([255, 255, 255, 255]); // the bag's body
    expect(pixel(96, 8)).toEqual([...hex(theme.primary), 255]); // the tile above the bag
    expect(pixel(8, 96)).toEqual([...hex(theme.primary), 255]);
  });

  it("fills the maskable icon's square and keeps the mark inside the central safe circle (80%)", () => {
    const size = 512;
    const { pixel } = decodePng(appIconPng(theme, size, "maskable"));
    const background = [...hex(theme.primary), 255].join();
    let markPixels = 0;
    const wrong: string[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const p = pixel(x, y);
        const outsideSafe = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size;
        if (p[3] !== 255 || (outsideSafe && p.join() !== background)) wrong.push(`${x},${y}: ${p.join()}`);
        else if (p[0] === 255) markPixels++;
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(markPixels).toBeGreaterThan(10_000);
  });
});
