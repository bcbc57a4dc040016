import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The app bridge page's query (m/bridge, decision 11): in a file of its own, so other screens do not
// load it.

/**
 * Where a partner's app sends the user back after a connection step: `result` says how it went
 * (missing or anything else reads as a failure), `partner` names the partner for display, as plain
 * text only (1 to 40 characters, no control characters; anything else is dropped).
 */
export const appBridgeQuery = lazySchema(() =>
  z.object({
    result: z.optional(z.enum(["success", "fail"])),
    partner: z.optional(
      z.pipe(
        z.string().check(
          z.maxLength(40),
          // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
          z.regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, "must be plain text"),
        ),
        z.transform((s) => s.trim() || undefined),
      ),
    ),
  }),
);
export type AppBridgeQuery = z.output<typeof appBridgeQuery>;
