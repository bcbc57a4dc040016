import * as z from "zod/mini";
import { isoDate, PLAIN_TEXT, yn } from "./common.ts";

// Entities of the events contract (spec part-2 §3 "Event", "Guest book"), shared by events.ts and events-extras.ts.

import { dttm, evtSeqField } from "./event-fields.ts";
import { lazySchema } from "../lazy-schema.ts";

export { dttm, evtSeqField };

/** What kind of event it is; decides the detail page's action. */
export const evtCodes = ["GNRL", "APLY", "CPN", "STMP", "RLT", "TRSR", "GSTB"] as const;

/** ing: running today; end: over; ready: announced, not started (Asia/Seoul dates). */
export const evtStatSchema = lazySchema(() => z.enum(["ready", "ing", "end"]));

/** How the period is shown: Y the dates, T the period texts, anything else no period (spec: Y, T, other). */
export const evtPridDispYn = lazySchema(() =>
  z.string().check(z.maxLength(10), z.describe("Y: show evt_strt_dt-evt_end_dt; T: show evtStrtDtTxt-evtEndDtTxt; any other value: show no period")),
);

export const eventSchema = lazySchema(() =>
  z.object({
    evt_seq: z.string(),
    evt_titl: z.string(),
    mobi_app_img1_uri: z.string(),
    evt_prid_disp_yn: evtPridDispYn,
    evt_strt_dt: isoDate,
    evt_end_dt: isoDate,
    evtStrtDtTxt: z.string().check(z.describe("start as display text ('2026.11.01' or a phrase such as '오픈 기념 상시 진행')")),
    evtEndDtTxt: z.string().check(z.describe("end as display text ('2026.11.30' or a phrase such as '선착순 마감 시까지')")),
    evt_cd: z
      .enum(evtCodes)
      .check(
        z.describe(
          "GNRL notice-style; APLY members apply (eventAply.do); CPN has coupons (coupon.do); STMP stamp event; RLT roulette; TRSR treasure hunt; GSTB guest book",
        ),
      ),
    cp_seq: z.nullable(z.number().check(z.int())).check(z.describe("the event's first coupon (CPN events)")),
    cp_ord: z.nullable(z.number().check(z.int())).check(z.describe("that coupon's position among the event's coupons")),
    eventMon: z.nullable(z.string().check(z.regex(/^\d{6}$/))).check(z.describe("YYYYMM of a stamp event; its page is event/stampEvent/{eventMon}/{evt_seq}")),
    evtStat: evtStatSchema,
    aply_yn: yn.check(z.describe("Y: members can apply (eventAply.do)")),
    code_yn: yn.check(z.describe("Y: applying needs the event code (eventCodeCheck.do)")),
  }),
);
export type MallEvent = z.output<typeof eventSchema>;

export const eventDetailSchema = lazySchema(() =>
  z.extend(eventSchema, { evt_cont: z.string().check(z.describe("event body as HTML (sanitize before rendering)")) }),
);

/** A brand promotion: a store's own promotion, listed apart from the mall's events (event/brandPromotion). */
export const brandPromotionSchema = lazySchema(() =>
  z.object({
    evt_seq: z.string(),
    evt_titl: z.string(),
    mobi_app_img1_uri: z.string(),
    evt_prid_disp_yn: evtPridDispYn,
    evt_strt_dt: isoDate,
    evt_end_dt: isoDate,
    evtStrtDtTxt: z.string(),
    evtEndDtTxt: z.string(),
    evtStat: evtStatSchema,
    tnt_nm_ko: z.string().check(z.describe("the store (brand) running the promotion")),
    tnt_nm_en: z.string(),
    fl: z.string().check(z.describe("floor of the store (B1, 1F, …)")),
  }),
);
export const brandPromotionDetailSchema = lazySchema(() =>
  z.extend(brandPromotionSchema, { evt_cont: z.string().check(z.describe("HTML (sanitize before rendering)")) }),
);

/** A guest-book reply; the password is never sent back. */
export const guestBookReplySchema = lazySchema(() =>
  z.object({
    evtAplySeq: z.number().check(z.int()),
    nickname: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    guestBookDetail: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    regDttm: dttm,
  }),
);
export const guestBookEntrySchema = lazySchema(() =>
  z.extend(guestBookReplySchema, { replyList: z.array(guestBookReplySchema).check(z.describe("replies, oldest first")) }),
);

/** A treasure of a treasure-hunt event: a hint to where its serial number is posted in the mall. */
export const treasureHintSchema = lazySchema(() =>
  z.object({
    trsNo: z.number().check(z.int()),
    hintTitl: z.string(),
    hintCont: z.string(),
    foundYn: yn.check(z.describe("Y: the member has entered this treasure's serial number")),
    foundDttm: z.nullable(dttm),
  }),
);
