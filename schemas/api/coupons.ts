import * as z from "zod/mini";
import { isoDate, mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// Coupons (spec part-2 §3 "Coupon", §7 "Coupons", §9 coupon time window). Paths the spec writes relative
// to the client base live under /api/:mall; the member action keeps the spec's /rest/{mall}/ shape.
// A coupon is held by a member (the session's customer id) or, for app users who are not logged in, by
// the device id (uuid) the native wrapper supplies: "idempotent per member or device". On the public calls
// the holder comes from the session alone (a custid the client adds is ignored). Coupons that events give
// out (stamp and treasure rewards) are not offered for download.

/** A coupon number (cpSeq) as it arrives in a path or form field. */
export const cpSeqField = lazySchema(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)));
/** The device id (uuid / deviceId) the native wrapper supplies. */
export const deviceIdField = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9._:-]{8,64}$/, "must be a device id")));
const dttm = lazySchema(() => z.string().check(z.describe("date-time YYYY-MM-DD HH:mm:ss, Asia/Seoul")));

/** Daily window in which coupons can be issued (spec part-1 §9), Asia/Seoul time. */
export const COUPON_WINDOW = { from: "10:00:01", to: "22:00:00" } as const;

export const couponTypes = ["DC", "VOU", "GIFT"] as const;

/** A coupon as offered (the master record). */
export const couponSchema = lazySchema(() =>
  z.object({
    cpSeq: z.number().check(z.int()),
    cpTitl: z.string(),
    tntNmKo: z.nullable(z.string()).check(z.describe("store or brand the coupon is for; null for mall-wide coupons")),
    cpType: z
      .enum(couponTypes)
      .check(z.describe("DC: discount shown as a barcode of certNo; VOU: voucher redeemed by vouIssNo; GIFT: gift exchanged at the information desk")),
    dcTxt: z.string().check(z.describe("the benefit in a few words, e.g. '10% 할인'")),
    imgUri: z.string(),
    cpCont: z.string().check(z.describe("conditions of use, plain text, lines separated by \\n")),
    mbrOnlyYn: yn.check(z.describe("Y: only a logged-in member can download it")),
    downStrtDt: isoDate,
    downEndDt: isoDate,
    useStrtDt: isoDate,
    useEndDt: isoDate,
    totQty: z.nullable(z.number().check(z.int())).check(z.describe("how many can be issued in total (first come, first served); null: unlimited")),
    remainQty: z.nullable(z.number().check(z.int())).check(z.describe("how many are left; null: unlimited")),
    evtSeq: z.nullable(z.string()).check(z.describe("the event the coupon belongs to, if any")),
    cpOrd: z.nullable(z.number().check(z.int())).check(z.describe("position among the event's coupons (1-based)")),
  }),
);
export type Coupon = z.output<typeof couponSchema>;

/** One issued coupon (spec: cpSeq, cpIssMstSeq, cpIssSubSeq, certNo, vouIssNo). */
export const couponIssueSchema = lazySchema(() =>
  z.object({
    cpSeq: z.number().check(z.int()),
    cpIssMstSeq: z.number().check(z.int(), z.describe("issuance batch of the coupon")),
    cpIssSubSeq: z.number().check(z.int(), z.describe("this issuance within the batch (unique)")),
    certNo: z.string().check(z.describe("16-digit certificate number shown as the barcode at the till")),
    vouIssNo: z.nullable(z.string()).check(z.describe("voucher issue number (VOU coupons only)")),
    holderType: z.enum(["M", "D"]).check(z.describe("M: held by the member; D: held by the device")),
    issDttm: dttm,
    useYn: yn,
    useDttm: z.nullable(dttm),
  }),
);
export type CouponIssue = z.output<typeof couponIssueSchema>;

/** A coupon with the caller's copy of it, if any. */
export const myCouponSchema = lazySchema(() =>
  z.extend(couponSchema, { downYn: yn.check(z.describe("Y: the caller holds it")), issue: z.nullable(couponIssueSchema) }),
);

const issued = lazySchema(() =>
  z
    .object({ message: okMessage, coupon: couponSchema, issue: couponIssueSchema })
    .check(z.describe("the caller's copy; the same body for every repeat of the request")),
);
/** The holder for public coupon calls: the session's member when logged in, else this device id. */
const holderInput = lazySchema(() => z.object({ uuid: z.optional(deviceIdField).check(z.describe("device id; used only when no member is logged in")) }));

export const couponsEndpoints = {
  confirm: endpoint({
    id: "coupons.confirm",
    method: "GET",
    path: "/api/:mall/coupon/mycf/:cpSeq/:uuid.do",
    params: () => z.extend(mallParams, { cpSeq: cpSeqField, uuid: deviceIdField }),
    response: () => z.object({ message: okMessage, coupon: couponSchema, downYn: yn, issue: z.nullable(couponIssueSchema) }),
    summary: "Coupon confirmation: the coupon and the caller's copy (the member's when logged in, else the device's)",
  }),
  myList: endpoint({
    id: "coupons.myList",
    method: "GET",
    path: "/api/:mall/eventCoupon/myCouponListData.do",
    params: mallParams,
    input: () =>
      z.extend(holderInput, {
        listType: z
          ._default(z.enum(["all", "my"]), "all")
          .check(z.describe("all: every coupon offered now, with the caller's status; my: only coupons the caller holds")),
        pageIndex,
      }),
    response: () => z.object({ message: okMessage, resultList: z.array(myCouponSchema), paginationInfo: paginationInfoSchema }),
    summary: "Coupon list of the mall with the caller's download and use status (listType my: the caller's coupons)",
    page: { items: "resultList" },
  }),
  download: endpoint({
    id: "coupons.download",
    method: "POST",
    path: "/api/:mall/eventCoupon/coupon/:cpSeq.do",
    params: () => z.extend(mallParams, { cpSeq: cpSeqField }),
    input: holderInput,
    response: issued,
    idempotent: true,
    summary: "Coupon download: issues the coupon once per member (or per device when not logged in), 10:00:01-22:00:00 daily",
  }),
  use: endpoint({
    id: "coupons.use",
    method: "POST",
    path: "/api/:mall/coupon/my/use/:cpSeq.do",
    params: () => z.extend(mallParams, { cpSeq: cpSeqField }),
    input: holderInput,
    response: () => z.object({ message: okMessage, issue: couponIssueSchema }),
    summary: "Uses the caller's coupon once (409 when already used)",
  }),
  memberIssue: endpoint({
    id: "coupons.memberIssue",
    method: "POST",
    path: "/rest/:mall/coupon/my/:custId/:cpSeq/:uuId/:isMember.do",
    params: () =>
      z.extend(mallParams, {
        custId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a customer id")),
        cpSeq: cpSeqField,
        uuId: deviceIdField,
        isMember: yn.check(z.describe("Y: the member holds the coupon; N: the logged-in member's device holds it (app-only coupons)")),
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
    params: () => z.extend(mallParams, { cpSeq: cpSeqField, uuId: deviceIdField }),
    response: issued,
    idempotent: true,
    summary: "Coupon issue to an app device (no login; member-only coupons are refused)",
  }),
} as const;
