import { describe, expect, it } from "vitest";
import { mallByPath } from "../manifests/bundle.ts";
import { couponPathFor, homePathFor, loginWithReturn, manifestSessionPaths } from "./mall-paths.ts";

describe("session paths from the manifests", () => {
  it.each([
    ["hanam", "/hanam"],
    ["coexmall", "/coexmall"],
    ["centerfield", "/centerfield/home"],
    ["suwon", "/suwon/main"],
  ])("sends a logout at %s to %s", (mall, path) => {
    expect(homePathFor(mallByPath(mall))).toBe(path);
    expect(manifestSessionPaths.home(mall)).toBe(path);
  });

  it("sends a logout outside any mall to the gate", () => {
    expect(homePathFor(null)).toBe("/");
    expect(manifestSessionPaths.home(null)).toBe("/");
  });

  it.each([
    ["hanam", "/hanam/event/coupon"],
    ["centerfield", "/centerfield/couponeList"],
    ["suwon", "/suwon/event/coupon"],
  ])("finds the coupon list of %s at %s", (mall, path) => expect(couponPathFor(mallByPath(mall))).toBe(path));

  it("has no coupon list where the route set has none", () => {
    expect(couponPathFor(mallByPath("granseoul"))).toBeNull();
    expect(couponPathFor(null)).toBeNull();
  });

  it("adds the return path to the login route, encoded", () => {
    expect(loginWithReturn(mallByPath("hanam"), "/hanam/myinfo?a=1&b=2")).toBe("/hanam/login?returnTo=%2Fhanam%2Fmyinfo%3Fa%3D1%26b%3D2");
  });
});
