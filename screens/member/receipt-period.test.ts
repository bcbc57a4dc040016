import { describe, expect, it } from "vitest";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { receiptMonths, receiptPeriod, sclassYn, showsSclassBox } from "./receipt-period.ts";

// Instants chosen where the Seoul date differs from the UTC one (Seoul is UTC+9).
const seoul = (iso: string) => Date.parse(`${iso}+09:00`);

describe("receipt months", () => {
  it("lists all, the current month and the 3 before it, newest first", () => {
    expect(receiptMonths(seoul("2026-11-24T10:00:00"))).toEqual(["all", "202611", "202610", "202609", "202608"]);
  });

  it("crosses the year boundary", () => {
    expect(receiptMonths(seoul("2027-02-15T12:00:00"))).toEqual(["all", "202702", "202701", "202612", "202611"]);
  });

  it("takes the month of Seoul, not of the phone's zone", () => {
    // 2026-11-30T15:30Z is already 1 December in Seoul.
    expect(receiptMonths(Date.parse("2026-11-30T15:30:00Z"))[1]).toBe("202612");
    expect(receiptMonths(Date.parse("2026-11-30T14:30:00Z"))[1]).toBe("202611");
  });
});

describe("receipt period", () => {
  it("all: today and the 90 days before it", () => {
    expect(receiptPeriod("all", seoul("2026-11-24T10:00:00"))).toEqual({ startDate: "20260826", endDate: "20261124" });
  });

  it("all: across a year boundary and a leap February", () => {
    expect(receiptPeriod("all", seoul("2027-01-15T09:00:00"))).toEqual({ startDate: "20261017", endDate: "20270115" });
    expect(receiptPeriod("all", seoul("2028-03-01T00:30:00"))).toEqual({ startDate: "20271202", endDate: "20280301" });
  });

  it("all: today is Seoul's today just after midnight there", () => {
    // 2026-12-31T15:10Z is 1 January 2027, 00:10 in Seoul.
    expect(receiptPeriod("all", Date.parse("2026-12-31T15:10:00Z")).endDate).toBe("20270101");
  });

  it("a month is day 01 to day 31, whatever its length", () => {
    expect(receiptPeriod("202611", seoul("2026-11-24T10:00:00"))).toEqual({ startDate: "20261101", endDate: "20261131" });
    expect(receiptPeriod("202602", seoul("2026-11-24T10:00:00"))).toEqual({ startDate: "20260201", endDate: "20260231" });
    expect(receiptPeriod("202612", seoul("2027-01-02T10:00:00"))).toEqual({ startDate: "20261201", endDate: "20261231" });
  });

  it("a choice that is not a month falls back to all", () => {
    expect(receiptPeriod("202613" as "all", seoul("2026-11-24T10:00:00"))).toEqual({ startDate: "20260826", endDate: "20261124" });
  });
});

describe("sclassyn", () => {
  it("is Y only with the box checked at hanam", () => {
    expect(sclassYn(true, mallByPath("hanam"))).toBe("Y");
    expect(sclassYn(false, mallByPath("hanam"))).toBe("N");
    expect(sclassYn(true, mallByPath("goyang"))).toBe("N");
    expect(sclassYn(true, null)).toBe("N");
    expect(showsSclassBox(mallByPath("hanam"))).toBe(true);
    expect(showsSclassBox(mallByPath("suwon"))).toBe(false);
    expect(showsSclassBox({ features: ["receipts", "sclassReceipts"] })).toBe(true);
  });
});
