import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { addDays, kstDate, kstMinute, MINUTE_MS, parseKstDttm } from "../../lib/kst.ts";
import { between } from "../../seed/random.ts";
import { logoUri } from "./brands.ts";
import { CF_PLACES, CF_STORES } from "./data-centerfield.ts";
import { floorLayout, type FacilityType } from "./floor-layout.ts";
import { floorMapUri, floorNameKo, MALL_PROFILES, type Cinema } from "./mall-profiles.ts";
import { FILMS_ALL, isShowing, posterUri, SHOW_SLOTS } from "./data-movies.ts";
import { qrSpots } from "./qr-spots.ts";
import { generateTenants } from "./tenant-gen.ts";

const FACILITY_NAMES: Record<FacilityType, [string, string]> = {
  restroom: ["화장실", "Restroom"],
  nursing: ["수유실", "Nursing Room"],
  elevator: ["엘리베이터", "Elevator"],
  escalator: ["에스컬레이터", "Escalator"],
  atm: ["ATM", "ATM"],
  info: ["안내데스크", "Information Desk"],
  locker: ["물품보관함", "Lockers"],
  stroller: ["유모차 대여소", "Stroller Rental"],
};

function seedMovies(db: Db, mall: string, cinema: Cinema, ctx: SeedContext): void {
  const movie = db.prepare(
    "INSERT INTO tnt_movie (mall, cinema, movie_cd, nm_ko, nm_en, grade, genre, run_tm, open_dt, poster_uri, status, sort_ord) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const show = db.prepare(
    "INSERT INTO tnt_movie_show (mall, cinema, movie_cd, scrn_nm, strt_dttm, end_dttm, rmn_seat, tot_seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const today = kstDate(ctx.now.getTime());
  const screens = Array.from({ length: 10 }, (_, i) => `${i + 1}관`);
  const screenFreeAt = new Map(screens.map((s) => [s, `${today} 00:00`]));
  FILMS_ALL.forEach((f, i) => {
    const showing = isShowing(f);
    const openDt = addDays(today, showing ? -between(ctx.random, 3, 40) : between(ctx.random, 3, 30));
    const cd = `${cinema === "megabox" ? "MB" : "CG"}${String(f.n).padStart(5, "0")}`;
    movie.run(mall, cinema, cd, f.ko, f.en, f.grade, f.genre, f.runTm, openDt, posterUri(f), showing ? "now" : "soon", i + 1);
    if (!showing) return;
    const count = between(ctx.random, 3, 5);
    let slot = between(ctx.random, 0, 3);
    // A slot with every screen busy moves the show to the next slot, so every showing film has times.
    for (let made = 0; made < count && slot < SHOW_SLOTS.length; ) {
      const start = `${today} ${SHOW_SLOTS[slot]!}`;
      const scrn = screens.find((s) => screenFreeAt.get(s)! <= start);
      if (!scrn) {
        slot++;
        continue;
      }
      made++;
      slot += between(ctx.random, 2, 4);
      const end = kstMinute(parseKstDttm(start) + (f.runTm + 10) * MINUTE_MS);
      screenFreeAt.set(scrn, end);
      const total = between(ctx.random, 8, 24) * 10;
      show.run(mall, cinema, cd, scrn, start, end, between(ctx.random, 0, total), total);
    }
  });
}

/** Writes tenants, floors, facilities, food courts, cinema listings and the Centerfield route data. */
export function seedTenants(db: Db, ctx: SeedContext): void {
  const tenant = db.prepare(
    `INSERT INTO tnt_tenant (mall, tnt_seq, brand_no, nm_ko, nm_en, fl, unit_no, mama_cate_seq, cate_seq, logo_uri, mobi_logo_uri, tels, opn_hr, tnt_desc, loc_desc, gndr,
       have_evt, have_cpn, pet_yn, anchor_yn, anch_desc, x, y, reg_dttm, open_dt, hot_rank, fc_key, brk_time, res_avl_yn, pckg_avl_yn, chld_menu_yn, rprs_menu)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bnft = db.prepare("INSERT INTO tnt_tenant_bnft (mall, tnt_seq, bnft_seq) VALUES (?, ?, ?)");
  const thm = db.prepare("INSERT INTO tnt_tenant_thm (mall, tnt_seq, thm_seq) VALUES (?, ?, ?)");
  const floor = db.prepare("INSERT INTO tnt_floor (mall, fl, sort_ord, fl_nm, map_uri) VALUES (?, ?, ?, ?, ?)");
  const facility = db.prepare("INSERT INTO tnt_facility (mall, fl, fclt_type, nm_ko, nm_en, x, y) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const qr = db.prepare("INSERT INTO tnt_qr_spot (mall, qr_id, fl, nm_ko, nm_en, x, y) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const court = db.prepare("INSERT INTO tnt_food_court (mall, fc_key, nm_ko, nm_en, fl, opn_hr, seat_cnt) VALUES (?, ?, ?, ?, ?, ?, ?)");

  for (const mall of ctx.malls) {
    const profile = MALL_PROFILES[mall.path];
    if (!profile || !mall.code) continue;
    profile.floors.forEach((fl, i) => {
      floor.run(mall.path, fl, i + 1, floorNameKo(fl), floorMapUri(mall.path, fl));
      for (const f of floorLayout(mall.path, fl).facilities)
        facility.run(mall.path, fl, f.type, FACILITY_NAMES[f.type][0], FACILITY_NAMES[f.type][1], f.x, f.y);
      for (const q of qrSpots(mall.path, mall.code!, fl)) qr.run(mall.path, q.qrId, q.fl, q.ko, q.en, q.x, q.y);
    });
    for (const fc of profile.foodCourts) court.run(mall.path, fc.key, `${mall.nameKo} ${fc.ko}`, `${fc.en}`, fc.fl, "10:30~21:30", fc.seats);
    for (const t of generateTenants(mall.path, mall.code, profile, ctx.now)) {
      const b = t.brand;
      tenant.run(
        mall.path,
        t.tnt_seq,
        b.n,
        b.ko,
        b.en,
        t.fl,
        t.unit,
        Math.floor(b.cate / 10),
        b.cate,
        logoUri(b),
        logoUri(b),
        t.tels,
        t.opn_hr,
        t.tnt_desc,
        t.loc_desc,
        b.gndr,
        t.have_evt,
        t.have_cpn,
        t.pet_yn,
        t.anchor_yn,
        t.anch_desc,
        t.x,
        t.y,
        t.reg_dttm,
        t.open_dt,
        t.hot_rank,
        t.fc_key,
        t.brk_time,
        t.res_avl_yn,
        t.pckg_avl_yn,
        t.chld_menu_yn,
        t.rprs_menu,
      );
      for (const s of t.bnft) bnft.run(mall.path, t.tnt_seq, s);
      for (const s of t.thm) thm.run(mall.path, t.tnt_seq, s);
    }
    if (profile.cinema) seedMovies(db, mall.path, profile.cinema, ctx);
  }

  const place = db.prepare("INSERT INTO tnt_cf_place (idx, floor, nm_ko, nm_en, place_key, x, y) VALUES (?, ?, ?, ?, ?, ?, ?)");
  for (const p of CF_PLACES) place.run(p.index, p.floor, p.name, p.nameEn, p.key, p.x, p.y);
  const store = db.prepare("INSERT INTO tnt_cf_store (store_key, floor, nm_ko, nm_en, idx, sort_ord) VALUES (?, ?, ?, ?, ?, ?)");
  CF_STORES.forEach((s, i) => store.run(s.key, s.floor, s.name, s.nameEn, s.index, i + 1));
}
