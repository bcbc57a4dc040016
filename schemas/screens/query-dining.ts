import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The dining page's restaurant filters, kept in the URL so back and reload return to them (spec
// part-2 §3 restaurant filters). A value the page does not know falls back to "off".

const on = lazySchema(() => z.optional(z.literal("Y")));

/** cafeDining/main: the filters of the restaurant and cafe list; cafeDining/foodCourt: which court. */
export const diningQuery = lazySchema(() =>
  z.object({
    /** Y: only places open all day (no break time): the list asks brk_time_yn=N. */
    noBreak: on,
    res_avl_yn: on,
    pckg_avl_yn: on,
    chld_menu_yn: on,
    /** restaurant or cafe (the food category's two sub-categories). */
    kind: z.optional(z.enum(["restaurant", "cafe"])),
    /** The food court shown (a key of the mall's foodCourts); default its first. */
    court: z.optional(z.string().check(z.regex(/^[A-Za-z]{1,30}$/))),
  }),
);
export type DiningQuery = z.output<typeof diningQuery>;
