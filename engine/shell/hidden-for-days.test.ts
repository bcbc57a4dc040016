import { describe, expect, it } from "vitest";
import { stillHidden } from "./hidden-for-days.ts";

const at = (iso: string) => Date.parse(iso);

describe("stillHidden (days counted in Seoul)", () => {
  it("hides for seven days from the day it was chosen, across a month and a year", () => {
    expect(stillHidden("20261125", 7, at("2026-11-25T12:00:00+09:00"))).toBe(true);
    expect(stillHidden("20261125", 7, at("2026-12-01T23:59:59+09:00"))).toBe(true);
    expect(stillHidden("20261125", 7, at("2026-12-02T00:00:00+09:00"))).toBe(false);
    expect(stillHidden("20261229", 7, at("2027-01-04T10:00:00+09:00"))).toBe(true);
    expect(stillHidden("20261229", 7, at("2027-01-05T10:00:00+09:00"))).toBe(false);
  });

  it("a day's hiding ends at Seoul midnight whatever the phone's zone", () => {
    expect(stillHidden("20261125", 1, at("2026-11-25T14:59:59Z"))).toBe(true);
    expect(stillHidden("20261125", 1, at("2026-11-25T15:00:00Z"))).toBe(false);
  });

  it("nothing stored, garbage, or a date in the future hides nothing", () => {
    expect(stillHidden(null, 7, at("2026-11-25T12:00:00+09:00"))).toBe(false);
    expect(stillHidden("yesterday", 7, at("2026-11-25T12:00:00+09:00"))).toBe(false);
    expect(stillHidden("20301231", 7, at("2026-11-25T12:00:00+09:00"))).toBe(false);
  });
});
