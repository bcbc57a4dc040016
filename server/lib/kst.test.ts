import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, kstDate, kstDttm, kstInstant, kstMidnight, kstMinute, kstMonth, kstSecondOfDay, kstYmd, parseKstDttm } from "./kst.ts";

// 2026-11-20 23:30:05 UTC is already the 21st in Seoul.
const AT = Date.UTC(2026, 10, 20, 23, 30, 5);

describe("kst", () => {
  it("formats an instant as Seoul wall-clock text", () => {
    expect(kstDate(AT)).toBe("2026-11-21");
    expect(kstYmd(AT)).toBe("20261121");
    expect(kstMonth(AT)).toBe("202611");
    expect(kstDttm(AT)).toBe("2026-11-21 08:30:05");
    expect(kstMinute(AT)).toBe("2026-11-21 08:30");
    expect(kstSecondOfDay(AT)).toBe(8 * 3600 + 30 * 60 + 5);
  });

  it("turns Seoul wall-clock times back into instants", () => {
    expect(kstInstant(2026, 11, 21, 8, 30, 5)).toBe(AT);
    expect(parseKstDttm("2026-11-21 08:30:05")).toBe(AT);
    expect(parseKstDttm("2026-11-21 08:30")).toBe(AT - 5000);
    expect(parseKstDttm("2026-11-21")).toBe(kstMidnight(AT));
    expect(kstDttm(kstMidnight(AT))).toBe("2026-11-21 00:00:00");
  });

  it("adds calendar days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays(kstDate(AT), 30)).toBe(kstDate(AT + 30 * DAY_MS));
  });
});
