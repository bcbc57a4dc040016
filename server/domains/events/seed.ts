import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { dottedDate } from "../../lib/format.ts";
import { addDays, kstDate } from "../../lib/kst.ts";
import { between, pick } from "../../seed/random.ts";
import { couponImageUri, eventMalls, insertCoupon } from "../coupons/index.ts";
import { brandPromoImageUri, eventImageUri, stampImageUri } from "./seed-images.ts";
import { seedGuestBook, seedRoulettes, seedTreasureHunt } from "./seed-specials.ts";
import {
  BRAND_PROMOTIONS,
  ENDED_TEMPLATES,
  type EventTemplate,
  eventBody,
  ONGOING_TEMPLATES,
  PERIOD_TEXTS_END,
  PERIOD_TEXTS_START,
  PLACES,
} from "./seed-text.ts";
import { stampEventPlan } from "./stamp-plan.ts";
import { insertEvent } from "./store.ts";

const FLAGS = ["Y", "T", "N"] as const;

/** Period columns for a flag: dotted dates for Y and other values, phrases for T. */
export function periodColumns(random: () => number, flag: string, start: string, end: string) {
  const text = flag === "T";
  return {
    evt_prid_disp_yn: flag,
    evt_strt_dt: start,
    evt_end_dt: end,
    evt_strt_dt_txt: text ? pick(random, PERIOD_TEXTS_START) : dottedDate(start),
    evt_end_dt_txt: text ? pick(random, PERIOD_TEXTS_END) : dottedDate(end),
  };
}

function seedEvent(db: Db, ctx: SeedContext, mall: ServerMall, t: EventTemplate, n: number, start: string, end: string): void {
  const evtSeq = `E${mall.code ?? "00"}${String(n).padStart(4, "0")}`;
  const period = periodColumns(ctx.random, FLAGS[n % 3]!, start, end);
  const titl = `${Number(start.slice(5, 7))}월 ${t.titl}`;
  const coupons =
    t.kind === "CPN"
      ? [1, 2].map((cpOrd) =>
          insertCoupon(db, {
            mall: mall.path,
            cp_titl: cpOrd === 1 ? `[${t.titl}] 식음 매장 3천원 할인` : `[${t.titl}] 음료 1잔 무료`,
            tnt_nm_ko: null,
            cp_type: cpOrd === 1 ? "DC" : "GIFT",
            dc_txt: cpOrd === 1 ? "3,000원 할인" : "음료 1잔",
            img_uri: couponImageUri(`event-${cpOrd}`),
            cp_cont: `${mall.nameKo} 이벤트 쿠폰입니다.\n1인 1회 사용할 수 있습니다.`,
            mbr_only_yn: cpOrd === 1 ? "N" : "Y",
            down_strt_dt: start,
            down_end_dt: end,
            use_strt_dt: start,
            use_end_dt: addDays(end, 7),
            evt_seq: evtSeq,
            cp_ord: cpOrd,
            sort_ord: 50 + cpOrd,
          }),
        )
      : [];
  insertEvent(db, {
    evt_seq: evtSeq,
    mall: mall.path,
    evt_cd: t.kind,
    evt_titl: titl,
    mobi_app_img1_uri: eventImageUri(n),
    ...period,
    evt_cont: eventBody(mall.nameKo, titl, `${dottedDate(start)} ~ ${dottedDate(end)}`, pick(ctx.random, PLACES), t.how),
    aply_yn: t.kind === "APLY" ? "Y" : "N",
    evt_code: t.code ? `FIELD${between(ctx.random, 1000, 9999)}` : null,
    cp_seq: coupons[0] ?? null,
    cp_ord: coupons.length ? 1 : null,
    sort_ord: n,
  });
}

