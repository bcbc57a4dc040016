import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

/** The spec: a response succeeds when its message equals "success". */
export const SUCCESS = "success";

/** Every answer of the reference server carries message; "success" on success. */
export const okMessage = lazySchema(() => z.literal(SUCCESS));

/** An error answer: 4xx/5xx with a message and, for invalid input, the failing fields. */
export const errorBodySchema = lazySchema(() =>
  z
    .object({
      message: z.string(),
      errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
    })
    .check(z.describe("Error answer of any endpoint (4xx or 5xx)")),
);
export type ErrorBody = z.output<typeof errorBodySchema>;

/**
 * The contract's word on text a visitor or member writes and the API later returns (guest book,
 * inquiries, club applications, comments, search keywords, log lines): it is plain text.
 */
export const PLAIN_TEXT = "plain text written by a user: stored and returned exactly as sent, HTML included; clients render it as text, never as HTML";

/** Y/N flags as the backend writes them. */
export const yn = lazySchema(() => z.enum(["Y", "N"]));

/** Paging block of list responses. */
export const paginationInfoSchema = lazySchema(() =>
  z.object({
    currentPageNo: z.number().check(z.int(), z.gte(1)),
    recordCountPerPage: z.number().check(z.int(), z.gte(1)),
    totalRecordCount: z.number().check(z.int(), z.gte(0)),
    totalPageCount: z.number().check(z.int(), z.gte(0)),
  }),
);
export type PaginationInfo = z.output<typeof paginationInfoSchema>;

/** A page index as it arrives in a query or form field (default 1). */
export const pageIndex = lazySchema(() => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1));

/** The :mall path param: a mall path name (existence is checked by the server: 404 Mall not supported). */
export const mallParams = lazySchema(() => z.object({ mall: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a mall path name")) }));

/** A customer id as sent by the client (custid query parameter). */
export const custIdField = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a customer id")));

/** Dates on the wire. */
export const yyyymmdd = lazySchema(() => z.string().check(z.regex(/^\d{8}$/, "must be YYYYMMDD")));
export const isoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")));

/**
 * Member fields that "arrive encoded" (spec part-1 §3): the reference server sends them as
 * base64 of their UTF-8 text; this schema decodes them on receipt, so screens only see plain text.
 */
export const encodedText = lazySchema(() =>
  z.pipe(
    z.string().check(z.describe("base64 of the UTF-8 text; decoded on receipt")),
    z.transform((s, ctx) => {
      try {
        const bin = atob(s);
        return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
      } catch {
        ctx.issues.push({ code: "custom", message: "is not base64", input: ctx.value });
        return z.NEVER;
      }
    }),
  ),
);

/** Encodes a member field the way encodedText decodes it (server side). */
export function encodeText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}
