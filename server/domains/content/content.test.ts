import { describe, expect, it } from "vitest";
import { contentEndpoints as E } from "../../../schemas/api/content.ts";
import { call, callExample, createTestServer, decode, form } from "../../testing.ts";
import { contentDomain } from "./index.ts";
import { SANITIZER_NOTICE_TITLE } from "./data-notices.ts";

const server = () => createTestServer([contentDomain]);

describe("content contract", () => {
  const s = server();
  for (const def of contentDomain.routes) {
    it(`${def.endpoint.id} answers its example with its schema`, async () => {
      const r = await callExample(s, def);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.decoded.success, JSON.stringify(r.decoded.error?.issues.slice(0, 3))).toBe(true);
    });
  }
});

describe("agreements", () => {
  const s = server();
  const get = (mall: string, key: string, input: Record<string, unknown> = {}) => call(s, E.agreement, { mall, agreement: key }, input);

  it("lists several versions, one labelled Ver5.0, and answers the version in force by default", async () => {
    const a = await decode(await get("hanam", "privacy"), E.agreement.response);
    expect(a.resultList.map((v) => v.terVer)).toEqual(["Ver5.0", "Ver4.0", "Ver3.0"]);
    expect(a.detail.terSeq).toBe(a.resultList[0]!.terSeq);
    expect(a.detail.terType).toBe("개인정보 처리방침");
    expect(a.detail.terCont).toContain("필드몰 하남");
    expect(a.detail.terCont).toContain("<h3>");
  });

  it("selects a version by terSeq", async () => {
    const all = await decode(await get("hanam", "privacy"), E.agreement.response);
    const old = all.resultList.find((v) => v.terVer === "Ver3.0")!;
    const a = await decode(await get("hanam", "privacy", { terSeq: old.terSeq }), E.agreement.response);
    expect(a.detail).toEqual({ terType: old.terType, terCont: old.terCont, terSeq: old.terSeq });
    expect(a.detail.terCont).not.toBe(all.detail.terCont);
  });

  it("answers every key of the spec, {product}_membership as field_membership", async () => {
    for (const key of ["privacy", "image_info", "field_membership", "operation", "service"]) expect((await get("centerfield", key)).status, key).toBe(200);
  });

  it("answers 404 'Agreement detail not found' for an unknown key, or a version of another key or mall", async () => {
    const unknown = await get("hanam", "nothing_here");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Agreement detail not found" });
    const other = await decode(await get("goyang", "privacy"), E.agreement.response);
    expect((await get("hanam", "privacy", { terSeq: other.detail.terSeq })).status).toBe(404);
    expect((await get("hanam", "service", { terSeq: other.detail.terSeq })).status).toBe(404);
    expect((await s.request("/api/hanam/agreement/privacy", {})).status).toBe(404);
    const byName = await s.request("/api/hanam/agreement.do", form({ nm: "nothing_here" }));
    expect(byName.status).toBe(404);
    expect(await byName.json()).toEqual({ message: "Agreement detail not found" });
  });

  it("answers bad input with 400", async () => {
    expect((await get("hanam", "privacy", { terSeq: "abc" })).status).toBe(400);
    expect((await s.request("/api/hanam/agreement.do", form({ nm: "" }))).status).toBe(400);
  });
});

describe("notices", () => {
  const s = server();
  it("pages Korean notices pinned first, with English ones apart", async () => {
    const ko = await decode(await call(s, E.notice, { mall: "hanam" }, { pageIndex: 1 }), E.notice.response);
    expect(ko.noticeList).toHaveLength(10);
    expect(ko.noticeList.slice(0, 2).every((n) => n.fixYn === "Y")).toBe(true);
    expect(ko.paginationInfo.totalPageCount).toBe(2);
    const page2 = await decode(await call(s, E.notice, { mall: "hanam" }, { pageIndex: 2 }), E.notice.response);
    expect(page2.noticeList.length).toBe(ko.paginationInfo.totalRecordCount - 10);
    const en = await decode(await call(s, E.noticeEn, { mall: "hanam" }, {}), E.noticeEn.response);
    expect(en.noticeList.length).toBeGreaterThan(0);
    expect(en.noticeList.every((n) => /^[\x20-\x7e]+$/.test(n.notiTitl))).toBe(true);
  });

  it("searches the titles of either language's list (the English keyword is designed, docs/decisions/0029)", async () => {
    const en = await decode(await call(s, E.noticeEn, { mall: "centerfield" }, { searchKeyword: "parking" }), E.noticeEn.response);
    expect(en.noticeList.map((n) => n.notiTitl)).toEqual(["Parking Fee Payment Changes"]);
    expect(en.paginationInfo.totalRecordCount).toBe(1);
    const none = await decode(await call(s, E.noticeEn, { mall: "centerfield" }, { searchKeyword: "주차" }), E.noticeEn.response);
    expect(none.noticeList).toEqual([]);
    const ko = await decode(await call(s, E.notice, { mall: "hanam" }, { searchKeyword: "주차" }), E.notice.response);
    expect(ko.noticeList.length).toBeGreaterThan(0);
    expect(ko.noticeList.every((n) => n.notiTitl.includes("주차"))).toBe(true);
    expect((await call(s, E.noticeEn, { mall: "centerfield" }, { searchKeyword: "x".repeat(51) })).status).toBe(400);
  });

  it("shows one notice with its neighbours, and 404s an unknown one", async () => {
    const list = await decode(await call(s, E.notice, { mall: "hanam" }, { searchKeyword: "점검 안내" }), E.notice.response);
    const target = list.noticeList.find((n) => n.notiTitl === SANITIZER_NOTICE_TITLE)!;
    const view = await decode(await call(s, E.noticeView, { mall: "hanam" }, { notiSeq: target.notiSeq }), E.noticeView.response);
    // The sanitizer fixture: a harmless script and onerror handler in a seeded notice.
    expect(view.notice.notiCont).toContain("<script>");
    expect(view.notice.notiCont).toContain("onerror=");
    expect(view.notice.lan).toBe("ko");
    expect(view.prevNotice ?? view.nextNotice).not.toBeNull();
    expect((await call(s, E.noticeView, { mall: "hanam" }, { notiSeq: 999999 })).status).toBe(404);
    expect((await call(s, E.noticeView, { mall: "goyang" }, { notiSeq: target.notiSeq })).status).toBe(404);
  });
});

