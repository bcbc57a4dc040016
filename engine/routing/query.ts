import type { QuerySchema } from "../screen-props.ts";

/**
 * Parses a screen's query parameters field by field: a missing or malformed value (a pageIndex of
 * "abc", an unknown tab) takes the field's default (or stays undefined) instead of failing the
 * screen. Repeated keys: the first value counts.
 */
export function parseQuery<Q>(schema: QuerySchema<Q>, search: URLSearchParams): Q {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    const parsed = field.safeParse(raw ?? undefined);
    if (parsed.success) {
      if (parsed.data !== undefined) out[key] = parsed.data;
      continue;
    }
    const fallback = field.safeParse(undefined);
    if (fallback.success && fallback.data !== undefined) out[key] = fallback.data;
  }
  return out as Q;
}
