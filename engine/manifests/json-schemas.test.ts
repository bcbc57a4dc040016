import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateJsonSchemas, schemaFileText } from "./json-schemas.ts";

describe("generated JSON Schemas", () => {
  it("are up to date with schemas/manifest.ts (run npm run manifests:schema)", () => {
    for (const [name, schema] of Object.entries(generateJsonSchemas())) {
      expect(readFileSync(join(process.cwd(), "manifests", name), "utf8"), `manifests/${name} is stale`).toBe(schemaFileText(schema));
    }
  });

  it("are referenced by every manifest, so editors autocomplete", () => {
    const dir = join(process.cwd(), "manifests");
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"))) {
      const json = JSON.parse(readFileSync(join(dir, f), "utf8")) as { $schema?: string };
      expect(json.$schema, f).toBe(f === "brands.json" ? "./brands.schema.json" : "./mall.schema.json");
    }
    for (const f of readdirSync(join(dir, "route-sets"))) {
      const json = JSON.parse(readFileSync(join(dir, "route-sets", f), "utf8")) as { $schema?: string };
      expect(json.$schema, f).toBe("../route-set.schema.json");
    }
  });
});
