import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { dottedDate } from "../../lib/format.ts";
import { addDays, kstDttm } from "../../lib/kst.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { pick, seedSalt } from "../../seed/random.ts";
import { couponImageUri, insertCoupon } from "../coupons/index.ts";
import { SEED_GUEST_BOOK_PASSWORD } from "./routes-guest-book.ts";
import { specialImageUri } from "./seed-images.ts";
import { eventBody, GUEST_MESSAGES, GUEST_NICKNAMES, GUEST_REPLY, ROULETTE_PRIZES, SPECIAL_EVENTS, type SpecialSlug, TREASURE_HINTS } from "./seed-text.ts";
import { insertEvent, type NewEvent } from "./store.ts";

const DEMO_MEMBER = "M0000001";
/** The October 2021 Anseong roulette the manifests redirect to the roulette page (spec §9: 2021-10-01 to 2021-10-11). */
export const LEGACY_ROULETTE = "E2021RLT";

function special(mall: ServerMall, slug: SpecialSlug, e: Pick<NewEvent, "evt_seq" | "evt_cd" | "evt_strt_dt" | "evt_end_dt">): NewEvent {
  const { titl, how } = SPECIAL_EVENTS[slug];
  return {
    ...e,
    evt_titl: titl,
    mall: mall.path,
    mobi_app_img1_uri: specialImageUri(slug),
    evt_prid_disp_yn: "Y",
    evt_strt_dt_txt: dottedDate(e.evt_strt_dt),
    evt_end_dt_txt: dottedDate(e.evt_end_dt),
    evt_cont: eventBody(mall.nameKo, titl, `${dottedDate(e.evt_strt_dt)} ~ ${dottedDate(e.evt_end_dt)}`, "모바일 앱", how),
  };
}

const byPath = (malls: readonly ServerMall[], path: string) => malls.find((m) => m.path === path);

/** Anseong: the 2021 roulette (ended) and this month's roulette, each with the same six-slot wheel. */
export function seedRoulettes(db: Db, _ctx: SeedContext, malls: readonly ServerMall[], today: string): void {
  const mall = byPath(malls, "anseong");
  if (!mall) return;
  const current = `E07R${today.slice(0, 7).replace("-", "")}`;
  insertEvent(db, special(mall, "roulette-2021", { evt_seq: LEGACY_ROULETTE, evt_cd: "RLT", evt_strt_dt: "2021-10-01", evt_end_dt: "2021-10-11" }));
  insertEvent(db, special(mall, "roulette", { evt_seq: current, evt_cd: "RLT", evt_strt_dt: addDays(today, -5), evt_end_dt: addDays(today, 20) }));
  const prize = db.prepare("INSERT INTO roulette_prizes (evt_seq, prize_no, prize_nm, win_yn, weight) VALUES (?, ?, ?, ?, ?)");
  for (const evtSeq of [LEGACY_ROULETTE, current]) ROULETTE_PRIZES.forEach((p, i) => prize.run(evtSeq, i + 1, p.nm, p.win, p.weight));
}

/** Hanam: a five-treasure hunt with two reward coupons; the demo member has joined and found three. */
export function seedTreasureHunt(db: Db, ctx: SeedContext, malls: readonly ServerMall[], today: string): void {
  const mall = byPath(malls, "hanam");
  if (!mall) return;
  const evtSeq = "E01T0001";
  const start = addDays(today, -7);
  const end = addDays(today, 21);
  insertEvent(db, special(mall, "treasure", { evt_seq: evtSeq, evt_cd: "TRSR", evt_strt_dt: start, evt_end_dt: end }));
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const treasure = db.prepare("INSERT INTO treasures (evt_seq, trs_no, hint_titl, hint_cont, serial_no) VALUES (?, ?, ?, ?, ?)");
  TREASURE_HINTS.forEach((h, i) => treasure.run(evtSeq, i + 1, h.titl, h.cont, Array.from({ length: 6 }, () => pick(ctx.random, [...alphabet])).join("")));
  const rewards: [number, string, "GIFT" | "VOU", string][] = [
    [3, "보물찾기 완주 기념 음료 교환권", "GIFT", "음료 1잔"],
    [5, "보물찾기 올클리어 1만원 금액권", "VOU", "10,000원"],
  ];
  const reward = db.prepare("INSERT INTO treasure_rewards (evt_seq, cp_seq, need_cnt) VALUES (?, ?, ?)");
  for (const [need, titl, type, dc] of rewards) {
    const cpSeq = insertCoupon(db, {
      mall: mall.path,
      cp_titl: titl,
      tnt_nm_ko: null,
      cp_type: type,
      dc_txt: dc,
      img_uri: couponImageUri(`treasure-${need}`),
      cp_cont: `보물 ${need}개를 찾은 회원에게 드리는 쿠폰입니다.\n인포메이션 데스크에서 교환해 주세요.`,
      mbr_only_yn: "Y",
      down_strt_dt: start,
      down_end_dt: end,
      use_strt_dt: start,
      use_end_dt: addDays(end, 14),
      evt_seq: evtSeq,
      list_yn: "N",
    });
    reward.run(evtSeq, cpSeq, need);
  }
  const joined = kstDttm(ctx.now.getTime() - 3 * 24 * 3600_000);
  db.prepare("INSERT INTO event_applications (evt_seq, cust_id, aply_dttm) VALUES (?, ?, ?)").run(evtSeq, DEMO_MEMBER, joined);
  const find = db.prepare("INSERT INTO treasure_finds (evt_seq, trs_no, cust_id, found_dttm) VALUES (?, ?, ?, ?)");
  for (const trsNo of [1, 2, 3]) find.run(evtSeq, trsNo, DEMO_MEMBER, kstDttm(ctx.now.getTime() - (4 - trsNo) * 20 * 3600_000));
}

/** Coexmall: a media-art guest-book event with twelve entries and a few replies (password 1234). */
export function seedGuestBook(db: Db, ctx: SeedContext, malls: readonly ServerMall[], today: string): void {
  const mall = byPath(malls, "coexmall");
  if (!mall) return;
  const evtSeq = "E02G0001";
  insertEvent(db, special(mall, "guest-book", { evt_seq: evtSeq, evt_cd: "GSTB", evt_strt_dt: addDays(today, -10), evt_end_dt: addDays(today, 30) }));
  const insert = db.prepare("INSERT INTO guest_book (evt_seq, up_evt_aply_seq, nickname, pw_hash, detail, reg_dttm) VALUES (?, ?, ?, ?, ?, ?)");
  // Seeded rows use a low scrypt cost so seeding stays fast; entries written through the API use the full cost.
  const pw = () => hashPassword(SEED_GUEST_BOOK_PASSWORD, seedSalt(ctx.random), 1024);
  const nowMs = ctx.now.getTime();
  GUEST_MESSAGES.forEach((msg, i) => {
    const at = nowMs - (GUEST_MESSAGES.length - i) * 17 * 3600_000;
    const seq = Number(insert.run(evtSeq, null, pick(ctx.random, GUEST_NICKNAMES), pw(), msg, kstDttm(at)).lastInsertRowid);
    if (i % 4 === 1) insert.run(evtSeq, seq, "운영사무국", pw(), GUEST_REPLY, kstDttm(at + 2 * 3600_000));
  });
}
