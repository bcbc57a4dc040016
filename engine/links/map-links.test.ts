import { describe, expect, it } from "vitest";
import { bundle } from "../manifests/bundle.ts";
import { classifyLink } from "./classify-link.ts";
import { linkPolicyFor } from "./link-policy.ts";
import { kakaoMapLink, kakaoNaviLink, mapAppLinks, naverMapLink } from "./map-links.ts";

const HANAM = { name: "필드몰 하남", lat: 37.5452, lng: 127.2239 };

describe("map app links", () => {
  it("KakaoMap: the app at the coordinates, the web map with the named pin", () => {
    expect(kakaoMapLink(HANAM)).toEqual({
      id: "kakaoMap",
      app: "kakaomap://look?p=37.5452,127.2239",
      web: "https://map.kakao.com/link/map/%ED%95%84%EB%93%9C%EB%AA%B0%20%ED%95%98%EB%82%A8,37.5452,127.2239",
    });
  });

  it("Naver Map: lat, lng, the name and the calling page as appname; the web map centred lng first", () => {
    expect(naverMapLink(HANAM, "https://m.fieldmall.example")).toEqual({
      id: "naverMap",
      app: "nmap://place?lat=37.5452&lng=127.2239&name=%ED%95%84%EB%93%9C%EB%AA%B0%20%ED%95%98%EB%82%A8&appname=https%3A%2F%2Fm.fieldmall.example",
      web: "https://map.naver.com/p/search/%ED%95%84%EB%93%9C%EB%AA%B0%20%ED%95%98%EB%82%A8?c=127.2239,37.5452,16,0,0,0,dh",
    });
  });

  it("KakaoNavi: x is the longitude and y the latitude (WGS84); the web fallback routes to the place", () => {
    expect(kakaoNaviLink(HANAM)).toEqual({
      id: "kakaoNavi",
      app: "kakaonavi://navigate?name=%ED%95%84%EB%93%9C%EB%AA%B0%20%ED%95%98%EB%82%A8&x=127.2239&y=37.5452&coord_type=wgs84",
      web: "https://map.kakao.com/link/to/%ED%95%84%EB%93%9C%EB%AA%B0%20%ED%95%98%EB%82%A8,37.5452,127.2239",
    });
  });

  it("writes coordinates without float noise and escapes a name that holds URL syntax", () => {
    const links = kakaoMapLink({ name: "A&B, #1/2", lat: 0.1 + 0.2 + 37, lng: 127.00000001 });
    expect(links.app).toBe("kakaomap://look?p=37.3,127");
    expect(links.web).toBe("https://map.kakao.com/link/map/A%26B%2C%20%231%2F2,37.3,127");
  });

  it("every link passes the app's link classifier: listed app schemes and listed map hosts", () => {
    const policy = linkPolicyFor(bundle.brands, "https://m.fieldmall.example");
    for (const link of mapAppLinks(HANAM, "https://m.fieldmall.example")) {
      expect(classifyLink(link.app, policy).kind, link.app).toBe("app");
      expect(classifyLink(link.web, policy).kind, link.web).toBe("external");
    }
  });
});
