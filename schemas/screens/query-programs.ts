import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The program pages' query (kids, library, city lounge, Suwon's lists; spec part-1 §2 "Query
// parameters" and "Program and review page"), kept in the URL so back and a reload return to it.
// A value the page does not know falls back to its default (decision 2 of the remaining screens).

/** The tabs: programs, reviews, and (city lounge only) the rental list. */
export const programTabs = ["program", "review", "rental"] as const;

/** tenant/{product}Kids, tenant/{product}Library, tenant/cityLounge, lecture/end, Suwon's show and lecture lists. */
export const programsQuery = lazySchema(() =>
  z.object({
    tab: z._default(z.enum(programTabs), "program"),
    /** The theme filter (a commCd of resultCommCodeThm); absent: every theme. */
    thm: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/))),
  }),
);
export type ProgramsQuery = z.output<typeof programsQuery>;
export type ProgramTab = ProgramsQuery["tab"];