function seedBrandPromotions(db: Db, ctx: SeedContext, mall: ServerMall, today: string): void {
  const first = between(ctx.random, 0, BRAND_PROMOTIONS.length - 1);
  const insert = db.prepare(
    `INSERT INTO brand_promotions (evt_seq, mall, evt_titl, mobi_app_img1_uri, evt_prid_disp_yn, evt_strt_dt, evt_end_dt, evt_strt_dt_txt, evt_end_dt_txt, evt_cont, tnt_nm_ko, tnt_nm_en, fl, sort_ord)
     VALUES (@evt_seq, @mall, @evt_titl, @img, @evt_prid_disp_yn, @evt_strt_dt, @evt_end_dt, @evt_strt_dt_txt, @evt_end_dt_txt, @evt_cont, @ko, @en, @fl, @sort_ord)`,
  );
  for (let i = 0; i < 6; i++) {
    const k = (first + i) % BRAND_PROMOTIONS.length;
    const b = BRAND_PROMOTIONS[k]!;
    const ended = i >= 4;
    const end = ended ? addDays(today, -between(ctx.random, 2, 40)) : addDays(today, between(ctx.random, 5, 40));
    const start = ended ? addDays(end, -between(ctx.random, 7, 30)) : addDays(today, -between(ctx.random, 0, 20));
    const period = periodColumns(ctx.random, FLAGS[i % 3]!, start, end);
    insert.run({
      evt_seq: `B${mall.code ?? "00"}${String(i + 1).padStart(4, "0")}`,
      mall: mall.path,
      evt_titl: `[${b.ko}] ${b.titl}`,
      img: brandPromoImageUri(k + 1),
      ...period,
      evt_cont: eventBody(mall.nameKo, b.titl, `${dottedDate(start)} ~ ${dottedDate(end)}`, `${b.fl} ${b.ko} 매장`, "매장을 방문해 직원에게 문의해 주세요."),
      ko: b.ko,
      en: b.en,
      fl: b.fl,
      sort_ord: i + 1,
    });
  }
}

/**
 * Per event mall: nine events in progress and five ended (each display flag Y, T and N in both), coupon
 * events with their coupons, six brand promotions; the stamp events of the plan; and the specials:
 * the Anseong roulettes (E2021RLT and this month's), the Hanam treasure hunt, the Coexmall guest book.
 */
export function seedEvents(db: Db, ctx: SeedContext): void {
  const today = kstDate(ctx.now.getTime());
  const malls = eventMalls(ctx.malls);
  for (const mall of malls) {
    ONGOING_TEMPLATES.forEach((t, i) =>
      seedEvent(db, ctx, mall, t, i + 1, addDays(today, -between(ctx.random, 1, 25)), addDays(today, between(ctx.random, 3, 45))),
    );
    ENDED_TEMPLATES.forEach((t, i) => {
      const end = addDays(today, -between(ctx.random, 2, 60));
      seedEvent(db, ctx, mall, t, ONGOING_TEMPLATES.length + i + 1, addDays(end, -between(ctx.random, 7, 30)), end);
    });
    seedBrandPromotions(db, ctx, mall, today);
  }
  for (const s of stampEventPlan(ctx.malls, ctx.now)) {
    const titl = `${Number(s.eventMon.slice(4))}월 출석 스탬프 투어`;
    insertEvent(db, {
      evt_seq: s.evtSeq,
      mall: s.mall.path,
      evt_cd: "STMP",
      evt_titl: titl,
      mobi_app_img1_uri: stampImageUri(Number(s.eventMon.slice(4))),
      ...periodColumns(ctx.random, "Y", s.first, s.last),
      evt_cont: eventBody(
        s.mall.nameKo,
        titl,
        `${dottedDate(s.first)} ~ ${dottedDate(s.last)}`,
        `${s.mall.nameKo} 전 층`,
        "하루 한 번 앱에서 스탬프를 받고, 목표 개수를 채우면 쿠폰을 받으세요.",
      ),
      event_mon: s.eventMon,
      sort_ord: 0,
    });
  }
  seedRoulettes(db, ctx, malls, today);
  seedTreasureHunt(db, ctx, malls, today);
  seedGuestBook(db, ctx, malls, today);
}
