import { describe, expect, it } from "vitest";
import { searchEndpoints as E } from "../../../schemas/api/search.ts";
import { countRows, createTestServer, decode, requestOf } from "../../testing.ts";
import { POPULAR } from "./data-index.ts";
import { searchDomain } from "./index.ts";

// The popular keywords every visitor sees: a keyword is listed once 5 distinct clients searched it
// within the last 7 days (Asia/Seoul), counted after NFKC normalisation and case folding.

const DAY = 24 * 60 * 60_000;
const start = new Date("2026-11-20T03:00:00Z").getTime();

function server() {
  const clock = { t: start };
  const s = createTestServer([searchDomain], () => new Date(clock.t), { trustProxy: true });
  const search = async (keyword: string, ip: string) =>
    (await decode(await s.request(...requestOf(E.keyword, { mall: "hanam" }, { searchKeyword: keyword }, { "x-forwarded-for": ip })), E.keyword.response))
      .keywordList;
  return { s, clock, search };
}

describe("popular keywords", () => {
  it("still lists the seeded popular keywords, most searched first", async () => {
    const { search } = server();
    expect((await search("주차", "192.0.2.1")).slice(0, POPULAR.length)).toEqual(POPULAR.map(([k]) => k));
  });

  it("a keyword searched by one client is not listed, however often; one searched by 5 distinct clients is", async () => {
    const { search } = server();
    for (let i = 0; i < 30; i++) expect(await search("공짜쿠폰받기", "198.51.100.7")).not.toContain("공짜쿠폰받기");
    for (let i = 1; i <= 3; i++) expect(await search("라떼아트", `192.0.2.${i}`)).not.toContain("라떼아트");
    expect(await search("라떼아트", "192.0.2.4")).not.toContain("라떼아트");
    expect(await search("라떼아트", "192.0.2.5")).toContain("라떼아트");
    expect(await search("공짜쿠폰받기", "198.51.100.7")).not.toContain("공짜쿠폰받기");
  });

  it("an old count drops out of the 7-day window", async () => {
    const { clock, search } = server();
    for (let i = 1; i <= 5; i++) await search("라떼아트", `192.0.2.${i}`);
    clock.t += 6 * DAY;
    expect(await search("브런치", "192.0.2.9")).toContain("라떼아트");
    clock.t += DAY;
    expect(await search("브런치", "192.0.2.9")).not.toContain("라떼아트");
    // So do the seeded counts: nothing is popular forever.
    expect(await search("브런치", "192.0.2.9")).not.toContain(POPULAR[0]![0]);
    // A client of the first day counts afresh.
    for (let i = 1; i <= 4; i++) await search("라떼아트", `192.0.2.${i}`);
    expect(await search("라떼아트", "192.0.2.5")).toContain("라떼아트");
  });

  it("one client adds at most 20 keywords a day to the counts; its further keywords are searched, not stored", async () => {
    const { s, search } = server();
    const rows = () => countRows(s, "search_keyword_hits", "client = ?", "ip:198.51.100.7");
    for (let i = 0; i < 25; i++) await search(`낱말${i}`, "198.51.100.7");
    expect(rows()).toBe(20);
    // A keyword it already counted today is not a new one.
    await search("낱말3", "198.51.100.7");
    expect(rows()).toBe(20);
  });

  it("a full-width or differently cased variant counts with its ASCII form, as one entry", async () => {
    const { search } = server();
    await search("Coffee", "192.0.2.1");
    await search("coffee", "192.0.2.2");
    await search("ＣＯＦＦＥＥ", "192.0.2.3");
    await search("Ｃｏｆｆｅｅ", "192.0.2.4");
    const list = await search("COFFEE", "192.0.2.5");
    expect(list.filter((k) => k.toLowerCase() === "coffee")).toHaveLength(1);
    expect(list.some((k) => /[Ｃｏ]/.test(k))).toBe(false);
    // The same client's variants are one client.
    const { search: again } = server();
    for (const v of ["Tea Bar", "ｔｅａ ｂａｒ", "TEA BAR", "tea　bar", "Ｔｅａ Ｂａｒ"]) await again(v, "192.0.2.1");
    expect((await again("tea bar", "192.0.2.1")).map((k) => k.toLowerCase())).not.toContain("tea bar");
  });
});
