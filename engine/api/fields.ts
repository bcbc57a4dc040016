/**
 * Writes request fields the way the backend reads query strings and form bodies: a value per key,
 * an array as the key repeated, a nested object as JSON text; null and undefined are left out.
 */
export function toSearchParams(fields: Readonly<Record<string, unknown>> | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(fields ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      out.append(key, typeof v === "object" ? JSON.stringify(v) : String(v));
    }
  }
  return out;
}

/** The input as a plain record (inputs are objects; anything else carries no fields). */
export function fieldsOf(input: unknown): Record<string, unknown> {
  return input !== null && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}
