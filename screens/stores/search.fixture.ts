import type { TenantItem } from "../../schemas/api/tenants.ts";

// A fake search server for the screen tests: the four search calls over given groups.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const store = (n: number, over: Partial<TenantItem> = {}): TenantItem => ({
  tnt_seq: `T0100${String(n).padStart(2, "0")}`,
  tnt_nm_ko: `살롱 ${n}호점`,
  tnt_nm_en: `Salon ${n}`,
  fl: "2F",
  img_logo_uri: "",
  img_mobi_logo_uri: "",
  tnt_tels: "031-8072-1234",
  mama_cate_seq: 1,
  mama_cate_nm: "뷰티",
  cate_seq: 2,
  cate_nm: "헤어",
  opn_hr: "10:00~22:00",
  have_evt: "N",
  have_cpn: "N",
  xctnCord: 0,
  yctnCord: 0,
  ...over,
});
export const event = (n: number) => ({
  evt_seq: `E0100${String(n).padStart(2, "0")}`,
  evt_titl: `살롱 이벤트 ${n}`,
  mobi_app_img1_uri: "",
  evt_prid_disp_yn: "Y",
  evt_strt_dt: "2024-05-01",
  evt_end_dt: "2024-05-31",
  evtStrtDtTxt: "2024.05.01",
  evtEndDtTxt: "2024.05.31",
});
export const lecture = (id: string) => ({
  lectureId: id,
  progTitl: `강연 ${id}`,
  progTypeName: "명사 특강",
  progDt: "2024-05-20",
  progPlc: "라이브러리",
  imgMobUrl: "",
});
export const coupon = (cpSeq: number) => ({ cpSeq, cpNm: `살롱 쿠폰 ${cpSeq}`, tnt_nm_ko: "살롱 1호점", useStrtDt: "2024-05-01", useEndDt: "2024-05-31" });

export interface SearchServerOptions {
  stores?: number;
  events?: number;
  lectures?: readonly string[];
  coupons?: number;
  keywords?: string;
  recommendFails?: boolean;
  searchFails?: boolean;
}

export interface Seen {
  path: string;
  keyword: string | null;
}

export function searchServer(o: SearchServerOptions = {}) {
  const seen: Seen[] = [];
  let searchFails = o.searchFails ?? false;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const body = typeof init?.body === "string" ? new URLSearchParams(init.body) : url.searchParams;
    const keyword = body.get("searchKeyword");
    seen.push({ path: url.pathname, keyword });
    if (url.pathname.endsWith("/search/recommend.do")) {
      if (o.recommendFails) return json({ message: "down" }, 500);
      return json({
        message: "success",
        keywords: o.keywords ?? "신규오픈,멤버십할인,주차",
        search: {
          hotPlaces: [
            { TNT_SEQ: "T010032", TNT_NM_KO: "살롱 드 하루", TNT_NM_EN: "Salon de Haru", HOT_RANK: 1 },
            { TNT_SEQ: "T010040", TNT_NM_KO: "브런치가든", TNT_NM_EN: "Brunch Garden", HOT_RANK: 2 },
          ],
        },
      });
    }
    if (url.pathname.endsWith("/search/autocomplete.do"))
      return json({ message: "success", keywordList: [{ tnt_seq: "T010032", tntNmKo: `${keyword} 드 하루`, tntNmEn: "Salon de Haru" }] });
    if (url.pathname.endsWith("/search/keyword.do")) return json({ message: "success", searchKeyword: keyword, keywordList: [] });
    if (url.pathname.endsWith("/search/totalSearch.do")) {
      if (searchFails) return json({ message: "down" }, 500);
      const tntList = Array.from({ length: o.stores ?? 0 }, (_, i) => store(i + 1));
      const eventList = Array.from({ length: o.events ?? 0 }, (_, i) => event(i + 1));
      const lectureList = (o.lectures ?? []).map(lecture);
      const couponList = Array.from({ length: o.coupons ?? 0 }, (_, i) => coupon(100 + i));
      return json({
        message: "success",
        tntList,
        eventList,
        lectureList,
        couponList,
        tntListCnt: tntList.length,
        eventListCnt: eventList.length,
        lectureListCnt: lectureList.length,
        couponListCnt: couponList.length,
      });
    }
    return json({ message: "not found" }, 404);
  };
  return {
    fetch: fetchImpl,
    seen,
    calls: (suffix: string) => seen.filter((s) => s.path.endsWith(suffix)),
    recover: () => {
      searchFails = false;
    },
  };
}
