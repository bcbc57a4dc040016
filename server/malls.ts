import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brandsSchema } from "../schemas/brands.ts";
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

/** Every brand's hosts (brands.json: production and development, with a port where one is named): where a login may return to. */
export function loadBrandHosts(manifestsDir: string): ReadonlySet<string> {
  const brands = brandsSchema.parse(JSON.parse(readFileSync(join(manifestsDir, "brands.json"), "utf8")));
  return new Set(brands.groups.flatMap((g) => [g.hosts.production, ...g.hosts.development]));
}
