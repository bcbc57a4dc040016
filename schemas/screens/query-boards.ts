import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// Query schemas of the service area's boards and lists (FAQ, notices, investor, exhibitions): a file
// of their own, so the screens of other areas do not load them (docs/decisions/0029).

/** A searched keyword as typed (the endpoints take at most 50 characters). */
const keyword = lazySchema(() => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))));

/** The FAQ: its category tab (a cateSeq of the answer's codeList; absent: all) and searched keyword. */
export const faqListQuery = lazySchema(() =>
  z.object({
    cate: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(999))),
    q: keyword,
  }),
);
export type FaqListQuery = z.output<typeof faqListQuery>;

/** The notice list: the searched title keyword. */
export const noticeListQuery = lazySchema(() => z.object({ q: keyword }));
export type NoticeListQuery = z.output<typeof noticeListQuery>;

/** The investor page where one route mounts both tabs (Suwon): which tab shows. */
export const investorQuery = lazySchema(() => z.object({ tab: z.optional(z.enum(["notice", "reports"])) }));
export type InvestorQuery = z.output<typeof investorQuery>;

/** The exhibitions: the week shown, by a day of it (YYYY-MM-DD; absent: this week in Seoul). */
export const exhibitionsQuery = lazySchema(() => z.object({ week: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))) }));
export type ExhibitionsQuery = z.output<typeof exhibitionsQuery>;
