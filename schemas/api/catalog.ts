import type { Endpoint } from "./endpoint.ts";

/** Every endpoint of the call catalogues (spec part-1 §7 and part-2 §7), by domain. */
export const catalogByDomain: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {};

/** The whole catalogue as a list. */
export const catalog: readonly Endpoint[] = Object.values(catalogByDomain).flatMap((d) => Object.values(d));
