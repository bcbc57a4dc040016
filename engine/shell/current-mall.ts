import type { MallManifest } from "../../schemas/manifest.ts";
import { mallByPath } from "../manifests/bundle.ts";

export interface CurrentMall {
  mall: MallManifest | null;
  /** The `mall` query names a mall no manifest declares. */
  unsupported: string | null;
}

/** The current mall: the route's mall (first path segment), else the `mall` query parameter. */
export function resolveCurrentMall(routeMall: string | null, search: string): CurrentMall {
  const fromRoute = mallByPath(routeMall);
  // The compiler already puts a landing page's contextMall into its route handle.
  if (fromRoute) return { mall: fromRoute, unsupported: null };
  const q = new URLSearchParams(search).get("mall");
  if (!q) return { mall: null, unsupported: null };
  const fromQuery = mallByPath(q);
  return fromQuery ? { mall: fromQuery, unsupported: null } : { mall: null, unsupported: q };
}