describe("main page content", () => {
  const s = server();
  it("has main, strip, top and popup banners with internal, same-origin and external links; ended banners are left out", async () => {
    const main = await decode(await call(s, E.main, { mall: "hanam" }, {}), E.main.response);
    expect(main.lan).toBe("ko");
    const types = new Set(main.mainBannerList.map((b) => b.linkType));
    expect(types).toEqual(new Set(["I", "O"]));
    expect(main.mainBannerList.some((b) => b.linkType !== "I" && b.linkUrl.startsWith("/"))).toBe(true);
    expect(main.mainBannerList.some((b) => /^https:\/\/[a-z.]+\.example\//.test(b.linkUrl))).toBe(true);
    expect(main.mainBannerList.some((b) => b.bnTitl === "가을 정기 세일")).toBe(false);
    // The stamp event the events and stamps domains seed (S + mall code + month).
    expect(main.stampEventUrl).toBe("/hanam/event/stampEvent/202611/S01202611");
    expect(main.stampEventEvtSeq).toBe("S01202611");
    expect(main.ddiBanner.ddiBannerList.length).toBe(2);
    expect(main.topBannerList.map((t) => [t.linkYn, t.extLinkYn])).toEqual([
      ["Y", "N"],
      ["Y", "Y"],
      ["N", "N"],
    ]);
    expect(main.noticeList).toHaveLength(3);
    const popup = await decode(await call(s, E.mainPopup, { mall: "hanam" }, {}), E.mainPopup.response);
    expect(popup.popupList.some((p) => p.mobiLinkUri.startsWith("/hanam/"))).toBe(true);
    expect(popup.popupList.some((p) => p.mobiLinkUri.startsWith("https://") && p.extLinkYn === "Y")).toBe(true);
    const en = await decode(await call(s, E.mainBanner, { mall: "centerfield" }, { lan: "en" }), E.mainBanner.response);
    expect(en.mainBannerList[0]!.bnTitl).toBe("Winter Season Off up to 50%");
    expect(en.stampEventUrl).toBe("");
    expect((await call(s, E.main, { mall: "hanam" }, { lan: "fr" })).status).toBe(400);
  });
});

describe("other content", () => {
  const s = server();
  it("lists the exhibitions of a week (YYYYMMDD or YYYY-MM-DD bounds)", async () => {
    const week = await decode(await call(s, E.exhList, { mall: "hanam" }, {}), E.exhList.response);
    expect(week.searchKeyword).toBe("2026-11-16");
    expect(week.searchKeyword2).toBe("2026-11-22");
    expect(week.exhList.every((e) => e.exhStrtDt <= week.searchKeyword2 && e.exhEndDt >= week.searchKeyword)).toBe(true);
    expect(week.exhList.length).toBeGreaterThan(0);
    const later = await decode(await call(s, E.exhList, { mall: "hanam" }, { searchKeyword: "20261228", searchKeyword2: "20270103" }), E.exhList.response);
    expect(later.exhList.map((e) => e.exhTitl)).toEqual(["겨울 동화 일러스트展"]);
    expect((await call(s, E.exhList, { mall: "hanam" }, { searchKeyword: "2026-12-10", searchKeyword2: "2026-12-01" })).status).toBe(400);
    expect((await call(s, E.exhView, { mall: "hanam" }, { exhSeq: 999 })).status).toBe(404);
  });

  it("has the two partner lists with their sizes and version dates", async () => {
    const shipping = await decode(await call(s, E.shippingBrands, { mall: "hanam" }), E.shippingBrands.response);
    expect(shipping.verDt).toBe("2023-09-11");
    expect(shipping.partnerList.map((p) => p.no)).toEqual(Array.from({ length: 86 }, (_, i) => i + 1));
    const cls = await decode(await call(s, E.classPlatform, { mall: "hanam" }), E.classPlatform.response);
    expect(cls.verDt).toBe("2025-08-13");
    expect(cls.partnerList).toHaveLength(37);
    expect(new Set(cls.partnerList.map((p) => p.tradeNm)).size).toBe(37);
  });

  it("answers labels by language and the mobile list by {x}list.do", async () => {
    const en = await decode(await call(s, E.language, { mall: "centerfield", lang: "en" }), E.language.response);
    expect(en.result.enterKeyword).toBe("Please enter a search keyword.");
    const ko = await decode(await call(s, E.mobileLanguage, { mall: "centerfield", langList: "kolist" }), E.mobileLanguage.response);
    expect(ko.lan).toBe("ko");
    expect(ko.resultList[0]).toEqual({ langKey: "home", langVal: "홈" });
    expect((await s.request("/api/centerfield/language/mobile/frlist.do")).status).toBe(400);
    expect((await s.request("/api/centerfield/language/fr")).status).toBe(400);
  });
});
