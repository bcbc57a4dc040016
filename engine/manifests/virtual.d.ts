declare module "virtual:manifests" {
  import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
  /** Every manifest, validated by ajv and parsed by zod at build time. */
  export const bundle: ManifestBundle;
}

declare module "virtual:mall-visit" {
  import type { MallVisit } from "../../schemas/mall-visit.ts";
  /** Each mall's visit data by path (the main bundle leaves it out). */
  export const visits: Readonly<Record<string, MallVisit>>;
}
