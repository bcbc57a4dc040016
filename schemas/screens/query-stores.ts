import * as z from "zod/mini";
import { queryFlag } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

// Query schemas of the store screens (screens/stores): a file of their own, so the screens of other
// areas, which share query.ts, do not load them.

/** Comma-separated ids in the query (1 to 50 numbers); anything else is ignored. */
const idListParam = lazySchema(() => z.optional(z.string().check(z.regex(/^\d{1,6}(,\d{1,6}){0,49}$/))));

/**
 * The store directory: its category and filters (spec part-2 §3), kept in the URL so back and a
 * reload return to the same list; `tnId` opens a store's popup (part-1 §2).
 */
export const tenantDirectoryQuery = lazySchema(() =>
  z.object({
    cate: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
    sub: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
    bnft: idListParam,
    thm: idListParam,
    gndr: z.optional(z.string().check(z.regex(/^[MFU](,[MFU]){0,2}$/))),
    evt: queryFlag,
    cpn: queryFlag,
    order: z._default(z.enum(["name", "new"]), "name"),
    tnId: z.optional(z.string().check(z.regex(/^T[0-9A-Z]{6}$/))),
  }),
);
export type TenantDirectoryQuery = z.output<typeof tenantDirectoryQuery>;

/** The entertainment page's movie listing: showing now or coming soon (default now, spec part-2 §9), kept in the URL. */
export const movieListQuery = lazySchema(() => z.object({ type: z._default(z.enum(["now", "soon"]), "now") }));
export type MovieListQuery = z.output<typeof movieListQuery>;
const tenantId = lazySchema(() => z.string().check(z.regex(/^T[0-9A-Z]{6}$/)));
const floorParam = lazySchema(() => z.string().check(z.regex(/^(B[1-9]|[1-9]F|P)$/)));

/**
 * The floor guide: `fl` the floor shown (kept in the URL so back returns to it), `tnId` a store's
 * popup, `showMap` / `maps` the large map popup (open while either is present; `maps` may name the floor).
 */
export const floorInfoQuery = lazySchema(() =>
  z.object({
    fl: z.optional(floorParam),
    tnId: z.optional(tenantId),
    showMap: z.optional(z.string().check(z.maxLength(20))),
    maps: z.optional(z.string().check(z.maxLength(20))),
  }),
);
export type FloorInfoQuery = z.output<typeof floorInfoQuery>;

/** A store page: Centerfield's `map=Y` opens the location map dialog. */
export const tenantDetailQuery = lazySchema(() => z.object({ map: z.optional(z.enum(["Y"])) }));
export type TenantDetailQuery = z.output<typeof tenantDetailQuery>;

/** The facilities: the floor shown. */
export const facilityInfoQuery = lazySchema(() => z.object({ fl: z.optional(floorParam) }));
export type FacilityInfoQuery = z.output<typeof facilityInfoQuery>;
