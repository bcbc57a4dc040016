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

declare module "virtual:manifests/pages" {
  import type { MallPages } from "../../schemas/mall-content.ts";
  /** Each mall's static pages (/page?id=) by mall path; they ship with that page only. */
  export const byMall: Readonly<Record<string, MallPages>>;
}

declare module "virtual:manifests/rentalVenues" {
  import type { RentalVenues } from "../../schemas/mall-content.ts";
  /** Each mall's venue rental pages by mall path (hanam); they ship with those pages only. */
  export const byMall: Readonly<Record<string, RentalVenues>>;
}

declare module "virtual:manifests/showNotice" {
  import type { MallManifest } from "../../schemas/manifest.ts";
  /** Each mall's entry rules for shows by mall path; they ship with the program pages and the lecture dialog only. */
  export const byMall: Readonly<Record<string, NonNullable<MallManifest["showNotice"]>>>;
}

declare module "virtual:manifests/lectureApply" {
  import type { LectureApply } from "../../schemas/manifest-programs.ts";
  /** Each mall's apply targets of programs by mall path (where set); they ship with the program pages and the lecture dialog only. */
  export const byMall: Readonly<Record<string, LectureApply>>;
}

declare module "virtual:manifests/programTitle" {
  import type { MallManifest } from "../../schemas/manifest.ts";
  /** Each mall's program title field by mall path (where set); it ships with the program pages and the lecture dialog only. */
  export const byMall: Readonly<Record<string, NonNullable<MallManifest["programTitle"]>>>;
}

declare module "virtual:manifests/winners" {
  import type { MallManifest } from "../../schemas/manifest.ts";
  /** Each mall's winner table layout by mall path (where set); it ships with the winner check only. */
  export const byMall: Readonly<Record<string, NonNullable<MallManifest["winners"]>>>;
}
