import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

/** A mall the entry gate lists, with its gate entry. */
export type ListedBranch = MallManifest & { gate: NonNullable<MallManifest["gate"]> };

/**
 * The branches the group lists (the malls with a gate entry), in the gate's order: by section as
 * brands.json lists the sections, then by index. The entry gate and the intro's branch list share it.
 */
export function listedBranches(bundle: Pick<ManifestBundle, "brands" | "malls">): ListedBranch[] {
  const order = bundle.brands.gateSections.map((s) => s.id);
  const listed = Object.values(bundle.malls).filter((m): m is ListedBranch => m.gate !== undefined);
  // toSorted needs Chrome 110+, which older Android webviews lack; this array is local anyway.
  // oxlint-disable-next-line unicorn/no-array-sort
  return listed.sort((a, b) => order.indexOf(a.gate.section) - order.indexOf(b.gate.section) || a.gate.index - b.gate.index);
}
