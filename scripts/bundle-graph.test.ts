import { describe, expect, it } from "vitest";
import { chunkGraph, gzipSize, routeLoad, type ChunkSources } from "./bundle-graph.mjs";

// A build in miniature: the main chunk (holding the first routes' screens), the kit and flows
// layers, a library and a piece of its own the kit loads on demand, a dialog the shell opens by a
// query parameter, a screen with a lazy dialog and its English words, and a layout screen.
const manifest = {
  "index.html": {
    file: "assets/index-AAAAAAAA.js",
    dynamicImports: ["_layer-kit-BBBBBBBB.js", "screens/a/list.screen.tsx", "virtual:messages/en", "screens/a/query-dialog.tsx"],
  },
  "_layer-kit-BBBBBBBB.js": {
    file: "assets/layer-kit-BBBBBBBB.js",
    imports: ["index.html"],
    dynamicImports: ["node_modules/dompurify/purify.es.mjs", "_layer-flows-CCCCCCCC.js", "engine/ui/barcode-encode.ts"],
  },
  "engine/ui/barcode-encode.ts": { file: "assets/barcode-encode-MMMMMMMM.js", isDynamicEntry: true },
  "screens/a/query-dialog.tsx": { file: "assets/query-dialog-NNNNNNNN.js", isDynamicEntry: true, imports: ["index.html", "_piece-FFFFFFFF.js"] },
  "_layer-flows-CCCCCCCC.js": { file: "assets/layer-flows-CCCCCCCC.js", imports: ["index.html", "_layer-kit-BBBBBBBB.js"] },
  "node_modules/dompurify/purify.es.mjs": { file: "assets/purify.es-DDDDDDDD.js", isDynamicEntry: true },
  "screens/a/list.screen.tsx": {
    file: "assets/list.screen-EEEEEEEE.js",
    isDynamicEntry: true,
    imports: ["index.html", "_layer-kit-BBBBBBBB.js", "_piece-FFFFFFFF.js"],
    dynamicImports: ["screens/a/dialog.tsx", "screens/a/words.messages.ts?locale=en", "screens/a/other.screen.tsx"],
  },
  "_piece-FFFFFFFF.js": { file: "assets/piece-FFFFFFFF.js", imports: ["index.html"] },
  "screens/a/dialog.tsx": { file: "assets/dialog-GGGGGGGG.js", isDynamicEntry: true, imports: ["_layer-flows-CCCCCCCC.js"] },
  "screens/a/words.messages.ts?locale=en": { file: "assets/words.messages-HHHHHHHH.js", isDynamicEntry: true },
  "screens/a/other.screen.tsx": { file: "assets/other.screen-IIIIIIII.js", isDynamicEntry: true, imports: ["index.html"] },
  "screens/a/layout.screen.tsx": { file: "assets/layout.screen-JJJJJJJJ.js", isDynamicEntry: true, imports: ["index.html"] },
  "virtual:messages/en": { file: "assets/en-KKKKKKKK.js", isDynamicEntry: true },
  "_layer-kit-LLLLLLLL.css": { file: "assets/layer-kit-LLLLLLLL.css" },
};
const modules: Record<string, string[]> = {
  "assets/index-AAAAAAAA.js": ["app/main.tsx", "screens/gate/entry-gate.screen.tsx"],
  "assets/list.screen-EEEEEEEE.js": ["screens/a/list.screen.tsx"],
  "assets/layout.screen-JJJJJJJJ.js": ["screens/a/layout.screen.tsx"],
  "assets/purify.es-DDDDDDDD.js": ["node_modules/dompurify/dist/purify.es.mjs"],
  "assets/barcode-encode-MMMMMMMM.js": ["engine/ui/barcode-encode.ts"],
  "assets/query-dialog-NNNNNNNN.js": ["screens/a/query-dialog.tsx"],
};
const sources = (file: string): ChunkSources => {
  const held = modules[file] ?? [];
  const packages = new Set(held.filter((m) => m.startsWith("node_modules/")).map((m) => m.split("/")[1] ?? ""));
  return { modules: held, packages, library: held.length > 0 && held.every((m) => m.startsWith("node_modules/")) };
};
const graph = chunkGraph(manifest, sources);
const names = (list: { pathname: string }[]) => list.map((s) => s.pathname).sort();

