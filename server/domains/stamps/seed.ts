import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { addDays, kstDate } from "../../lib/kst.ts";
import { between } from "../../seed/random.ts";
import { couponImageUri, insertCoupon } from "../coupons/index.ts";
import { stampEventPlan } from "../events/index.ts";

/** Stamps needed to pass a monthly stamp event. */
export const STAMP_GOAL = 5;

/** How many earlier days of this month each demo member has stamped at each mall. */
const DEMO_STAMPS: Record<string, Record<string, number>> = {
  hanam: { M0000001: STAMP_GOAL, M0000004: 3 },
  goyang: { M0000001: 2, M0000005: 4 },
  coexmall: { M0000003: 1 },
};

/**
 * A stamp card and a reward coupon for every stamp event of the plan (this month at every standard mall,
 * and coexmall's April 2023 event); the demo member M0000001 has passed at hanam (five stamps on the days
 * before today, as far as the month allows) and holds two stamps at goyang.
 */
export function seedStamps(db: Db, ctx: SeedContext): void {
  const nowMs = ctx.now.getTime();
  const today = kstDate(nowMs);
  const card = db.prepare("INSERT INTO stamp_events (evt_seq, mall, bcn_cd, event_mon, stamp_goal, cp_seq) VALUES (?, ?, ?, ?, ?, ?)");
  const stamp = db.prepare("INSERT INTO stamps (evt_seq, cust_id, stamp_dt, iss_dttm) VALUES (?, ?, ?, ?)");
  for (const s of stampEventPlan(ctx.malls, ctx.now)) {
    const month = Number(s.eventMon.slice(4));
    const cpSeq = insertCoupon(db, {
      mall: s.mall.path,
      cp_titl: `${month}월 스탬프 투어 완주 쿠폰`,
      tnt_nm_ko: null,
      cp_type: "DC",
      dc_txt: "5,000원 할인",
      img_uri: couponImageUri("stamp-reward"),
      cp_cont: `${s.mall.nameKo} ${month}월 스탬프 ${STAMP_GOAL}개를 모은 회원께 드리는 쿠폰입니다.\n3만원 이상 구매 시 사용할 수 있습니다.`,
      mbr_only_yn: "Y",
      down_strt_dt: s.first,
      down_end_dt: s.last,
      use_strt_dt: s.first,
      use_end_dt: addDays(s.last, 14),
      evt_seq: s.evtSeq,
      list_yn: "N",
    });
    card.run(s.evtSeq, s.mall.path, s.bcnCd, s.eventMon, STAMP_GOAL, cpSeq);
    if (today < s.first || today > s.last) continue;
    for (const [custId, count] of Object.entries(DEMO_STAMPS[s.mall.path] ?? {}))
      for (let back = count; back >= 1; back--) {
        const day = addDays(today, -back);
        if (day < s.first) continue;
        stamp.run(
          s.evtSeq,
          custId,
          day,
          `${day} ${String(between(ctx.random, 10, 21)).padStart(2, "0")}:${String(between(ctx.random, 0, 59)).padStart(2, "0")}:00`,
        );
      }
  }
}
