import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { BrandGroup } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";
import { listedBranches } from "../../engine/manifests/branches.ts";

export type GateSectionId = NonNullable<MallManifest["gate"]>["section"];

/** One branch link of the entry gate. */
export interface GateEntry {
  /** The mall's route path (first path segment). */
  path: string;
  /** Where the entry links: gate.to, else /{path}. */
  to: string;
  /** True when `to` leaves the app (an absolute http(s) URL). */
  external: boolean;
  section: GateSectionId;
  index: number;
  nameKo: string;
  nameEn: string;
  image: string;
  /** External shops sites (Centerfield), desktop and mobile. */
  shops?: { desktop: string; mobile: string } | undefined;
}

export interface GateSection {
  id: GateSectionId;
  label: { ko: string; en: string };
  /** Theme of the brand group with the same id, for the section's accent colour. */
  theme?: BrandGroup["theme"] | undefined;
  entries: GateEntry[];
}

type GateBundle = Pick<ManifestBundle, "brands" | "malls">;

/** The malls listed on the entry gate, ordered by section (as brands.json lists them), then index. */
export function gateEntries(bundle: GateBundle): GateEntry[] {
  return listedBranches(bundle).map((mall) => {
    const to = mall.gate.to ?? mallHref(mall);
    return {
      path: mall.path,
      to,
      external: /^https?:\/\//i.test(to),
      section: mall.gate.section,
      index: mall.gate.index,
      nameKo: mall.name.ko,
      nameEn: mall.name.en,
      image: mall.gate.image,
      shops: mall.shopsSite,
    };
  });
}

/** The gate's sections in order, each with its entries (a section may be empty). */
export function gateSections(bundle: GateBundle): GateSection[] {
  const entries = gateEntries(bundle);
  return bundle.brands.gateSections.map((s) => ({
    id: s.id,
    label: s.label,
    theme: bundle.brands.groups.find((g) => g.id === s.id)?.theme,
    entries: entries.filter((e) => e.section === s.id),
  }));
}
