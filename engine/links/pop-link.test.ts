import { describe, expect, it } from "vitest";
import { classifyLink } from "./classify-link.ts";
import { isEcatalogUrl, type LinkPolicy } from "./link-policy.ts";
import { popAction } from "./pop-link.tsx";

const policy: LinkPolicy = {
  origin: "https://m.fieldmall.example",
  externalHosts: ["ecatalog.example", "membership.example"],
  appSchemes: ["fieldmall"],
  ecatalogHosts: ["ecatalog.example"],
};
const act = (linkYn: "Y" | "N", mobiLinkUri: string, extLinkYn: "Y" | "N") =>
  popAction({ linkYn, mobiLinkUri, extLinkYn }, classifyLink(mobiLinkUri, policy), { origin: policy.origin, ecatalog: (u) => isEcatalogUrl(u, policy) });

describe("the tap rules of a top banner or popup, in order", () => {
  it("1. linkYn N does nothing, whatever the link", () => {
    expect(act("N", "/hanam/store/parkingInfo", "N")).toEqual({ kind: "none" });
    expect(act("N", "https://ecatalog.example/field/2026-winter", "Y")).toEqual({ kind: "none" });
  });

  it("2. an e-catalog link opens in the device browser (and is logged as such), even without extLinkYn", () => {
    expect(act("Y", "https://ecatalog.example/field/2026-winter", "Y")).toEqual({ kind: "ecatalog", url: "https://ecatalog.example/field/2026-winter" });
    expect(act("Y", "https://ecatalog.example/field/2026-winter", "N")).toEqual({ kind: "ecatalog", url: "https://ecatalog.example/field/2026-winter" });
  });

  it("3. extLinkYn Y opens through the device, a same-origin path as the app's own address", () => {
    expect(act("Y", "https://membership.example/field/join", "Y")).toEqual({ kind: "device", url: "https://membership.example/field/join" });
    expect(act("Y", "/hanam/store/service/notice", "Y")).toEqual({ kind: "device", url: "https://m.fieldmall.example/hanam/store/service/notice" });
  });

  it("4. a same-origin or slash-leading link is routed in the app", () => {
    expect(act("Y", "/hanam/store/parkingInfo", "N")).toEqual({ kind: "route", path: "/hanam/store/parkingInfo" });
    expect(act("Y", "https://m.fieldmall.example/hanam/event/main?x=1", "N")).toEqual({ kind: "route", path: "/hanam/event/main?x=1" });
  });

  it("5. anything else navigates the window; a refused link does nothing", () => {
    expect(act("Y", "https://membership.example/field/join", "N")).toEqual({ kind: "window", url: "https://membership.example/field/join" });
    expect(act("Y", "fieldmall://route?path=%2Fhanam", "N")).toEqual({ kind: "window", url: "fieldmall://route?path=%2Fhanam" });
    expect(act("Y", "javascript:alert(1)", "Y")).toEqual({ kind: "none" });
    expect(act("Y", "https://not-listed.example/x", "Y")).toEqual({ kind: "none" });
  });
});
