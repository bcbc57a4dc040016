declare module "virtual:manifests" {
  import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
  /** Every manifest, validated by ajv and parsed by zod at build time. */
  export const bundle: ManifestBundle;
}

declare module "virtual:manifests/parking" {
  import type { MallManifest } from "../../schemas/manifest.ts";
  /** Each mall's `parking` (fees and entrances) by mall path; it ships with the parking page only. */
  export const byMall: Readonly<Record<string, NonNullable<MallManifest["parking"]>>>;
}

declare module "virtual:manifests/visit" {
  import type { MallVisit } from "../../schemas/mall-visit.ts";
  /** Each mall's visit data by mall path (address, ways there); it ships with the about and directions pages only. */
  export const byMall: Readonly<Record<string, MallVisit>>;
}
