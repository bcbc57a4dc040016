import { describe, expect, it } from "vitest";
import { bundle } from "../manifests/bundle.ts";
import { classifyLink } from "./classify-link.ts";
import { isListedHost, linkPolicyFor, normaliseOrigin } from "./link-policy.ts";

describe("linkPolicyFor", () => {
  const policy = linkPolicyFor(bundle.brands, "https://m.fieldmall.example/hanam?x=1");

  it("takes the origin of the page and the brands manifest's lists", () => {
    expect(policy.origin).toBe("https://m.fieldmall.example");
    expect(policy.appSchemes).toEqual(["fieldmall", "kakaomap", "nmap", "kakaonavi"]);
  });

  it("lists every brand group's production host and the point-card site", () => {
    for (const g of bundle.brands.groups) expect(isListedHost(g.hosts.production, policy.externalHosts), g.id).toBe(true);
    expect(classifyLink("https://www.spoint.example/mobile/mypage/info?chnl=FIELDMALL", policy).kind).toBe("external");
  });

  it("lists every mall's shops site", () => {
    for (const mall of Object.values(bundle.malls))
      for (const site of [mall.shopsSite?.desktop, mall.shopsSite?.mobile].filter((s) => s !== undefined))
        expect(classifyLink(site, policy).kind, `${mall.path} ${site}`).toBe("external");
  });

  it("follows same-origin links only when the manifest has no rules", () => {
    const bare = linkPolicyFor({}, "http://localhost:5173");
    expect(bare).toEqual({ origin: "http://localhost:5173", externalHosts: [], appSchemes: [], ecatalogHosts: [] });
    expect(classifyLink("http://localhost:5173/hanam", bare)).toEqual({ kind: "internal", path: "/hanam" });
    expect(classifyLink("https://www.spoint.example/", bare).kind).toBe("refused");
  });
});

describe("isListedHost", () => {
  it("matches exact hosts, and subdomains only for *. entries", () => {
    expect(isListedHost("a.example", ["a.example"])).toBe(true);
    expect(isListedHost("b.a.example", ["a.example"])).toBe(false);
    expect(isListedHost("b.a.example", ["*.a.example"])).toBe(true);
    expect(isListedHost("a.example", ["*.a.example"])).toBe(false);
    expect(isListedHost("xa.example", ["*.a.example"])).toBe(false);
  });
});

describe("normaliseOrigin", () => {
  it.each([
    ["https://M.Fieldmall.example/x", "https://m.fieldmall.example"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["https://m.fieldmall.example:443", "https://m.fieldmall.example"],
    ["null", ""],
    ["", ""],
    ["file:///tmp", ""],
  ])("%j → %j", (raw, origin) => {
    expect(normaliseOrigin(raw)).toBe(origin);
  });
});
