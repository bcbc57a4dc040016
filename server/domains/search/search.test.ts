import { describe, expect, it } from "vitest";
import { KEYWORD_REQUIRED, searchEndpoints as E } from "../../../schemas/api/search.ts";
import { callExample, createTestServer, decode, form } from "../../testing.ts";
import { couponsDomain } from "../coupons/index.ts";
import { eventsDomain } from "../events/index.ts";
import { programsDomain } from "../programs/index.ts";
import { tenantsDomain } from "../tenants/index.ts";
import { searchDomain } from "./index.ts";

// The test server's clock: 2026-11-20 12:00 in Seoul.
const TODAY = "2026-11-20";
const server = () => createTestServer([tenantsDomain, programsDomain, couponsDomain, eventsDomain, searchDomain]);
const total = (s: ReturnType<typeof server>, mall: string, searchKeyword: string) => s.request(`/api/${mall}/search/totalSearch.do`, form({ searchKeyword }));

describe("search contract", () => {
  const s = server();
  for (const def of searchDomain.routes) {
    it(`${def.endpoint.id} answers its example with its schema`, async () => {
      const r = await callExample(s, def);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.decoded.success, JSON.stringify(r.decoded.error?.issues.slice(0, 3))).toBe(true);
    });
  }
});

describe("total search", () => {
  const s = server();

  it("answers counts equal to the list lengths, for several keywords", async () => {
    for (const kw of ["카페", "쿠폰", "키즈", "이벤트", "Coffee", "살롱 드", "zzzz-nothing"]) {
      const r = await decode(await total(s, "hanam", kw), E.totalSearch.response);
      expect(r.tntListCnt, kw).toBe(r.tntList.length);
      expect(r.eventListCnt, kw).toBe(r.eventList.length);
      expect(r.lectureListCnt, kw).toBe(r.lectureList.length);
      expect(r.couponListCnt, kw).toBe(r.couponList.length);
    }
  });

  it("finds events, lectures and coupons in their own domains' tables: every id it answers is a row there", async () => {
    const db = s.deps.db;
    const running = db
      .prepare("SELECT evt_seq, evt_titl FROM events WHERE mall = 'hanam' AND evt_strt_dt <= ? AND evt_end_dt >= ? ORDER BY evt_seq LIMIT 1")
      .get(TODAY, TODAY) as { evt_seq: string; evt_titl: string };
    const lecture = db
      .prepare("SELECT seq, titl FROM prog_programs WHERE mall = 'hanam' AND kind = 'library' AND prog_dt >= ? ORDER BY seq LIMIT 1")
      .get(TODAY) as { seq: string; titl: string };
    const kids = db.prepare("SELECT seq, titl FROM prog_programs WHERE mall = 'hanam' AND kind = 'kids' AND prog_dt >= ? ORDER BY seq LIMIT 1").get(TODAY) as {
      seq: string;
      titl: string;
    };
    const coupon = db
      .prepare("SELECT cp_seq, cp_titl FROM coupons WHERE mall = 'hanam' AND list_yn = 'Y' AND down_strt_dt <= ? AND down_end_dt >= ? ORDER BY cp_seq LIMIT 1")
      .get(TODAY, TODAY) as { cp_seq: number; cp_titl: string };
    const found = async (kw: string) => decode(await total(s, "hanam", kw), E.totalSearch.response);
    expect((await found(running.evt_titl)).eventList.map((e) => e.evt_seq)).toContain(running.evt_seq);
    expect((await found(lecture.titl)).lectureList.map((l) => l.lectureId)).toContain(lecture.seq);
    expect(lecture.seq).toMatch(/^SLP/);
    expect((await found(kids.titl)).lectureList.map((l) => l.lectureId)).toContain(kids.seq);
    expect((await found(coupon.cp_titl)).couponList.map((c) => c.cpSeq)).toContain(coupon.cp_seq);

    const has = (sql: string, id: string | number, mall: string) => db.prepare(sql).get(id, mall) !== undefined;
    for (const kw of ["이벤트", "쿠폰", "할인", "키즈", "강연", "공연", "클래스", "무료", "음료", "월", "스탬프"]) {
      for (const mall of ["hanam", "coexmall", "centerfield"]) {
        const r = await decode(await total(s, mall, kw), E.totalSearch.response);
        for (const e of r.eventList)
          expect(has("SELECT 1 FROM events WHERE evt_seq = ? AND mall = ?", e.evt_seq, mall), `${mall} ${kw} event ${e.evt_seq}`).toBe(true);
        for (const l of r.lectureList)
          expect(has("SELECT 1 FROM prog_programs WHERE seq = ? AND mall = ?", l.lectureId, mall), `${mall} ${kw} lecture ${l.lectureId}`).toBe(true);
        for (const c of r.couponList)
          expect(has("SELECT 1 FROM coupons WHERE cp_seq = ? AND mall = ? AND list_yn = 'Y'", c.cpSeq, mall), `${mall} ${kw} coupon ${c.cpSeq}`).toBe(true);
      }
    }
    // And the domains' own pages answer them.
    const view = await s.request(`/api/hanam/event/eventView.do?evt_seq=${running.evt_seq}`);
    expect(view.status).toBe(200);
  });

  it("leaves out ended events and coupons no longer offered", async () => {
    const db = s.deps.db;
    const ended = db.prepare("SELECT evt_seq, evt_titl FROM events WHERE mall = 'hanam' AND evt_end_dt < ? ORDER BY evt_seq LIMIT 1").get(TODAY) as {
      evt_seq: string;
      evt_titl: string;
    };
    const r = await decode(await total(s, "hanam", ended.evt_titl), E.totalSearch.response);
    expect(r.eventList.map((e) => e.evt_seq)).not.toContain(ended.evt_seq);
    const nothing = await decode(await total(s, "hanam", "zzzz-nothing"), E.totalSearch.response);
    expect(nothing.tntListCnt + nothing.eventListCnt + nothing.lectureListCnt + nothing.couponListCnt).toBe(0);
  });

  it("finds a store by its Korean name, part of it, and a name with a space typed with or without it", async () => {
    const stores = async (kw: string, mall = "hanam") => (await decode(await total(s, mall, kw), E.totalSearch.response)).tntList.map((t) => t.tnt_nm_ko);
    expect(await stores("브런치가든")).toContain("브런치가든");
    expect(await stores("브런치")).toContain("브런치가든");
    expect(await stores("가든")).toEqual(expect.arrayContaining(["브런치가든", "딤섬가든"]));
    expect(await stores("살롱 드 하루")).toContain("살롱 드 하루");
    expect(await stores("살롱드하루")).toContain("살롱 드 하루");
    expect(await stores("드 하루")).toContain("살롱 드 하루");
    expect(await stores("브런치 가든")).toContain("브런치가든");
    expect(await stores("카페 모퉁이", "centerfield")).toContain("카페 모퉁이");
    expect(await stores("카페모퉁이", "centerfield")).toContain("카페 모퉁이");
    const cafe = await decode(await total(s, "hanam", "카페"), E.totalSearch.response);
    expect(cafe.tntList.every((t) => `${t.tnt_nm_ko}${t.tnt_nm_en}`.includes("카페") || JSON.stringify(t).includes("카페"))).toBe(true);
    expect(await stores("100%_")).toEqual([]);
  });

  it("refuses an empty or blank keyword with 400 and the enter-a-keyword notice", async () => {
    for (const kw of ["", "   "]) {
      const res = await total(s, "hanam", kw);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toEqual([{ field: "searchKeyword", message: KEYWORD_REQUIRED }]);
    }
    const missing = await s.request("/api/hanam/search/totalSearch.do", form({}));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(KEYWORD_REQUIRED);
    expect((await s.request("/api/hanam/search/autocomplete.do?searchKeyword=")).status).toBe(400);
  });

  it("counts a searched keyword once per client and day, and writes nothing for a refused one", async () => {
    const cnt = () => (s.deps.db.prepare("SELECT COUNT(*) AS n FROM search_keyword_hits WHERE mall = 'hanam'").get() as { n: number }).n;
    const before = cnt();
    const r = await decode(await s.request("/api/hanam/search/keyword.do", form({ searchKeyword: "브런치" })), E.keyword.response);
    expect(r.keywordList.length).toBeGreaterThan(0);
    expect(cnt()).toBe(before + 1);
    await s.request("/api/hanam/search/keyword.do", form({ searchKeyword: "브런치" }));
    expect(cnt()).toBe(before + 1);
    expect((await s.request("/api/hanam/search/keyword.do", form({ searchKeyword: "" }))).status).toBe(400);
    expect(cnt()).toBe(before + 1);
  });

  it("recommends keywords with the member-discount word and lists hot places in rank order", async () => {
    const r = await decode(await s.request("/api/hanam/search/recommend.do"), E.recommend.response);
    expect(r.keywords.split(",")).toContain("멤버십할인");
    expect(r.search.hotPlaces.map((h) => h.HOT_RANK)).toEqual(r.search.hotPlaces.map((_, i) => i + 1));
    expect(r.search.hotPlaces.length).toBeGreaterThan(0);
  });

  it("autocompletes store names, prefix matches first", async () => {
    const r = await decode(await s.request(`/api/hanam/search/autocomplete.do?searchKeyword=${encodeURIComponent("카")}`), E.autocomplete.response);
    expect(r.keywordList.length).toBeGreaterThan(0);
    const firstNonPrefix = r.keywordList.findIndex((k) => !k.tntNmKo.startsWith("카"));
    if (firstNonPrefix >= 0) expect(r.keywordList.slice(firstNonPrefix).every((k) => !k.tntNmKo.startsWith("카"))).toBe(true);
    const spaced = await decode(await s.request(`/api/hanam/search/autocomplete.do?searchKeyword=${encodeURIComponent("살롱드")}`), E.autocomplete.response);
    expect(spaced.keywordList.map((k) => k.tntNmKo)).toContain("살롱 드 하루");
  });
});