describe("what a route loads, from the build's chunk graph", () => {
  it("a first route whose screen is in the main chunk loads the main chunk only; the kit's lazy layers are on demand", () => {
    const load = routeLoad(graph, ["screens/gate/entry-gate.screen.tsx"]);
    expect(names(load.scripts)).toEqual(["/assets/index-AAAAAAAA.js"]);
    expect(load.lazy).toEqual([]);
    // The main chunk's lazy layers and what they load lazily, the kit's own lazy code among them;
    // never another screen or the English words.
    expect(names(load.onDemand)).toEqual([
      "/assets/barcode-encode-MMMMMMMM.js",
      "/assets/layer-flows-CCCCCCCC.js",
      "/assets/layer-kit-BBBBBBBB.js",
      "/assets/purify.es-DDDDDDDD.js",
    ]);
    expect(load.onDemand.find((s) => s.pathname.includes("purify"))?.library).toBe(true);
    // The shell's own lazy part (a dialog a query parameter opens) with what it imports, apart.
    expect(names(load.optional)).toEqual(["/assets/piece-FFFFFFFF.js", "/assets/query-dialog-NNNNNNNN.js"]);
  });

  it("a screen loads its chunk and what it imports; its dialog is lazy, with the layer the dialog imports", () => {
    const load = routeLoad(graph, ["screens/a/list.screen.tsx"]);
    expect(names(load.scripts)).toEqual([
      "/assets/index-AAAAAAAA.js",
      "/assets/layer-kit-BBBBBBBB.js",
      "/assets/list.screen-EEEEEEEE.js",
      "/assets/piece-FFFFFFFF.js",
    ]);
    expect(names(load.lazy)).toEqual(["/assets/dialog-GGGGGGGG.js", "/assets/layer-flows-CCCCCCCC.js"]);
    expect(names(load.onDemand)).toEqual(["/assets/barcode-encode-MMMMMMMM.js", "/assets/purify.es-DDDDDDDD.js"]);
    expect(names(load.optional)).toEqual(["/assets/query-dialog-NNNNNNNN.js"]);
  });

  it("a layout's screen loads with the screen inside it", () => {
    const load = routeLoad(graph, ["screens/a/layout.screen.tsx", "screens/a/list.screen.tsx"]);
    expect(names(load.scripts)).toContain("/assets/layout.screen-JJJJJJJJ.js");
    expect(names(load.scripts)).toContain("/assets/list.screen-EEEEEEEE.js");
  });

  it("names a screen module no chunk holds (a stale build or a wrong registration)", () => {
    expect(() => routeLoad(graph, ["screens/a/missing.screen.tsx"])).toThrow(/no chunk of the build holds screens\/a\/missing\.screen\.tsx/);
  });
});

describe("gzipSize", () => {
  it("measures a file's code: the hashes of the chunks it names do not change its size", () => {
    const code = (a: string, b: string) =>
      `import{a as x}from"./layer-kit-${a}.js";const l=()=>import("./list.screen-${b}.js");${"export const words=[1,2,3].map(n=>n*2);".repeat(40)}`;
    const size = gzipSize(code("Dr_3KYjF", "C_Uy_4gA"));
    expect(gzipSize(code("zz9-Q1xw", "AAAAAAAA"))).toBe(size);
    // The code itself still counts.
    expect(gzipSize(`${code("Dr_3KYjF", "C_Uy_4gA")}export const more=Math.random()*1e9;`)).toBeGreaterThan(size);
  });
});
