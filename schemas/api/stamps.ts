import * as z from "zod/mini";
import { isoDate, mallParams, okMessage, yn } from "./common.ts";
import { couponIssueSchema, couponSchema } from "./coupons.ts";
import { endpoint, GUARD_MS } from "./endpoint.ts";
import { dttm, evtSeqField, evtStatSchema } from "./events-models.ts";
import { check, eventMonField, evtSeqInput, stampCardEndpoints, stampStatusSchema } from "./stamp-card.ts";
import { lazySchema } from "../lazy-schema.ts";

// Stamp events (spec part-2 §3 "Stamp event", §4 "Stamp event flow", §7 "Events and stamps").
// A stamp event is a monthly attendance card of one mall (eventMon YYYYMM): a member collects at most one
// stamp a day (Asia/Seoul) while the event runs; with stampGoal stamps the member passes (passYn Y) and can
// take the reward coupon once. The flow: check (postStampChk), issue a stamp (postStamp), check the coupon
// (postStampIssCpChk), issue the coupon (postStampIssCp). The app family (/rest/event/stampEvnt/..., GET,
// customer id in the path) and the membership family (/rest/event/membership/stampEvnt/..., POST) share
// the same data and answers. The two coupon-issue calls set omitCustId: the member comes from the session
// alone, so the client does not add custid (the spec: "two stamp-related endpoints drop that default").
// Issuing the reward coupon follows the daily coupon window (10:00:01-22:00:00, Asia/Seoul) like any coupon.
// The app family's GET writes are declared `writes`: answered only to this site's own pages.

const custidParams = lazySchema(() => z.object({ custid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a customer id")) }));

/** A stamp event as listed. */
export const stampEventSchema = lazySchema(() =>
  z.object({
    evtSeq: z.string(),
    evt_titl: z.string(),
    mobi_app_img1_uri: z.string(),
    evt_strt_dt: isoDate,
    evt_end_dt: isoDate,
    evtStat: evtStatSchema,
    eventMon: z.string(),
    bcnCd: z.string().check(z.describe("two-digit code of the mall running it")),
    mallName: z.string().check(z.describe("mall path name")),
    linkUrl: z.string().check(z.describe("app path of the stamp page: /{mall}/event/stampEvent/{eventMon}/{evtSeq}")),
    stampGoal: z.number().check(z.int(), z.describe("stamps needed to pass")),
  }),
);
export const stampEventDetailSchema = lazySchema(() =>
  z.extend(stampEventSchema, {
    evt_cont: z.string().check(z.describe("HTML (sanitize before rendering)")),
    coupon: z.nullable(couponSchema).check(z.describe("the reward coupon")),
  }),
);

const couponState = lazySchema(() =>
  z.object({
    message: okMessage,
    evtSeq: z.string(),
    passYn: yn,
    cpIssYn: yn,
    coupon: z.nullable(couponSchema).check(z.describe("the reward coupon; null when the event has none")),
    issue: z.nullable(couponIssueSchema),
  }),
);
const couponIssued = lazySchema(() =>
  z
    .object({ message: okMessage, evtSeq: z.string(), coupon: couponSchema, issue: couponIssueSchema })
    .check(z.describe("the member's reward coupon; the same body for every repeat")),
);

const stamp = { input: evtSeqInput, auth: "member", response: stampStatusSchema, idempotent: true, guardMs: GUARD_MS.stampIssue } as const;
const issueCp = { input: evtSeqInput, auth: "member", response: couponIssued, idempotent: true, client: "stampCoupon", omitCustId: true } as const;
const membership = "/rest/event/membership/stampEvnt";

export const stampsEndpoints = {
  info: endpoint({
    id: "stamps.info",
    method: "GET",
    path: "/api/:mall/event/stampEventInfo.do",
    params: mallParams,
    input: () => z.object({ evtSeq: z.optional(evtSeqField).check(z.describe("default: the mall's stamp event of the current month")) }),
    response: () => z.object({ message: okMessage, stampEvent: stampEventDetailSchema }),
    summary: "Stamp event information",
  }),
  apply: endpoint({
    id: "stamps.apply",
    method: "POST",
    path: "/api/:mall/event/stampEventAply.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: () =>
      z.object({ message: okMessage, evtSeq: z.string(), aplyDttm: dttm }).check(z.describe("the member's entry; the same body for every repeat")),
    idempotent: true,
    summary: "Joins a stamp event (records the member's participation; stamps do not require it)",
  }),
  coupon: endpoint({
    id: "stamps.coupon",
    method: "GET",
    path: "/api/:mall/event/stampEventCoupon.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: couponState,
    summary: "The stamp event's reward coupon with the member's state",
  }),
  month: endpoint({
    id: "stamps.month",
    method: "GET",
    path: "/api/app/event/stampEvent:eventMon.do",
    params: () => z.object({ eventMon: eventMonField.check(z.describe("the month in the file name: stampEvent202611.do")) }),
    response: () => z.object({ message: okMessage, eventMon: z.string(), resultList: z.array(stampEventSchema) }),
    summary: "Stamp events of every mall for a month (app)",
  }),
  appStamp: endpoint({
    id: "stamps.appStamp",
    method: "GET",
    writes: true,
    path: "/rest/event/stampEvnt/postStamp/:custid.do",
    params: custidParams,
    ...stamp,
    summary: "Issues today's stamp (one a day per member and event)",
  }),
  appCheck: endpoint({
    id: "stamps.appCheck",
    method: "GET",
    path: "/rest/event/stampEvnt/postStampChk/:custid.do",
    params: custidParams,
    ...check,
    summary: "The member's stamp card",
  }),
  appIssueCoupon: endpoint({
    id: "stamps.appIssueCoupon",
    method: "GET",
    writes: true,
    path: "/rest/event/stampEvnt/postStampIssCp.do",
    ...issueCp,
    summary: "Issues the reward coupon once the member passed (once per member and event)",
  }),
  stamp: endpoint({ id: "stamps.stamp", method: "POST", path: `${membership}/postStamp.do`, ...stamp, summary: "Issues today's stamp (membership page)" }),
  ...stampCardEndpoints,
  issueCoupon: endpoint({
    id: "stamps.issueCoupon",
    method: "POST",
    path: `${membership}/postStampIssCp.do`,
    ...issueCp,
    summary: "Issues the reward coupon (membership page)",
  }),
  couponCheck: endpoint({
    id: "stamps.couponCheck",
    method: "POST",
    path: `${membership}/postStampIssCpChk.do`,
    input: evtSeqInput,
    auth: "member",
    response: couponState,
    summary: "Whether the member can take, or has taken, the reward coupon",
  }),
} as const;
