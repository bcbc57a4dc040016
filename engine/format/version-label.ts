/**
 * An agreement version as the spec shows it: "Ver5.0" (or "5.0", "v5.0") reads "Ver.5.0".
 * Anything without a number is returned trimmed, as it came.
 */
export function formatVersionLabel(raw: string | null | undefined): string {
  const value = (raw ?? "").trim();
  const m = /^(?:ver\.?|v\.?)?\s*(\d+(?:\.\d+)*)$/i.exec(value);
  return m ? `Ver.${m[1]}` : value;
}
