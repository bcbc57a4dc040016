import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The program application's and the city-lounge rental's query (screens/programs): a file of its
// own, so other screens do not load it. A malformed value falls back to none.

/**
 * The apply pages (tenant/{product}Kids/toApply, the library's and the city lounge's): `select` the
 * program id or ids (comma-separated) the form preselects (spec part-1 §2 lecture dialog).
 */
export const programApplyQuery = lazySchema(() =>
  z.object({
    select: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}(,[A-Za-z0-9]{1,20}){0,9}$/))),
  }),
);
export type ProgramApplyQuery = z.output<typeof programApplyQuery>;

/**
 * The rental list (tenant/cityLounge/toRental, and the city lounge's rental tab): `rental` the rental
 * whose application form is open, kept in the URL so a visitor who logs in comes back to it.
 */
export const rentalQuery = lazySchema(() =>
  z.object({
    rental: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/))),
  }),
);
export type RentalQuery = z.output<typeof rentalQuery>;
