import { describe, expect, it } from "vitest";
import { KEYWORD_REQUIRED, searchEndpoints as E } from "../../../schemas/api/search.ts";
import { callExample, createTestServer, decode, form } from "../../testing.ts";
import { tenantsDomain } from "../tenants/index.ts";
import { searchDomain } from "./index.ts";

const server = () => createTestServer([tenantsDomain, searchDomain]);
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
    for (const kw of ["카페", "쿠폰", "키즈", "겨울", "Coffee", "스시하나미", "zzzz-nothing"]) {
      const r = await decode(await total(s, "hanam", kw), E.totalSearch.response);
      expect(r.tntListCnt, kw).toBe(r.tntList.length);
      expect(r.eventListCnt, kw).toBe(r.eventList.length);
      expect(r.lectureListCnt, kw).toBe(r.lectureList.length);
      expect(r.couponListCnt, kw).toBe(r.couponList.length);
    }
  });

  it("finds stores by Korean or English name (spaces ignored), events, lectures and coupons", async () => {
    const cafe = await decode(await total(s, "hanam", "카페"), E.totalSearch.response);
    expect(cafe.tntList.every((t) => t.tnt_nm_ko.includes("카페") || t.tnt_nm_en.toLowerCase().includes("카페"))).toBe(true);
    const winter = await decode(await total(s, "hanam", "겨울"), E.totalSearch.response);
    expect(winter.eventList.map((e) => e.evt_titl)).toContain("겨울 시즌 오프 최대 50%");
    expect(winter.lectureList.map((l) => l.progTitl)).toContain("북 콘서트: 겨울 밤의 재즈");
    expect(winter.lectureList.find((l) => l.progTitl.startsWith("북 콘서트"))!.lectureId).toMatch(/^SLP/);
    const coupons = await decode(await total(s, "hanam", "쿠폰"), E.totalSearch.response);
    expect(coupons.couponListCnt).toBeGreaterThan(0);
    const ended = await decode(await total(s, "hanam", "카페 스탬프 랠리"), E.totalSearch.response);
    expect(ended.eventListCnt).toBe(0);
    const nothing = await decode(await total(s, "hanam", "zzzz-nothing"), E.totalSearch.response);
    expect(nothing.tntListCnt + nothing.eventListCnt + nothing.lectureListCnt + nothing.couponListCnt).toBe(0);
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

  it("counts a searched keyword once per call, and writes nothing for a refused one", async () => {
    const cnt = () => (s.deps.db.prepare("SELECT COALESCE(SUM(cnt), 0) AS n FROM search_keyword_stat WHERE mall = 'hanam'").get() as { n: number }).n;
    const before = cnt();
    const r = await decode(await s.request("/api/hanam/search/keyword.do", form({ searchKeyword: "브런치" })), E.keyword.response);
    expect(r.keywordList.length).toBeGreaterThan(0);
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
  });
});
