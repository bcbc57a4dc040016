import * as z from "zod/mini";
import { queryFlag } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

/**
 * The receipt list's filters, kept in the URL so a reload and back return to them: `mall` a
 * two-digit mall code or "all" (absent: the page's own mall), `month` "all" (the receipt window)
 * or YYYYMM, `sclass` hanam's overseas-brand box.
 */
export const receiptsQuery = lazySchema(() =>
  z.object({
    mall: z.optional(z.string().check(z.regex(/^(all|\d{2})$/))),
    month: z._default(z.string().check(z.regex(/^(all|\d{6})$/)), "all"),
    sclass: queryFlag,
  }),
);
