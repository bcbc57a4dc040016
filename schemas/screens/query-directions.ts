import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The directions page's query (screens/visit/directions): a file of its own, so other screens do not load it.

/**
 * The directions page: `way` the tab shown (kept in the URL so back returns to it); `showMap` /
 * `maps` open the map popup while either is present (spec part-1 §2, §4).
 */
export const directionsQuery = lazySchema(() =>
  z.object({
    way: z._default(z.enum(["car", "bus", "subway"]), "car"),
    showMap: z.optional(z.string().check(z.maxLength(20))),
    maps: z.optional(z.string().check(z.maxLength(20))),
  }),
);
export type DirectionsQuery = z.output<typeof directionsQuery>;
export type Way = DirectionsQuery["way"];
