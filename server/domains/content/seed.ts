import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { addDays, kstDate, kstMonth } from "../../lib/kst.ts";
import { AGREEMENTS } from "./data-agreements.ts";
import { ART_COUNT, BANNERS, POPUPS, RIBBONS } from "./data-banners.ts";
import { stampEventPlan } from "../events/index.ts";
import { CF_MENU, EXHIBITIONS, EXHIBITION_MALLS, LABELS, STORY_TOPICS } from "./data-misc.ts";
import { NOTICES_EN, NOTICES_KO } from "./data-notices.ts";
import { CLASS_VERSION, classPartners, SHIPPING_VERSION, shippingBrands } from "./data-partners.ts";

/**
 * The current stamp event's id and route of a mall, from the stamp plan the events and stamps seeds
 * use too (S + mall code + YYYYMM), so the home's shortcut opens the event that exists; none for a
 * mall without one.
 */
export function stampEventOf(mall: ServerMall, malls: readonly ServerMall[], now: Date): { evtSeq: string; url: string } {
  const month = kstMonth(now.getTime());
  const item = stampEventPlan(malls, now).find((s) => s.mall.path === mall.path && s.eventMon === month);
  return item ? { evtSeq: item.evtSeq, url: `/${mall.path}/event/stampEvent/${month}/${item.evtSeq}` } : { evtSeq: "", url: "" };
}

type BannerRow = [kind: string, bnType: string, theme: number, linkType: string, linkUrl: string, stmUrl: string];

function bannersOf(m: ServerMall, stampUrl: string): BannerRow[] {
  const p = `/${m.path}`;
  const rows: BannerRow[] = [
    ["main", "", 1, "I", `${p}/event/main`, ""],
    ["main", "", 2, "I", `${p}/tenant/${m.product}Kids`, ""],
    ["main", "", 3, "I", `${p}/tenant/floorInfo`, ""],
    // An external link and a same-origin path that is not an app route entry (linkType O).
    ["main", "", 4, "O", "https://membership.example/field/double-points", ""],
    ["main", "", 5, "O", `${p}/store/service/notice`, ""],
    ["main", "", 6, "I", stampUrl || `${p}/event/main`, `fieldmall://route?path=${encodeURIComponent(stampUrl || `${p}/event/main`)}`],
    ["ddi", "", 7, "O", "https://app.example/field/download", ""],
    ["ddi", "", 8, "I", `${p}/event/card`, ""],
    ["program", "", 9, "I", `${p}/tenant/${m.product}Kids`, ""],
    ["program", "", 10, "I", `${p}/tenant/${m.product}Library`, ""],
  ];
  if (m.path === "granseoul")
    rows.push(
      ["granseoul", "coupon", 11, "I", "/granseoul/mypage", ""],
      ["granseoul", "event", 12, "O", "https://wellness.example/granseoul", ""],
      ["granseoul", "coupon", 13, "I", "/granseoul/mypage", ""],
      ["granseoul", "event", 14, "I", "/granseoul/event/main", ""],
    );
  return rows;
}

/** [kind, theme, linkYn, linkUri, extLinkYn]: same-origin path, external e-catalog, no link. */
const POP_ROWS = (p: string): [string, number, string, string, string][] => [
  ["top", 1, "Y", `${p}/store/parkingInfo`, "N"],
  ["top", 2, "Y", "https://ecatalog.example/field/2026-winter", "Y"],
  ["top", 3, "N", "", "N"],
  ["popup", 1, "Y", `${p}/store/service/notice`, "N"],
  ["popup", 2, "Y", "https://membership.example/field/join", "Y"],
  ["popup", 3, "N", "", "N"],
];

