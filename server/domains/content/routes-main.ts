import { contentEndpoints as E } from "../../../schemas/api/content.ts";
import type { Db } from "../../db/open.ts";
import { route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { noticePage } from "./routes-notices.ts";

interface BannerRow {
  bn_seq: number;
  bn_type: string;
  titl: string;
  titl_en: string;
  img_uri: string;
  link_type: string;
  link_url: string;
  stm_url: string;
}
interface PopRow {
  pop_seq: number;
  titl: string;
  img_uri: string;
  link_yn: "Y" | "N";
  link_uri: string;
  ext_link_yn: "Y" | "N";
}

/** The banners of a kind running today, in display order. */
function bannerRows(db: Db, mall: string, kind: string, today: string): BannerRow[] {
  return db
    .prepare("SELECT * FROM cnt_banner WHERE mall = ? AND kind = ? AND strt_dt <= ? AND end_dt >= ? ORDER BY sort_ord")
    .all(mall, kind, today, today) as BannerRow[];
}

const toBanner = (r: BannerRow, lan: "ko" | "en") => ({
  bnSeq: r.bn_seq,
  bnTitl: lan === "en" ? r.titl_en : r.titl,
  imgUri: r.img_uri,
  linkType: r.link_type,
  linkUrl: r.link_url,
  stmUrl: r.stm_url,
});
const banners = (db: Db, mall: string, kind: string, today: string, lan: "ko" | "en" = "ko") => bannerRows(db, mall, kind, today).map((r) => toBanner(r, lan));

function pops(db: Db, mall: string, kind: "top" | "popup", today: string) {
  const rows = db
    .prepare("SELECT * FROM cnt_popup WHERE mall = ? AND kind = ? AND strt_dt <= ? AND end_dt >= ? ORDER BY sort_ord")
    .all(mall, kind, today, today) as PopRow[];
  return rows.map((r) => ({
    popSeq: r.pop_seq,
    popTitl: r.titl,
    popMobImgUri: r.img_uri,
    linkYn: r.link_yn,
    mobiLinkUri: r.link_uri,
    extLinkYn: r.ext_link_yn,
  }));
}

function mainBanners(db: Db, mall: string, today: string, lan: "ko" | "en") {
  const setting = (key: string) =>
    (db.prepare("SELECT svalue FROM cnt_setting WHERE mall = ? AND skey = ?").get(mall, key) as { svalue: string } | undefined)?.svalue ?? "";
  return {
    mainBannerList: banners(db, mall, "main", today, lan),
    stampEventUrl: setting("stamp_url"),
    stampEventEvtSeq: setting("stamp_evt_seq"),
    ddiBanner: { ddiBannerList: banners(db, mall, "ddi", today, lan) },
    topBannerList: pops(db, mall, "top", today),
  };
}

export const mainRoutes = [
  route(
    E.main,
    ({ deps, mall, input, now }) => ({
      ...ok,
      lan: input.lan,
      ...mainBanners(deps.db, mall.path, kstDate(now), input.lan),
      noticeList: noticePage(deps.db, mall.path, input.lan, 1, 3).noticeList,
    }),
    () => ({ params: { mall: "hanam" }, input: { lan: "ko" } }),
  ),
  route(
    E.mainBanner,
    ({ deps, mall, input, now }) => ({ ...ok, ...mainBanners(deps.db, mall.path, kstDate(now), input.lan) }),
    () => ({ params: { mall: "goyang" }, input: {} }),
  ),
  route(
    E.mainPopup,
    ({ deps, mall, now }) => ({ ...ok, popupList: pops(deps.db, mall.path, "popup", kstDate(now)) }),
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.programBanner,
    ({ deps, mall, now }) => ({ ...ok, bannerList: banners(deps.db, mall.path, "program", kstDate(now)) }),
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.gsEventCouponBanner,
    ({ deps, now }) => ({
      ...ok,
      bannerList: bannerRows(deps.db, "granseoul", "granseoul", kstDate(now)).map((r) => ({
        ...toBanner(r, "ko"),
        bnType: r.bn_type === "coupon" ? ("coupon" as const) : ("event" as const),
      })),
    }),
    () => ({ params: {}, input: {} }),
  ),
];
