import { describe, expect, it } from "vitest";
import { couponDetailPath, eventDetailPath } from "./detail-paths.ts";

describe("detail paths", () => {
  it("an event by route set", () => {
    expect(eventDetailPath("hanam", "standard", "E010002")).toBe("/hanam/event/main/E010002");
    expect(eventDetailPath("centerfield", "centerfield", "E08 1")).toBe("/centerfield/eventDetail/E08%201");
    expect(eventDetailPath("suwon", "suwon", "E1")).toBe("/suwon/event/main/E1");
  });

  it("a coupon by route set; Granseoul has no coupon page", () => {
    expect(couponDetailPath("hanam", "standard", 55)).toBe("/hanam/event/coupon/55");
    expect(couponDetailPath("centerfield", "centerfield", 7)).toBe("/centerfield/couponeDetail/7");
    expect(couponDetailPath("granseoul", "granseoul", 7)).toBeNull();
  });
});
