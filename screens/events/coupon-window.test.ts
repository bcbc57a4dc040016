import { describe, expect, it } from "vitest";
import { couponWindowOpen } from "./coupon-window.ts";

/** An instant given as Seoul wall time. */
const seoul = (hms: string, day = "2026-11-25") => Date.parse(`${day}T${hms}+09:00`);

describe("couponWindowOpen (10:00:01-22:00:00, Asia/Seoul)", () => {
  it("opens at 10:00:01, not at 10:00:00", () => {
    expect(couponWindowOpen(seoul("10:00:00"))).toBe(false);
    expect(couponWindowOpen(seoul("10:00:00.999"))).toBe(false);
    expect(couponWindowOpen(seoul("10:00:01"))).toBe(true);
  });

  it("closes after 22:00:00", () => {
    expect(couponWindowOpen(seoul("22:00:00"))).toBe(true);
    expect(couponWindowOpen(seoul("22:00:01"))).toBe(false);
    expect(couponWindowOpen(seoul("23:59:59"))).toBe(false);
    expect(couponWindowOpen(seoul("00:00:00"))).toBe(false);
  });

  it("is Seoul time whatever the phone's zone (15:00 UTC is midnight in Seoul)", () => {
    expect(couponWindowOpen(Date.parse("2026-11-25T15:00:00Z"))).toBe(false);
    expect(couponWindowOpen(Date.parse("2026-11-25T03:00:00Z"))).toBe(true);
  });
});
