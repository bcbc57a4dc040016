import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { jsqrAsEsModule } from "./jsqr-esm-plugin.ts";

const file = createRequire(import.meta.url).resolve("jsqr");
type Transform = (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null;
const transform = jsqrAsEsModule().transform as unknown as Transform;
const ctx = {
  error: (m: string): never => {
    throw new Error(m);
  },
};

describe("jsqrAsEsModule", () => {
  it("turns jsqr's UMD file into an ES module whose default export is the decoder", async () => {
    const out = transform.call(ctx, readFileSync(file, "utf8"), file)!;
    expect(out.code.startsWith("export default (function() {")).toBe(true);
    expect(out.code).not.toMatch(/webpackUniversalModuleDefinition|define\.amd/);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(out.code)}`)) as { default: unknown };
    expect(typeof mod.default).toBe("function");
  });

  it("leaves other files alone and fails loudly when jsqr's wrapper changes", () => {
    expect(transform.call(ctx, "export const a = 1;", "/x/src/a.ts")).toBeNull();
    expect(() => transform.call(ctx, "module.exports = 1;", file)).toThrow(/wrapper changed/);
  });
});