function seedMall(db: Db, m: ServerMall, ctx: SeedContext): void {
  const day = (offset: number) => addDays(kstDate(ctx.now.getTime()), offset);
  const agreement = db.prepare("INSERT INTO cnt_agreement (mall, ter_key, ter_ver, ter_type, ter_cont, enfc_dt) VALUES (?, ?, ?, ?, ?, ?)");
  for (const a of AGREEMENTS)
    for (const v of a.versions) agreement.run(m.path, a.key, v.ver, a.title, a.body(m.nameKo, Number.parseInt(v.ver.slice(3), 10)), day(-v.daysAgo));

  const notice = db.prepare("INSERT INTO cnt_notice (mall, lan, titl, cont, reg_dt, fix_yn) VALUES (?, ?, ?, ?, ?, ?)");
  for (const [lan, list] of [
    ["ko", NOTICES_KO],
    ["en", NOTICES_EN],
  ] as const)
    for (const n of [...list].sort((a, b) => b.daysAgo - a.daysAgo))
      if (!n.malls || n.malls.includes(m.path))
        notice.run(m.path, lan, n.titl, n.body.replaceAll("{mall}", lan === "ko" ? m.nameKo : m.nameEn), day(-n.daysAgo), n.fix ? "Y" : "N");

  const stamp = stampEventOf(m, ctx.malls, ctx.now);
  const banner = db.prepare(
    "INSERT INTO cnt_banner (mall, kind, bn_type, titl, titl_en, img_uri, link_type, link_url, stm_url, strt_dt, end_dt, sort_ord) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  bannersOf(m, stamp.url).forEach(([kind, bnType, n, linkType, linkUrl, stmUrl], i) => {
    const t = BANNERS[n - 1]!;
    banner.run(m.path, kind, bnType, t.ko, t.en, `/images/seed/banner-${n}.svg`, linkType, linkUrl, stmUrl, day(-10 - (i % 3)), day(20 + i), i + 1);
  });
  // One ended main banner, which the lists leave out.
  banner.run(m.path, "main", "", "가을 정기 세일", "Autumn Sale", "/images/seed/banner-3.svg", "I", `/${m.path}/event/main`, "", day(-60), day(-30), 99);

  const popup = db.prepare(
    "INSERT INTO cnt_popup (mall, kind, titl, img_uri, link_yn, link_uri, ext_link_yn, strt_dt, end_dt, sort_ord) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  POP_ROWS(`/${m.path}`).forEach(([kind, n, linkYn, uri, ext], i) => {
    const t = (kind === "top" ? RIBBONS : POPUPS)[n - 1]!;
    popup.run(m.path, kind, t.ko, `/images/seed/${kind === "top" ? "ribbon" : "popup"}-${n}.svg`, linkYn, uri, ext, day(-7), day(14 + i), i + 1);
  });

  const setting = db.prepare("INSERT INTO cnt_setting (mall, skey, svalue) VALUES (?, ?, ?)");
  setting.run(m.path, "map_key", `refmap-${m.code ?? "00"}-${m.path.toLowerCase()}`);
  setting.run(m.path, "stamp_url", stamp.url);
  setting.run(m.path, "stamp_evt_seq", stamp.evtSeq);

  if (EXHIBITION_MALLS.includes(m.path)) {
    const exh = db.prepare(
      "INSERT INTO cnt_exhibition (mall, titl, plc, strt_dt, end_dt, img_uri, smry, cont, opn_hr, fee) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    EXHIBITIONS.forEach((e, i) => {
      const cont = `<p>${e.smry}.</p><p>장소: ${e.plc}<br>기간: ${day(e.from)} ~ ${day(e.to)}</p><p>작품 보호를 위해 음식물 반입과 플래시 촬영을 삼가 주세요.</p>`;
      exh.run(m.path, e.titl, e.plc, day(e.from), day(e.to), `/images/seed/art-${(i % ART_COUNT) + 1}.svg`, e.smry, cont, "10:00~22:00", e.fee);
    });
  }

  const story = db.prepare("INSERT INTO cnt_story (mall, titl, smry, img_uri, link_url, reg_dt) VALUES (?, ?, ?, ?, ?, ?)");
  STORY_TOPICS.forEach(([titl, smry, link], i) =>
    story.run(
      m.path,
      titl,
      smry,
      `/images/seed/art-${(i % ART_COUNT) + 1}.svg`,
      link.replace("{mall}", m.path).replace("{product}", m.product),
      day(-(STORY_TOPICS.length - i) * 6),
    ),
  );
}

/** Writes agreements, notices, banners, popups, settings, exhibitions and stories per mall, and the shared tables. */
export function seedContent(db: Db, ctx: SeedContext): void {
  for (const m of ctx.malls) seedMall(db, m, ctx);

  const label = db.prepare("INSERT INTO cnt_label (lan, label_key, label_val, mobile_yn, sort_ord) VALUES (?, ?, ?, ?, ?)");
  LABELS.forEach(([key, ko, en, mobile], i) => {
    label.run("ko", key, ko, mobile ? "Y" : "N", i + 1);
    label.run("en", key, en, mobile ? "Y" : "N", i + 1);
  });

  const menu = db.prepare("INSERT INTO cnt_cf_menu (menu_seq, parent_seq, nm_ko, nm_en, link_url, sort_ord) VALUES (?, ?, ?, ?, ?, ?)");
  let seq = 0;
  CF_MENU.forEach((m, i) => {
    const parent = ++seq;
    menu.run(parent, null, m.ko, m.en, m.link, i + 1);
    (m.subs ?? []).forEach((s, j) => menu.run(++seq, parent, s.ko, s.en, s.link, j + 1));
  });

  const partner = db.prepare("INSERT INTO cnt_partner (list_kind, no, comp_nm, trade_nm, ver_dt) VALUES (?, ?, ?, ?, ?)");
  for (const s of shippingBrands(ctx.random)) partner.run("shipping", s.no, s.bizNm, s.bizNm, SHIPPING_VERSION);
  for (const c of classPartners(ctx.random)) partner.run("class", c.no, c.compNm, c.tradeNm, CLASS_VERSION);
}
