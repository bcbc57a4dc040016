declare module "virtual:manifests" {
  import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
  /** Every manifest, validated by ajv and parsed by zod at build time. */
  export const bundle: ManifestBundle;
}
