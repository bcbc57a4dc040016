import { useCallback, useMemo } from "react";
import type { QuerySchema } from "../screen-props.ts";
import { parseQuery } from "./query.ts";
import { useIntendedSearch, useSetQuery } from "./use-set-query.ts";

/** Sets a screen's query fields, typed by its schema: one (key, value) or several at once; null (or the field's default) removes one. */
export type SetScreenQuery<Q> = {
  <K extends keyof Q & string>(key: K, value: Q[K] | null): void;
  (values: { readonly [K in keyof Q]?: Q[K] | null }): void;
};

/** How a value is written in the URL: absent when it is the field's default; true as Y. */
function toParam(schema: QuerySchema, key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === false) return null;
  const fallback = schema.shape[key]?.safeParse(undefined);
  if (fallback?.success && fallback.data === value) return null;
  return value === true ? "Y" : String(value);
}

/**
 * A screen's query parameters, parsed by its schema (a malformed value takes the field's default,
 * engine/routing/query.ts), and a setter typed by the same schema that keeps them in the URL in
 * place (history replaced), so back and a reload return to them.
 */
export function useScreenQuery<Q>(schema: QuerySchema<Q>): [Q, SetScreenQuery<Q>] {
  // The query just asked for, before the router commits it: a control bound to it changes at once.
  const search = useIntendedSearch();
  const query = useMemo(() => parseQuery(schema, new URLSearchParams(search)), [schema, search]);
  const setQuery = useSetQuery();
  const set = useCallback(
    (keyOrValues: string | Readonly<Record<string, unknown>>, value?: unknown) => {
      const values = typeof keyOrValues === "string" ? { [keyOrValues]: value } : keyOrValues;
      setQuery(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toParam(schema, k, v)])));
    },
    [schema, setQuery],
  );
  return [query, set as SetScreenQuery<Q>];
}
