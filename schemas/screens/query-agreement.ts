import * as z from "zod/mini";
import { agreementKey } from "../api/content.ts";
import { lazySchema } from "../lazy-schema.ts";

// The terms page's query (m/agreement; the app's terms list opens a term with it too): in a file of
// its own, so other screens do not load it.

/**
 * `agreement`: the key of the terms shown (a malformed one reads as none: the not-found state);
 * `mall`: the mall whose terms are shown, when not the page's (a path name; one naming no mall is
 * ignored by the screen); `notitle`: hides the title, for a page embedded in the app (present with
 * any value but N, false or 0).
 */
export const agreementQuery = lazySchema(() =>
  z.object({
    agreement: z.optional(agreementKey),
    mall: z.optional(z.string().check(z.maxLength(40), z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a mall path"))),
    notitle: z.pipe(
      z.optional(z.string()),
      z.transform((v) => v !== undefined && !["N", "n", "false", "0"].includes(v)),
    ),
  }),
);
export type AgreementQuery = z.output<typeof agreementQuery>;
