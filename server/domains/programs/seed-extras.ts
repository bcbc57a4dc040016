import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { DAY_MS, HOUR_MS, kstDate, kstMidnight } from "../../lib/kst.ts";
import { between, pick } from "../../seed/random.ts";
import { maskedName } from "./seed-programs.ts";
import { artProjectImageUri, programBannerUri, rentalImageUri, REVIEW_PHOTOS, reviewImageUri, tvImageUri } from "./seed-images.ts";
import { ART_PROJECTS, CLUBS, KIDS_BANNERS, KIDS_REVIEWS, LIBRARY_BANNERS, LIBRARY_REVIEWS, RENTALS, TV_REVIEWS } from "./seed-extras-text.ts";

/** The demo member (member domain) and the club image the seed gives them, so examples work. */
export const DEMO_CUST_ID = "M0000001";
export const demoUploadUrl = (mallNo: string) => `/uploads/club/${`dead${mallNo}`.padEnd(32, "0")}.jpg`;

function seedReviews(db: Db, ctx: SeedContext, mall: ServerMall): void {
  const ins = db.prepare("INSERT INTO prog_reviews (mall, kind, prog_seq, prog_titl, titl, cont, wrtr_nm, img_url, reg_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const now = ctx.now.getTime();
  for (const kind of ["kids", "library"] as const) {
    // Reviews are written after the program day.
    const progs = db
      .prepare("SELECT seq, titl, seq_at FROM prog_programs WHERE mall = ? AND kind = ? AND seq_at < ? ORDER BY seq")
      .all(mall.path, kind, now) as { seq: string; titl: string; seq_at: number }[];
    const texts = kind === "kids" ? KIDS_REVIEWS : LIBRARY_REVIEWS;
    const count = kind === "kids" ? 14 : 8;
    for (let i = 0; i < count; i++) {
      const p = pick(ctx.random, progs);
      const t = texts[i % texts.length]!;
      const img = ctx.random() < 0.5 ? reviewImageUri(between(ctx.random, 1, REVIEW_PHOTOS)) : null;
      ins.run(
        mall.path,
        kind,
        p.seq,
        p.titl,
        t.titl,
        t.cont,
        maskedName(ctx.random),
        img,
        Math.min(now - HOUR_MS, p.seq_at + (i + 1) * DAY_MS + between(ctx.random, 1, 20) * HOUR_MS),
      );
    }
  }
}

function seedBannersAndArt(db: Db, mall: ServerMall, today: number): void {
  const ins = db.prepare("INSERT INTO prog_banners (mall, kind, titl, img_mob_url, link_type, link_url, stm_url, ord) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const web = (u: string) => (u.startsWith("/") ? `/${mall.path}${u}` : u);
  const art = db.prepare("INSERT INTO prog_art_projects (mall, titl, artist_nm, plc, strt_dt, end_dt, img_mob_url, cont_html) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const artIds = ART_PROJECTS.map(
    (a, i) =>
      art.run(
        mall.path,
        a.titl,
        a.artist,
        a.plc,
        kstDate(today + a.start * DAY_MS),
        kstDate(today + a.end * DAY_MS),
        artProjectImageUri(i + 1),
        `<p>${a.cont}</p><p>관람료 무료, 라이브러리 운영 시간 중 누구나 관람할 수 있습니다.</p>`,
      ).lastInsertRowid,
  );
  // Art project ids run across the malls: a banner's artProject/1 names the mall's own first project.
  const own = (u: string) => u.replace(/\/artProject\/1$/, `/artProject/${String(artIds[0])}`);
  KIDS_BANNERS.forEach((b, i) => ins.run(mall.path, "kids", b.titl, programBannerUri("kids", i + 1), b.linkType, b.linkUrl, web(b.linkUrl), i + 1));
  LIBRARY_BANNERS.forEach((b, i) =>
    ins.run(mall.path, "library", b.titl, programBannerUri("library", i + 1), b.linkType, own(b.linkUrl), web(own(b.linkUrl)), i + 1),
  );
}

function seedRentals(db: Db, ctx: SeedContext, mall: ServerMall, mallNo: string, today: number): void {
  const anchor = Math.floor(ctx.now.getTime() / HOUR_MS) * HOUR_MS;
  const d = (n: number) => anchor + n * DAY_MS;
  const ins = db.prepare(
    `INSERT INTO prog_rentals (rnt_seq, mall, titl, plc, rnt_dt, strt_hm, end_hm, img_mob_url, capacity, join_ddln_yn, join_strt_at, join_end_at, prz_yn, prz_strt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Y', ?)`,
  );
  const notice = db.prepare("INSERT INTO prog_winner_notices (mall, kind, ref_seq, titl, cont, reg_at) VALUES (?, 'rental', ?, ?, ?, ?)");
  const windows = { open: [-3, 4, 5], deadline: [-4, 2, 3], prizePending: [-8, -1, 1], announced: [-10, -4, -2], upcoming: [3, 8, 10] } as const;
  RENTALS.forEach((r, i) => {
    const seq = `RNT${mallNo}${String(i + 1).padStart(3, "0")}`;
    const [s, e, p] = windows[r.state];
    ins.run(
      seq,
      mall.path,
      r.titl,
      r.plc,
      kstDate(today + r.day * DAY_MS),
      r.hours[0],
      r.hours[1],
      rentalImageUri(i + 1),
      r.capacity,
      r.state === "deadline" ? "Y" : "N",
      d(s),
      d(e),
      d(p),
    );
    if (r.state === "announced") {
      const names = Array.from({ length: 3 }, () => maskedName(ctx.random)).join(", ");
      notice.run(
        mall.path,
        seq,
        `[대관 당첨 안내] ${r.titl}`,
        `<p>${r.titl} 대관 신청 당첨자를 안내해 드립니다: ${names}</p><p>당첨되신 분께는 이용 안내 문자를 보내 드렸습니다.</p>`,
        d(p),
      );
    }
  });
}

function seedClubs(db: Db, ctx: SeedContext, mall: ServerMall, mallNo: string): void {
  const ins = db.prepare("INSERT INTO prog_clubs (club_cd, mall, club_nm, club_desc, recruit_yn) VALUES (?, ?, ?, ?, ?)");
  for (const c of CLUBS) ins.run(`${c.suffix}${mallNo}`, mall.path, `${mall.nameKo} ${c.nm}`, c.desc, c.recruit);
  // The demo member has uploaded a staff card and joined the moms' club, which the mall confirmed.
  const url = demoUploadUrl(mallNo);
  const at = ctx.now.getTime() - 20 * DAY_MS;
  db.prepare("INSERT INTO prog_club_uploads (cust_id, mall, url, org_nm, mime, size, sha256, created_at) VALUES (?, ?, ?, ?, 'image/jpeg', 48213, ?, ?)").run(
    DEMO_CUST_ID,
    mall.path,
    url,
    "사원증.jpg",
    "0".repeat(64),
    at,
  );
  db.prepare(
    "INSERT INTO prog_club_applies (club_cd, cust_id, cp_name, cp_addr, img_url, img_org_nm, cnfm_stat, created_at) VALUES (?, ?, ?, ?, ?, ?, 'CONFIRM', ?)",
  ).run(`MOM${mallNo}`, DEMO_CUST_ID, "필드상사", `${mall.nameKo} 인근 오피스타워 12층`, url, "사원증.jpg", at);
}

function seedTvReviews(db: Db, ctx: SeedContext): void {
  const ins = db.prepare("INSERT INTO prog_tv_reviews (titl, video_url, thumb_url, play_tm, reg_at) VALUES (?, ?, ?, ?, ?)");
  TV_REVIEWS.forEach((t, i) =>
    ins.run(t.titl, `https://video.fieldmall.example/library-tv/${i + 1}.mp4`, tvImageUri(i + 1), t.playTm, ctx.now.getTime() - (i * 7 + 2) * DAY_MS),
  );
}

/** Reviews, banners, art projects, rentals and clubs of one mall (TV reviews once, for Suwon). */
export function seedExtras(db: Db, ctx: SeedContext, mall: ServerMall, mallNo: string, first: boolean): void {
  const today = kstMidnight(ctx.now.getTime());
  seedReviews(db, ctx, mall);
  seedBannersAndArt(db, mall, today);
  seedRentals(db, ctx, mall, mallNo, today);
  seedClubs(db, ctx, mall, mallNo);
  if (first) seedTvReviews(db, ctx);
}
