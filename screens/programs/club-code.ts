import type { MallManifest } from "../../schemas/manifest.ts";

/**
 * The club code a route names (decision 12: the clubJoin prop `clubCd`, e.g. OFC{code}) for a
 * mall: {code} becomes the mall's code. Null where the mall has no code to put there.
 */
export function clubCodeOf(template: string, mall: Pick<MallManifest, "code"> | null | undefined): string | null {
  if (!template.includes("{code}")) return template;
  return mall?.code ? template.replace("{code}", mall.code) : null;
}
