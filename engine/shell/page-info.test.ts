// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { pageInfoSnapshot, pageInfoUrl, setPageInfo } from "./page-info.ts";

describe("page-info URL of a route", () => {
  it.each([
    ["EventMainDetail", "/hanam/event/main/123", "/hanam/event/main/123"],
    ["TenantDetail", "/goyang/tenant/tenantDetail/42", "/goyang/tenant/tenantDetail/42"],
    ["NoticeDetail", "/hanam/store/service/notice/7", "/hanam/store/service/notice"],
    ["ArtProjectDetail", "/hanam/tenant/fieldLibrary/artProject/3", "/hanam/tenant/fieldLibrary/artProject"],
    ["cfEventDetail", "/centerfield/eventDetail/5", "/centerfield/eventDetail/5"],
    ["CouponDetail", "/hanam/event/coupon/9/", "/hanam/event/coupon/9"],
  ])("%s at %s looks up the first four segments: %s", (name, path, url) => expect(pageInfoUrl(name, path, "field")).toBe(url));

  it("MyPageMemberShip looks up the hanam membership page with the mall's product word", () => {
    expect(pageInfoUrl("MyPageMemberShip", "/goyang/myfield/main", "field")).toBe("/hanam/myfield/main");
    expect(pageInfoUrl("MyPageMemberShip", "/hanam/mystar/main", "star")).toBe("/hanam/mystar/main");
  });

  it.each([
    ["Main", "/hanam"],
    ["Login", "/hanam/login"],
    [undefined, "/hanam/event/main/123"],
    ["detailLower", "/hanam/x/y/z"],
  ])("%s clears the page info", (name, path) => expect(pageInfoUrl(name, path, "field")).toBeNull());
});

describe("page-info store", () => {
  afterEach(() => setPageInfo(null));
  const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

  it("writes the description and keywords meta tags, and removes them when cleared", () => {
    setPageInfo({ seoInfo: { seoTitl: "Event", seoKeyWord: "event, mall", seoDescribe: "This month's events" }, clientIp: "127.0.0.1" });
    expect([meta("description"), meta("keywords")]).toEqual(["This month's events", "event, mall"]);
    expect(pageInfoSnapshot()?.seoInfo.seoTitl).toBe("Event");
    setPageInfo(null);
    expect([meta("description"), meta("keywords"), pageInfoSnapshot()]).toEqual([null, null, null]);
  });

  it("leaves meta tags it does not own alone", () => {
    const own = document.createElement("meta");
    own.name = "description";
    own.content = "static";
    document.head.append(own);
    setPageInfo({ seoInfo: { seoTitl: "", seoKeyWord: "", seoDescribe: "x" }, clientIp: "" });
    setPageInfo(null);
    expect(meta("description")).toBe("static");
    own.remove();
  });
});
