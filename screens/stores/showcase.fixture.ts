import { json } from "../../engine/api/fake-fetch.fixture.ts";

// Answers of the tenants and search endpoints for the curated store and entertainment screens' tests.

export const tenant = (n: number, over: Record<string, unknown> = {}) => ({
  tnt_seq: `T0100${String(n).padStart(2, "0")}`,
  tnt_nm_ko: `매장 ${n}`,
  tnt_nm_en: `Store ${n}`,
  fl: "1F",
  img_logo_uri: `/images/seed/logo-${n}.svg`,
  img_mobi_logo_uri: `/images/seed/logo-${n}.svg`,
  tnt_tels: "031-8072-1234",
  mama_cate_seq: 1,
  mama_cate_nm: "패션",
  cate_seq: 15,
  cate_nm: "럭셔리",
  opn_hr: "10:00~22:00",
  have_evt: "N",
  have_cpn: "N",
  xctnCord: 10,
  yctnCord: 10,
  ...over,
});

export const paging = (page: number, total: number, per = 20) => ({
  currentPageNo: page,
  recordCountPerPage: per,
  totalRecordCount: total,
  totalPageCount: Math.ceil(total / per),
});

export const categoryAnswer = (items: unknown[], page = 1, total = items.length, per = 20) =>
  json({ message: "success", tntList: items, paginationInfo: paging(page, total, per), cateList: [], bnftList: [], thmList: [] });

export const movie = (n: number, over: Record<string, unknown> = {}) => ({
  movieCd: `CG${String(n).padStart(5, "0")}`,
  movieNm: `영화 ${n}`,
  movieNmEn: `Film ${n}`,
  grade: "15",
  genre: "드라마",
  runTm: 118,
  openDt: "2024-05-01",
  posterUri: `/images/seed/poster-${n}.svg`,
  showList: [
    { scrnNm: "1관", playStrtDttm: "2024-05-15 10:30", playEndDttm: "2024-05-15 12:38", rmnSeatCnt: 42, totSeatCnt: 120 },
    { scrnNm: "3관", playStrtDttm: "2024-05-15 14:10", playEndDttm: "2024-05-15 16:18", rmnSeatCnt: 0, totSeatCnt: 90 },
    { scrnNm: "1관", playStrtDttm: "2024-05-15 19:10", playEndDttm: "2024-05-15 21:18", rmnSeatCnt: 7, totSeatCnt: 120 },
  ],
  ...over,
});

/** A cinema's listing: 12 films showing (two pages of 10), 2 coming soon; `cinema` names the one the mall has. */
export function movieAnswer(url: URL, cinema: "megabox" | "cgv" | null) {
  const asked = url.pathname.endsWith("/megabox.do") ? "megabox" : "cgv";
  const type = url.searchParams.get("type") ?? "now";
  const pagenum = Number(url.searchParams.get("pagenum") ?? "1");
  const all =
    asked !== cinema
      ? []
      : type === "now"
        ? Array.from({ length: 12 }, (_, i) => movie(i + 1))
        : [movie(13, { showList: [], openDt: "2024-06-01", grade: "ALL" }), movie(14, { showList: [], grade: "18" })];
  const rows = all.slice((pagenum - 1) * 10, pagenum * 10);
  return json({ message: "success", type, cinemaNm: asked === "cgv" ? "CGV" : "메가박스", movieList: rows, paginationInfo: paging(pagenum, all.length, 10) });
}
