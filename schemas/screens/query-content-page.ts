import * as z from "zod/mini";
import { contentPageId } from "../content-page-id.ts";
import { lazySchema } from "../lazy-schema.ts";

// The static page's query (m/page): in a file of its own, so other screens do not load it.

/** `id`: the page of the mall's manifest `pages` shown (a malformed or unknown one: the not-found state). */
export const contentPageQuery = lazySchema(() => z.object({ id: z.optional(contentPageId) }));
export type ContentPageQuery = z.output<typeof contentPageQuery>;
