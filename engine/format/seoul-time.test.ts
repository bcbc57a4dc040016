import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSeoul, seoulDayKey, seoulMonthKey } from "./seoul-time.ts";

describe("Seoul day and month keys", () => {
  it.each([
    ["2026-12-31T14:59:59.999Z", "20261231", "202612"],
    ["2026-12-31T15:00:00Z", "20270101", "202701"],
    ["2026-11-30T14:59:59Z", "20261130", "202611"],
    ["2026-11-30T15:00:00Z", "20261201", "202612"],
    ["2028-02-28T15:00:00Z", "20280229", "202802"],
  ])("%s is %s in Seoul", (iso, day, month) => {
    const ms = Date.parse(iso);
    expect(seoulDayKey(ms)).toBe(day);
    expect(seoulDayKey(new Date(ms))).toBe(day);
    expect(seoulMonthKey(ms)).toBe(month);
  });

  it("gives nothing for an invalid clock", () => {
    expect(seoulDayKey(Number.NaN)).toBe("");
    expect(seoulMonthKey(new Date(Number.NaN))).toBe("");
  });
});

describe("parseSeoul", () => {
  it("reads zone-less text as Seoul wall time", () => {
    expect(parseSeoul("2026-11-23")?.toISOString()).toBe("2026-11-22T15:00:00.000Z");
    expect(parseSeoul("20261123")?.toISOString()).toBe("2026-11-22T15:00:00.000Z");
    expect(parseSeoul("2026-11-23 14:05:09")?.toISOString()).toBe("2026-11-23T05:05:09.000Z");
    expect(parseSeoul("2026-11-23T14:05")?.toISOString()).toBe("2026-11-23T05:05:00.000Z");
    expect(parseSeoul("20261123140509")?.toISOString()).toBe("2026-11-23T05:05:09.000Z");
  });

  it("keeps the zone of text that names one", () => {
    expect(parseSeoul("2026-11-23T00:00:00+09:00")?.format("YYYY-MM-DD HH:mm")).toBe("2026-11-23 00:00");
    expect(parseSeoul("2026-11-22T15:00:00Z")?.format("YYYY-MM-DD HH:mm")).toBe("2026-11-23 00:00");
  });

  it("returns a dayjs in Seoul", () => {
    const d = parseSeoul(Date.parse("2026-11-22T15:30:00Z"));
    expect(d?.format("YYYY-MM-DD HH:mm")).toBe("2026-11-23 00:30");
    expect(d?.utcOffset()).toBe(540);
  });

  it("ignores surrounding spaces", () => {
    expect(parseSeoul(" 20261123 ")?.format("YYYYMMDD")).toBe("20261123");
  });

  it.each([null, undefined, "", "nil", "2026-1-5", "2026-11-23 9:00", "2026/11-23", "2026-11-23T14:05:09+0900x", "abc", Number.POSITIVE_INFINITY])(
    "gives null for %j",
    (value) => {
      expect(parseSeoul(value)).toBeNull();
    },
  );
});

describe("with the machine in a zone west of UTC", () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it("computes the same keys", () => {
    expect(seoulDayKey(Date.parse("2026-12-31T15:00:00Z"))).toBe("20270101");
    expect(parseSeoul("2026-11-23")?.toISOString()).toBe("2026-11-22T15:00:00.000Z");
  });
});
