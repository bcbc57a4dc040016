import * as z from "zod/mini";
import { isoDate, mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { couponSchema } from "./coupons.ts";
import { endpoint, GUARD_MS } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import { brandPromotionEndpoints, guestBookEndpoints, treasureEndpoints } from "./events-extras.ts";
import { dttm, eventDetailSchema, eventSchema, evtSeqField } from "./events-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Events (spec part-2 §3 "Event", §7 "Events and stamps"). The spec writes these paths relative to the
// client base (event/eventList.do), so they live under /api/:mall. The spec gives them as GET, including
// the ones that write (eventAply.do, roulette.do): they are declared `writes`, so the server answers
// them only to this site's own pages and a link on another site cannot apply in a member's name.

const evtSeqInput = lazySchema(() => z.object({ evt_seq: evtSeqField }));
const application = lazySchema(() => z.object({ message: okMessage, evt_seq: z.string(), evtAplySeq: z.number().check(z.int()), aplyDttm: dttm }));

export const roulettePrizeSchema = lazySchema(() =>
  z.object({
    prizeNo: z.number().check(z.int(), z.gte(1)),
    prizeNm: z.string(),
    winYn: yn.check(z.describe("N for a 'try again' slot")),
  }),
);
const rouletteInput = lazySchema(() =>
  z.extend(evtSeqInput, {
    cust_id: z
      .optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a customer id")))
      .check(z.describe("must be the session's customer (checked by the server)")),
    login_token: z
      .optional(z.string().check(z.maxLength(2000)))
      .check(z.describe("the app's login token; accepted for compatibility, the session identifies the member")),
  }),
);
const spin = lazySchema(() =>
  z.object({
    message: okMessage,
    evt_seq: z.string(),
    spinDt: isoDate.check(z.describe("the day (Asia/Seoul) of the spin: one spin per member per day")),
    prizeNo: z.number().check(z.int()),
    prizeNm: z.string(),
    winYn: yn,
    spinDttm: dttm,
  }),
);

export const eventsEndpoints = {
  list: endpoint({
    id: "events.list",
    method: "GET",
    path: "/api/:mall/event/eventList.do",
    params: mallParams,
    input: () => z.object({ pageIndex, evtStat: z._default(z.enum(["ing", "end"]), "ing").check(z.describe("ing: events in progress; end: ended events")) }),
    response: () => z.object({ message: okMessage, resultList: z.array(eventSchema), paginationInfo: paginationInfoSchema }),
    guardMs: GUARD_MS.eventList,
    summary: "Event list, in progress or ended, 10 a page",
    page: { items: "resultList" },
  }),
  view: endpoint({
    id: "events.view",
    method: "GET",
    path: "/api/:mall/event/eventView.do",
    params: mallParams,
    input: evtSeqInput,
    response: () => z.object({ message: okMessage, eventView: eventDetailSchema }),
    summary: "Event detail",
  }),
  apply: endpoint({
    limits: LIMITS.entryCode,
    id: "events.apply",
    method: "GET",
    writes: true,
    path: "/api/:mall/event/eventAply.do",
    params: mallParams,
    input: () =>
      z.extend(evtSeqInput, {
        evt_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))).check(z.describe("the event code, for events with code_yn Y")),
      }),
    auth: "member",
    response: () => application.check(z.describe("the member's application; the same body for every repeat")),
    idempotent: true,
    summary: "Event application: one per member per event",
  }),
  applyCheck: endpoint({
    id: "events.applyCheck",
    method: "GET",
    path: "/api/:mall/event/applyCheck.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: () =>
      z.object({ message: okMessage, evt_seq: z.string(), aplyYn: yn, evtAplySeq: z.nullable(z.number().check(z.int())), aplyDttm: z.nullable(dttm) }),
    summary: "Whether the member has applied to the event",
  }),
  coupon: endpoint({
    id: "events.coupon",
    method: "GET",
    path: "/api/:mall/event/coupon.do",
    params: mallParams,
    input: evtSeqInput,
    response: () => z.object({ message: okMessage, evt_seq: z.string(), couponList: z.array(couponSchema) }),
    summary: "The event's coupons, in cp_ord order (download them with eventCoupon/coupon/{cpSeq}.do)",
  }),
  codeCheck: endpoint({
    limits: LIMITS.entryCode,
    id: "events.codeCheck",
    method: "GET",
    path: "/api/:mall/event/eventCodeCheck.do",
    params: mallParams,
    input: () => z.extend(evtSeqInput, { evt_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)) }),
    response: () => z.object({ message: okMessage, evt_seq: z.string(), checkYn: yn.check(z.describe("Y: the code is the event's code")) }),
    summary: "Checks an event code before applying (entry-code tries are limited together with apply: LIMITS.entryCode)",
  }),
  roulette: endpoint({
    id: "events.roulette",
    method: "GET",
    writes: true,
    path: "/api/:mall/event/roulette.do",
    params: mallParams,
    input: rouletteInput,
    auth: "member",
    response: () => spin.check(z.describe("today's spin; a repeat the same day answers the same prize")),
    idempotent: true,
    summary: "Roulette spin: one per member per day, prize derived from the event, the member and the day",
  }),
  rouletteNew: endpoint({
    id: "events.rouletteNew",
    method: "GET",
    writes: true,
    path: "/api/:mall/event/rouletteNew.do",
    params: mallParams,
    input: rouletteInput,
    auth: "member",
    response: () =>
      z.extend(spin, { prizeList: z.array(roulettePrizeSchema).check(z.describe("the wheel's slots in order; prizeNo is where the wheel stops")) }),
    idempotent: true,
    summary: "Roulette spin (new wheel): as roulette.do plus the wheel's slots",
  }),
  stampLink: endpoint({
    id: "events.stampLink",
    method: "GET",
    path: "/api/event/stampEventLink.do",
    input: () => z.object({ mallName: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,30}$/, "must be a mall path name")) }),
    response: () =>
      z.object({
        message: okMessage,
        linkUrl: z
          .nullable(z.string())
          .check(z.describe("app path of this month's stamp event (/{mall}/event/stampEvent/{eventMon}/{evtSeq}); null when the mall runs none")),
        evtSeq: z.nullable(z.string()),
        bcnCd: z.nullable(z.string()).check(z.describe("two-digit mall code")),
      }),
    summary: "Stamp-event link of a mall for the current month",
  }),
  ...treasureEndpoints,
  ...brandPromotionEndpoints,
  ...guestBookEndpoints,
} as const;
