// A small in-memory tenants server for the floor, store and facility screen tests (only *.test.tsx import this).
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";

export function tenant(n: number, over: Record<string, unknown> = {}) {
  return {
    tnt_seq: `T01${String(n).padStart(4, "0")}`,
    tnt_nm_ko: `매장 ${n}`,
    tnt_nm_en: `Store ${n}`,
    fl: "1F",
    img_logo_uri: `/logo-${n}.svg`,
    img_mobi_logo_uri: "",
    tnt_tels: "031-8072-1234",
    mama_cate_seq: 1,
    mama_cate_nm: "패션",
    cate_seq: 11,
    cate_nm: "여성의류",
    opn_hr: "10:30~22:00",
    have_evt: "N",
    have_cpn: "N",
    xctnCord: 20 + n * 30,
    yctnCord: n % 2 === 0 ? 40 : 200,
    ...over,
  };
}

const FLOORS = ["2F", "B1", "1F"].map((fl) => ({ fl, flNm: fl, mobFloorUri: `/images/seed/floor-hanam-${fl}.svg`, tntCnt: 2 }));
const TENANTS = [
  tenant(1),
  tenant(2, { fl: "1F", tnt_tels: "", opn_hr: "" }),
  tenant(3, { fl: "B1", tnt_nm_ko: "지하 카페" }),
  tenant(4, { fl: "2F", have_evt: "Y", have_cpn: "Y" }),
];

export interface FloorsServerOptions {
  override?: (path: string, req: SeenRequest) => Response | null;
}

/** Answers the tenant and search calls the floor screens make, from memory; records every request. */
export function floorsServer(opts: FloorsServerOptions = {}) {
  const seen: SeenRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body };
    seen.push(req);
    const url = new URL(req.url, "http://localhost");
    const path = url.pathname;
    const q = req.method === "GET" ? url.searchParams : new URLSearchParams(body ?? "");
    const own = opts.override?.(path, req);
    if (own) return own;
    if (path.endsWith("/tenant/floorMapList.do")) return json({ message: "success", floorMapList: FLOORS });
    if (path.endsWith("/tenant/floorInfo.do")) {
      const rows = TENANTS.filter((t) => !q.get("fl") || t.fl === q.get("fl"));
      return json({
        message: "success",
        floorList: FLOORS,
        tntList: rows,
        paginationInfo: { currentPageNo: 1, recordCountPerPage: 100, totalRecordCount: rows.length, totalPageCount: 1 },
      });
    }
    const detail = /\/tenant\/tenantDetail\/([^/]+)\.do$/.exec(path);
    if (detail) {
      const t = TENANTS.find((x) => x.tnt_seq === decodeURIComponent(detail[1]!));
      if (!t) return json({ message: "Tenant not found" }, 404);
      return json({
        message: "success",
        tntDetail: {
          ...t,
          tnt_desc: "편안한 옷을 만듭니다.",
          loc_desc: "중앙 아트리움 옆",
          gndr: "U",
          bnftList: [{ seq: 1, nm: "주차 할인", nmEn: "Parking discount" }],
          thmList: [{ seq: 2, nm: "데이트", nmEn: "Date" }],
          pet_yn: "N",
          anchor_yn: "N",
          mobFloorUri: `/images/seed/floor-hanam-${t.fl}.svg`,
          reg_dttm: "2024-01-01 10:00:00",
        },
      });
    }
    if (path.endsWith("/tenant/tenantMap.do")) {
      const t = TENANTS.find((x) => x.tnt_seq === q.get("tntSeq"));
      if (!t) return json({ message: "Tenant not found" }, 404);
      const others = TENANTS.filter((x) => x.fl === t.fl && x.tnt_seq !== t.tnt_seq).map((o) => ({
        tnt_seq: o.tnt_seq,
        tnt_nm_ko: o.tnt_nm_ko,
        tnt_nm_en: o.tnt_nm_en,
        xctnCord: o.xctnCord,
        yctnCord: o.yctnCord,
      }));
      return json({
        message: "success",
        tenantMap: { fl: t.fl, mobFloorUri: `/images/seed/floor-hanam-${t.fl}.svg`, xctnCord: t.xctnCord, yctnCord: t.yctnCord },
        resultTenant: t,
        resultMtc: others,
      });
    }
    if (path.endsWith("/tenant/facility.do")) {
      const all = [
        { fcltSeq: 1, fcltType: "restroom", fcltNmKo: "화장실", fcltNmEn: "Restroom", fl: "1F", xctnCord: 24, yctnCord: 130 },
        { fcltSeq: 2, fcltType: "elevator", fcltNmKo: "엘리베이터", fcltNmEn: "Elevator", fl: "1F", xctnCord: 48, yctnCord: 130 },
        { fcltSeq: 3, fcltType: "nursing", fcltNmKo: "수유실", fcltNmEn: "Nursing Room", fl: "B1", xctnCord: 200, yctnCord: 130 },
      ];
      return json({ message: "success", facilityList: all.filter((f) => !q.get("fl") || f.fl === q.get("fl")) });
    }
    if (path.endsWith("/search/totalSearch.do")) {
      const kw = q.get("searchKeyword") ?? "";
      const couponList = [
        { cpSeq: 9101, cpNm: "매장 4 10% 할인 쿠폰", tnt_nm_ko: "매장 4", useStrtDt: "2024-05-01", useEndDt: "2024-05-31" },
        { cpSeq: 9102, cpNm: "매장 40 음료 1잔 무료", tnt_nm_ko: "매장 40", useStrtDt: "2024-05-01", useEndDt: "2024-05-31" },
      ].filter((c) => c.cpNm.includes(kw));
      return json({
        message: "success",
        tntList: [],
        eventList: [],
        lectureList: [],
        couponList,
        tntListCnt: 0,
        eventListCnt: 0,
        lectureListCnt: 0,
        couponListCnt: couponList.length,
      });
    }
    return json({ message: "Not found" }, 404);
  };
  return { fetch: fetchImpl, seen };
}
