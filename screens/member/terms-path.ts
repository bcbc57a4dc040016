import type { MallManifest } from "../../schemas/manifest.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";

/** The login-terms page of the mall (/{mall}/login/agreement), or the app's (/app/login/agreement) where the mall has none. */
export function termsPathFor(mall: MallManifest | null): string {
  return screenHrefsFor(mall)("loginAgreement") ?? screenHrefsFor(null)("loginAgreement") ?? "/app/login/agreement";
}
