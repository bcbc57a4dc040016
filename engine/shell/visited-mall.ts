import { bundle, mallByCode, DEFAULT_MALL_PATH } from "../manifests/bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

/** Storage key of the mall the user was last in (the spec's visitedMallCode). */
export const VISITED_MALL_KEY = "visitedMallCode";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored visited-mall code, if any. */
export function readVisitedMallCode(): string | null {
  return storage()?.getItem(VISITED_MALL_KEY) ?? null;
}

/** Remembers the mall the user is in, when it is one the gate may send them back to. */
export function rememberVisitedMall(mall: MallManifest): void {
  if (mall.visitedRedirect && mall.code) storage()?.setItem(VISITED_MALL_KEY, mall.code);
}

/** Path of the mall where the user is located: the stored visited mall when it is a known code, else hanam. */
export function visitedMallPath(): string {
  const m = mallByCode(readVisitedMallCode());
  return `/${m && m.visitedRedirect ? m.path : DEFAULT_MALL_PATH}`;
}

/** The malls the gate may redirect to by stored code (the spec's ten known codes). */
export function visitedRedirectMalls(): MallManifest[] {
  return Object.values(bundle.malls).filter((m) => m.visitedRedirect);
}
