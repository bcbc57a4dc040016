import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, PLAIN_TEXT, yn } from "./common.ts";
import { couponIssueSchema, couponSchema, cpSeqField } from "./coupons.ts";
import { endpoint } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import { brandPromotionDetailSchema, brandPromotionSchema, dttm, evtSeqField, guestBookEntrySchema, treasureHintSchema } from "./events-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Treasure hunt, brand promotions and the event guest book (spec part-2 §7 "Events and stamps", "Content").
// The spec names these calls without paths or shapes: they are designed here, under /api/:mall/event/.

const evtSeqInput = lazySchema(() => z.object({ evt_seq: evtSeqField }));
const progress = lazySchema(() => ({ foundCnt: z.number().check(z.int()), totalCnt: z.number().check(z.int()) }));

export const treasureEndpoints = {
  treasureApply: endpoint({
    id: "events.treasureApply",
    method: "POST",
    path: "/api/:mall/event/treasureEventAply.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: () =>
      z
        .object({ message: okMessage, evt_seq: z.string(), evtAplySeq: z.number().check(z.int()), aplyDttm: dttm })
        .check(z.describe("the member's entry; the same body for every repeat")),
    idempotent: true,
    summary: "Joins a treasure hunt (once per member)",
  }),
  treasureHint: endpoint({
    id: "events.treasureHint",
    method: "GET",
    path: "/api/:mall/event/treasureHint.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: () => z.object({ message: okMessage, evt_seq: z.string(), aplyYn: yn, ...progress, hintList: z.array(treasureHintSchema) }),
    summary: "The treasure hunt's hints with the member's finds",
  }),
  treasureSerialCheck: endpoint({
    limits: LIMITS.treasureSerial,
    id: "events.treasureSerialCheck",
    method: "POST",
    path: "/api/:mall/event/treasureSerialCheck.do",
    params: mallParams,
    input: () => z.extend(evtSeqInput, { serialNo: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{4,12}$/, "must be 4-12 letters or digits")) }),
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        evt_seq: z.string(),
        matchYn: yn.check(z.describe("Y: the serial is one of the hunt's treasures (now found)")),
        trsNo: z.nullable(z.number().check(z.int())),
        ...progress,
      }),
    summary: "Checks a treasure serial number found in the mall and records the find (needs treasureEventAply first; 20 checks a minute per member)",
  }),
  treasureCouponList: endpoint({
    id: "events.treasureCouponList",
    method: "GET",
    path: "/api/:mall/event/treasureCouponList.do",
    params: mallParams,
    input: evtSeqInput,
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        evt_seq: z.string(),
        ...progress,
        couponList: z.array(
          z.object({
            needCnt: z.number().check(z.int(), z.describe("treasures needed for this reward")),
            availYn: yn.check(z.describe("Y: enough treasures found")),
            issYn: yn,
            coupon: couponSchema,
            issue: z.nullable(couponIssueSchema),
          }),
        ),
      }),
    summary: "The treasure hunt's reward coupons with the member's eligibility",
  }),
  treasureCoupon: endpoint({
    id: "events.treasureCoupon",
    method: "POST",
    path: "/api/:mall/event/treasureCoupon.do",
    params: mallParams,
    input: () => z.extend(evtSeqInput, { cp_seq: cpSeqField }),
    auth: "member",
    response: () => z.object({ message: okMessage, evt_seq: z.string(), coupon: couponSchema, issue: couponIssueSchema }),
    idempotent: true,
    summary: "Issues a treasure reward coupon once the member has found enough treasures (coupon window applies)",
  }),
} as const;

const listInput = lazySchema(() =>
  z.object({ pageIndex, evtStat: z._default(z.enum(["ing", "end"]), "ing").check(z.describe("ing: in progress; end: ended")) }),
);

export const brandPromotionEndpoints = {
  brandPromotionList: endpoint({
    id: "events.brandPromotionList",
    method: "GET",
    path: "/api/:mall/event/brandPromotion.do",
    params: mallParams,
    input: listInput,
    response: () => z.object({ message: okMessage, resultList: z.array(brandPromotionSchema), paginationInfo: paginationInfoSchema }),
    summary: "Brand promotions of the mall's stores, in progress or ended, 10 a page",
    page: { items: "resultList" },
  }),
  brandPromotionView: endpoint({
    id: "events.brandPromotionView",
    method: "GET",
    path: "/api/:mall/event/brandPromotionView.do",
    params: mallParams,
    input: evtSeqInput,
    response: () => z.object({ message: okMessage, brandPromotion: brandPromotionDetailSchema }),
    summary: "Brand promotion detail",
  }),
} as const;

const guestEvt = lazySchema(() => z.object({ evtSeq: evtSeqField }));
const password = lazySchema(() => z.string().check(z.minLength(4, "must be 4-20 characters"), z.maxLength(20, "must be 4-20 characters")));

export const guestBookEndpoints = {
  guestBookList: endpoint({
    id: "events.guestBookList",
    method: "GET",
    path: "/api/:mall/event/guestBookList.do",
    params: mallParams,
    input: () => z.extend(guestEvt, { pageIndex }),
    response: () => z.object({ message: okMessage, evtSeq: z.string(), resultList: z.array(guestBookEntrySchema), paginationInfo: paginationInfoSchema }),
    summary: "Guest book of an event (newest first, 10 entries a page, each with its replies)",
    page: { items: "resultList" },
  }),
  guestBookSave: endpoint({
    limits: LIMITS.passwordHash("password"),
    id: "events.guestBookSave",
    method: "POST",
    path: "/api/:mall/event/guestBookSave.do",
    params: mallParams,
    input: () =>
      z.extend(guestEvt, {
        nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), z.describe(`the writer's nickname; ${PLAIN_TEXT}`)),
        password: password.check(z.describe("kept only as a salted hash; needed to delete the entry")),
        guestBookDetail: z.string().check(z.trim(), z.minLength(1), z.maxLength(500), z.describe(`the entry; ${PLAIN_TEXT}`)),
        evtAplySeq: z.optional(z.coerce.number().check(z.int(), z.gte(1))).check(z.describe("the entry replied to; omitted for a new entry")),
      }),
    response: () => z.object({ message: okMessage, evtSeq: z.string(), evtAplySeq: z.number().check(z.int()) }),
    summary: "Writes a guest-book entry, or a reply to one",
  }),
  guestBookDelete: endpoint({
    limits: LIMITS.passwordHash("password"),
    id: "events.guestBookDelete",
    method: "POST",
    path: "/api/:mall/event/guestBookDelete.do",
    params: mallParams,
    input: () => z.extend(guestEvt, { evtAplySeq: z.coerce.number().check(z.int(), z.gte(1)), password }),
    response: () => z.object({ message: okMessage, evtSeq: z.string(), evtAplySeq: z.number().check(z.int()) }),
    summary: "Deletes a guest-book entry (with its replies) when the password matches (password checks are limited per client: LIMITS.passwordHash)",
  }),
} as const;
