import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mallManifestSchema } from "../schemas/manifest.ts";
import type { ServerMall } from "./http/context.ts";

/** The malls the API serves, read from the manifests (kind mall and landing pages with a code). */
export function loadServerMalls(manifestsDir: string): Map<string, ServerMall> {
  const out = new Map<string, ServerMall>();
  for (const f of readdirSync(manifestsDir)) {
    if (!f.endsWith(".json") || f.endsWith(".schema.json") || f === "brands.json") continue;
    const m = mallManifestSchema.parse(JSON.parse(readFileSync(join(manifestsDir, f), "utf8")));
    if (m.kind !== "mall" && !(m.kind === "landing" && m.code)) continue;
    out.set(m.path.toLowerCase(), { path: m.path, code: m.code ?? null, nameKo: m.name.ko, nameEn: m.name.en, brand: m.brand, product: m.product });
  }
  return out;
}
