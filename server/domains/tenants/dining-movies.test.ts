import { describe, expect, it } from "vitest";
import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import { call, createTestServer, decode } from "../../testing.ts";
import { tenantsDomain } from "./index.ts";

describe("cafes, restaurants and food courts", () => {
  const s = createTestServer([tenantsDomain]);
  const list = async (input: Record<string, unknown>) => decode(await call(s, E.restaurantCafe, { mall: "suwon" }, input), E.restaurantCafe.response);

  it("filters by break time both ways and by reservation, take-out and kids menu", async () => {
    const all = await list({});
    const withBreak = await list({ brk_time_yn: "Y" });
    const withoutBreak = await list({ brk_time_yn: "N" });
    expect(withBreak.paginationInfo.totalRecordCount + withoutBreak.paginationInfo.totalRecordCount).toBe(all.paginationInfo.totalRecordCount);
    expect(withBreak.tntList.every((t) => t.brk_time !== "" && t.brk_time_yn === "Y")).toBe(true);
    const picky = await list({ res_avl_yn: "Y", pckg_avl_yn: "Y", chld_menu_yn: "Y" });
    expect(picky.tntList.every((t) => t.res_avl_yn === "Y" && t.pckg_avl_yn === "Y" && t.chld_menu_yn === "Y")).toBe(true);
    expect(all.tntList.every((t) => t.cate_seq === 51 || t.cate_seq === 52)).toBe(true);
    expect((await call(s, E.restaurantCafe, { mall: "suwon" }, { res_avl_yn: "maybe" })).status).toBe(400);
  });

  it("answers a food court by its key with its stalls, and 404s an unknown key", async () => {
    const fc = await decode(await call(s, E.foodCourt, { mall: "suwon", foodCourt: "gourmetHall" }), E.foodCourt.response);
    expect(fc.foodCourt.fcKey).toBe("gourmetHall");
    expect(fc.tntList.length).toBeGreaterThan(0);
    const missing = await call(s, E.foodCourt, { mall: "granseoul", foodCourt: "foodCourt" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Food court not found" });
  });
});

describe("cinema listings", () => {
  const s = createTestServer([tenantsDomain]);
  it("shows now-showing films by default with today's show times, coming-soon films on type=soon", async () => {
    const now = await decode(await call(s, E.megabox, { mall: "hanam" }), E.megabox.response);
    expect(now.type).toBe("now");
    expect(now.paginationInfo.currentPageNo).toBe(1);
    expect(now.movieList.length).toBe(10);
    expect(now.paginationInfo.totalRecordCount).toBe(14);
    expect(now.movieList.every((m) => m.showList.length > 0 && m.showList.every((x) => x.playStrtDttm.startsWith("2026-11-20 ")))).toBe(true);
    expect(now.movieList.every((m) => m.openDt <= "2026-11-20")).toBe(true);
    const soon = await decode(await call(s, E.megabox, { mall: "hanam" }, { type: "soon" }), E.megabox.response);
    expect(soon.movieList.every((m) => m.showList.length === 0 && m.openDt > "2026-11-20")).toBe(true);
    expect((await call(s, E.megabox, { mall: "hanam" }, { type: "later" })).status).toBe(400);
  });

  it("pages the showing films through pagenum, ten a page, without overlap", async () => {
    const p1 = await decode(await call(s, E.megabox, { mall: "hanam" }, { type: "now", pagenum: 1 }), E.megabox.response);
    const p2 = await decode(await call(s, E.megabox, { mall: "hanam" }, { type: "now", pagenum: 2 }), E.megabox.response);
    expect(p1.paginationInfo.totalPageCount).toBe(2);
    expect(p2.paginationInfo.currentPageNo).toBe(2);
    expect(p2.movieList.length).toBe(4);
    expect(p2.movieList.every((m) => m.showList.length > 0)).toBe(true);
    const codes = [...p1.movieList, ...p2.movieList].map((m) => m.movieCd);
    expect(new Set(codes).size).toBe(14);
    const soon = await decode(await call(s, E.megabox, { mall: "hanam" }, { type: "soon" }), E.megabox.response);
    expect(soon.movieList.length).toBe(4);
    expect(soon.movieList.some((m) => codes.includes(m.movieCd))).toBe(false);
    expect((await call(s, E.megabox, { mall: "hanam" }, { pagenum: 0 })).status).toBe(400);
  });

  it("answers CGV where the mall has one and an empty list elsewhere", async () => {
    const cgv = await decode(await call(s, E.cgv, { mall: "suwon" }, { pagenum: 1 }), E.cgv.response);
    expect(cgv.movieList.length).toBeGreaterThan(0);
    const none = await decode(await call(s, E.cgv, { mall: "hanam" }), E.cgv.response);
    expect(none.movieList).toEqual([]);
    expect(none.paginationInfo.totalRecordCount).toBe(0);
  });
});
