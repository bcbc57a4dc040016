import type { MallManifest } from "../../schemas/manifest.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";

/**
 * The login terms page of the mall (/{mall}/login/agreement), or the app's (/app/login/agreement)
 * where the mall's route set has none. The manifest check holds that a top route set declares one
 * wherever a login page exists (schemas/manifest-bundle.ts, checkTermsPage).
 */
export function termsPathFor(mall: MallManifest | null): string {
  const path = screenHrefsFor(mall)("loginAgreement") ?? screenHrefsFor(null)("loginAgreement");
  if (path === null) throw new Error("no login terms page is declared: the manifest check requires one in a top route set");
  return path;
}
