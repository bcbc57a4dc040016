import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The 1:1 inquiry page's query (screens/service): a file of its own, so other screens do not load it.

/**
 * The inquiry page (store/service/cs, Suwon's service/cs): `tab` the write form or my inquiries,
 * kept in the URL so back and a reload return to it; `qna` an inquiry to open, where the mall has
 * no inquiry page of its own (Suwon) and once a visitor's lookup lets it be read. Never the
 * credentials: they stay in memory.
 */
export const inquiryListQuery = lazySchema(() =>
  z.object({
    tab: z._default(z.enum(["write", "mine"]), "write"),
    qna: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/))),
  }),
);
export type InquiryListQuery = z.output<typeof inquiryListQuery>;
