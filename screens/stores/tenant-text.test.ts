import { describe, expect, it } from "vitest";
import { openingHours, phoneNumbers, tenantName } from "./tenant-text.ts";

describe("tenant text", () => {
  it("names a store in the locale, Korean when there is no English name", () => {
    expect(tenantName({ tnt_nm_ko: "어반 스포츠", tnt_nm_en: "URBAN SPORTS" }, "en")).toBe("URBAN SPORTS");
    expect(tenantName({ tnt_nm_ko: "어반 스포츠", tnt_nm_en: "URBAN SPORTS" }, "ko")).toBe("어반 스포츠");
    expect(tenantName({ tnt_nm_ko: "한식당", tnt_nm_en: " " }, "en")).toBe("한식당");
  });

  it("reads opening hours; anything else is unknown (not closed)", () => {
    expect(openingHours("10:00~22:00")).toEqual({ from: "10:00", to: "22:00" });
    expect(openingHours(" 10:30 - 21:30 ")).toEqual({ from: "10:30", to: "21:30" });
    expect(openingHours("")).toBeNull();
    expect(openingHours("매장 문의")).toBeNull();
    expect(openingHours(undefined)).toBeNull();
  });

  it("splits the phone numbers and drops empty ones", () => {
    expect(phoneNumbers("031-8072-1234, 031-8072-1235")).toEqual(["031-8072-1234", "031-8072-1235"]);
    expect(phoneNumbers(" , ")).toEqual([]);
    expect(phoneNumbers("")).toEqual([]);
  });
});
