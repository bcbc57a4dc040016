import { z } from "zod";
import { isoDate, mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";

// Coupons (spec part-2 §3 "Coupon", §7 "Coupons", §9 coupon time window). Paths the spec writes relative
// to the client base live under /api/:mall; the member action keeps the spec's /rest/{mall}/ shape.
// A coupon is held by a member (the session's customer id) or, for app users who are not logged in, by
// the device id (uuid) the native wrapper supplies: "idempotent per member or device". On the public calls
// the holder comes from the session alone (a custid the client adds is ignored). Coupons that events give
// out (stamp and treasure rewards) are not offered for download.

/** A coupon number (cpSeq) as it arrives in a path or form field. */
export const cpSeqField = z.coerce.number().int().min(1).max(2_147_483_647);
/** The device id (uuid / deviceId) the native wrapper supplies. */
export const deviceIdField = z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/, "must be a device id");
const dttm = z.string().describe("date-time YYYY-MM-DD HH:mm:ss, Asia/Seoul");

/** Daily window in which coupons can be issued (spec part-1 §9), Asia/Seoul time. */
export const COUPON_WINDOW = { from: "10:00:01", to: "22:00:00" } as const;

export const couponTypes = ["DC", "VOU", "GIFT"] as const;

/** A coupon as offered (the master record). */
export const couponSchema = z.object({
  cpSeq: z.number().int(),
  cpTitl: z.string(),
  tntNmKo: z.string().nullable().describe("store or brand the coupon is for; null for mall-wide coupons"),
  cpType: z.enum(couponTypes).describe("DC: discount shown as a barcode of certNo; VOU: voucher redeemed by vouIssNo; GIFT: gift exchanged at the information desk"),
  dcTxt: z.string().describe("the benefit in a few words, e.g. '10% 할인'"),
  imgUri: z.string(),
  cpCont: z.string().describe("conditions of use, plain text, lines separated by \\n"),
  mbrOnlyYn: yn.describe("Y: only a logged-in member can download it"),
  downStrtDt: isoDate,
  downEndDt: isoDate,
  useStrtDt: isoDate,
  useEndDt: isoDate,
  totQty: z.number().int().nullable().describe("how many can be issued in total (first come, first served); null: unlimited"),
  remainQty: z.number().int().nullable().describe("how many are left; null: unlimited"),
  evtSeq: z.string().nullable().describe("the event the coupon belongs to, if any"),
  cpOrd: z.number().int().nullable().describe("position among the event's coupons (1-based)"),
});
export type Coupon = z.output<typeof couponSchema>;

/** One issued coupon (spec: cpSeq, cpIssMstSeq, cpIssSubSeq, certNo, vouIssNo). */
export const couponIssueSchema = z.object({
  cpSeq: z.number().int(),
  cpIssMstSeq: z.number().int().describe("issuance batch of the coupon"),
  cpIssSubSeq: z.number().int().describe("this issuance within the batch (unique)"),
  certNo: z.string().describe("16-digit certificate number shown as the barcode at the till"),
  vouIssNo: z.string().nullable().describe("voucher issue number (VOU coupons only)"),
  holderType: z.enum(["M", "D"]).describe("M: held by the member; D: held by the device"),
  issDttm: dttm,
  useYn: yn,
  useDttm: dttm.nullable(),
});
export type CouponIssue = z.output<typeof couponIssueSchema>;

/** A coupon with the caller's copy of it, if any. */
export const myCouponSchema = couponSchema.extend({ downYn: yn.describe("Y: the caller holds it"), issue: couponIssueSchema.nullable() });

const issued = z.object({ message: okMessage, coupon: couponSchema, issue: couponIssueSchema }).describe("the caller's copy; the same body for every repeat of the request");
/** The holder for public coupon calls: the session's member when logged in, else this device id. */
const holderInput = z.object({ uuid: deviceIdField.optional().describe("device id; used only when no member is logged in") });

export const couponsEndpoints = {
  confirm: endpoint({
    id: "coupons.confirm",
    method: "GET",
    path: "/api/:mall/coupon/mycf/:cpSeq/:uuid.do",
    params: mallParams.extend({ cpSeq: cpSeqField, uuid: deviceIdField }),
    response: z.object({ message: okMessage, coupon: couponSchema, downYn: yn, issue: couponIssueSchema.nullable() }),
    summary: "Coupon confirmation: the coupon and the caller's copy (the member's when logged in, else the device's)",
  }),
  myList: endpoint({
    id: "coupons.myList",
    method: "GET",
    path: "/api/:mall/eventCoupon/myCouponListData.do",
    params: mallParams,
    input: holderInput.extend({
      listType: z.enum(["all", "my"]).default("all").describe("all: every coupon offered now, with the caller's status; my: only coupons the caller holds"),
      pageIndex,
    }),
    response: z.object({ message: okMessage, resultList: z.array(myCouponSchema), paginationInfo: paginationInfoSchema }),
    summary: "Coupon list of the mall with the caller's download and use status (listType my: the caller's coupons)",
  }),
  download: endpoint({
    id: "coupons.download",
    method: "POST",
    path: "/api/:mall/eventCoupon/coupon/:cpSeq.do",
    params: mallParams.extend({ cpSeq: cpSeqField }),
    input: holderInput,
    response: issued,
    idempotent: true,
    summary: "Coupon download: issues the coupon once per member (or per device when not logged in), 10:00:01-22:00:00 daily",
  }),
  use: endpoint({
    id: "coupons.use",
    method: "POST",
    path: "/api/:mall/coupon/my/use/:cpSeq.do",
    params: mallParams.extend({ cpSeq: cpSeqField }),
    input: holderInput,
    response: z.object({ message: okMessage, issue: couponIssueSchema }),
    summary: "Uses the caller's coupon once (409 when already used)",
  }),
  memberIssue: endpoint({
    id: "coupons.memberIssue",
    method: "POST",
    path: "/rest/:mall/coupon/my/:custId/:cpSeq/:uuId/:isMember.do",
    params: mallParams.extend({
      custId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a customer id"),
      cpSeq: cpSeqField,
      uuId: deviceIdField,
      isMember: yn.describe("Y: the member holds the coupon; N: the logged-in member's device holds it (app-only coupons)"),
    }),
    auth: "member",
    response: issued,
    idempotent: true,
    summary: "App coupon issue for the logged-in member (or the member's device)",
  }),
  deviceIssue: endpoint({
    id: "coupons.deviceIssue",
    method: "POST",
    path: "/api/:mall/coupon/mycp/:cpSeq/:uuId.do",
    params: mallParams.extend({ cpSeq: cpSeqField, uuId: deviceIdField }),
    response: issued,
    idempotent: true,
    summary: "Coupon issue to an app device (no login; member-only coupons are refused)",
  }),
} as const;
