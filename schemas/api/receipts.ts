import * as z from "zod/mini";
import { mallParams, okMessage, paginationInfoSchema, pageIndex, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// Mobile receipts of the member area (spec part-1 §3, §4, §5, §7; part-2 §3, §7).
// The spec's /{path}/myPage/… is the mall path under the /api base: /api/:mall/myPage/….

/** Receipts are listed 10 per page. */
export const RECEIPT_PAGE_SIZE = 10;
/** "all" is the last 90 days; a month is day 01 to 31: no request spans more than 92 days. */
export const RECEIPT_MAX_SPAN_DAYS = 92;

/**
 * A period bound YYYYMMDD. The day may be 31 in any month: the client asks for "day 01 to day 31 of
 * that month", so 20261131 is a valid upper bound (compared as text, never converted to a date).
 */
export const receiptDay = lazySchema(() => z.string().check(z.regex(/^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, "must be YYYYMMDD")));

const dayNumber = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8))) / 86_400_000;

const period = lazySchema(() => ({
  custid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, "must be a customer id"))),
  startDate: receiptDay,
  endDate: receiptDay,
  sclassyn: z._default(yn, "N").check(z.describe("Y only at hanam with the overseas/luxury-brand box checked: S-class receipts only")),
}));

function checkPeriod(o: { startDate: string; endDate: string }, ctx: z.core.$RefinementCtx) {
  if (o.startDate > o.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
  else if (dayNumber(o.endDate) - dayNumber(o.startDate) + 1 > RECEIPT_MAX_SPAN_DAYS)
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "the period may not exceed 90 days" });
}

/** A row of the receipt list (spec field names). */
export const receiptRowSchema = lazySchema(() =>
  z.object({
    bcn_cd: z.string(),
    bcn_nm: z.string(),
    saleDt: z.string().check(z.describe("dotted date YYYY.MM.DD")),
    tnt_nm_ko: z.string(),
    nsaleAmt: z.string().check(z.describe("amount with thousands commas")),
    tntCd: z.string(),
    posNo: z.string(),
    tranNo: z.string(),
  }),
);

export type ReceiptRow = z.infer<typeof receiptRowSchema>;

export const receiptsEndpoints = {
  billList: endpoint({
    id: "receipts.billList",
    method: "GET",
    path: "/api/:mall/myPage/billList.do",
    params: mallParams,
    input: () => z.object(period).check(z.superRefine(checkPeriod)),
    auth: "member",
    response: () =>
      z
        .object({
          message: okMessage,
          totCnt: z.number().check(z.int()),
          resultList: z.array(z.object({ bcn_cd: z.string(), bcn_nm: z.string(), saleCnt: z.number().check(z.int()), nsaleAmt: z.string() })),
        })
        .check(z.describe("Receipts of the period per mall (designed: feeds the mall selector; the rows are in billLists.do)")),
    summary: "Receipt summary of a period per mall",
  }),
  billLists: endpoint({
    id: "receipts.billLists",
    method: "GET",
    path: "/api/:mall/myPage/billLists.do",
    params: mallParams,
    input: () =>
      z
        .object({
          ...period,
          pageIndex,
          bcnCd: z.optional(z.string().check(z.regex(/^(\d{2})?$/, "must be a two-digit mall code"))).check(z.describe("mall filter; empty: every mall")),
        })
        .check(z.superRefine(checkPeriod)),
    auth: "member",
    response: () => z.object({ message: okMessage, resultList: z.array(receiptRowSchema), paginationInfo: paginationInfoSchema }),
    summary: "Receipt list, newest first, 10 per page",
    page: { items: "resultList" },
  }),
  billDetail: endpoint({
    id: "receipts.billDetail",
    method: "GET",
    path: "/api/:mall/myPage/billDetail.do",
    params: mallParams,
    input: () =>
      z.object({
        custid: period.custid,
        saleDt: z
          .pipe(
            z.string().check(z.regex(/^\d{4}\.?\d{2}\.?\d{2}$/, "must be a sale date")),
            z.transform((s) => s.replace(/\./g, "")),
          )
          .check(z.describe("YYYYMMDD or the list's dotted date")),
        tntCd: z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/)),
        posNo: z.string().check(z.regex(/^\d{1,6}$/)),
        tranNo: z.string().check(z.regex(/^\d{1,10}$/)),
      }),
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        mbr006Vo: z.extend(receiptRowSchema, {
          jnData: z.string().check(z.describe("the receipt text, one line per row")),
          barCode: z.string().check(z.describe("digits of the receipt barcode")),
        }),
      }),
    summary: "Receipt detail (receipt text and barcode)",
  }),
} as const;
