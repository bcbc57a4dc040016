import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The parking page's query (screens/visit): a file of its own, so other screens do not load it.

/**
 * The parking page and its map (store/parkingInfo[/map]): `fl` the car-park floor whose map shows
 * (kept in the URL so back returns to it), `showMap` / `maps` the map popup (open while either is
 * present; `maps` may name the floor, spec part-1 §2).
 */
export const parkingInfoQuery = lazySchema(() =>
  z.object({
    fl: z.optional(z.string().check(z.regex(/^(B[1-9]|P[1-9]?)$/))),
    showMap: z.optional(z.string().check(z.maxLength(20))),
    maps: z.optional(z.string().check(z.maxLength(20))),
  }),
);
export type ParkingInfoQuery = z.output<typeof parkingInfoQuery>;
