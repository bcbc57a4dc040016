import { describe, expect, it } from "vitest";
import { eventPeriod } from "./event-period.ts";

const fmt = (v: string) => (v ? `<${v}>` : "");
const base = { evt_strt_dt: "2026-11-01", evt_end_dt: "2026-11-30", evtStrtDtTxt: "오픈 기념 상시 진행", evtEndDtTxt: "선착순 마감 시까지" };

describe("eventPeriod", () => {
  it("Y: the dates in the date format", () => {
    expect(eventPeriod({ ...base, evt_prid_disp_yn: "Y" }, fmt)).toBe("<2026-11-01> ~ <2026-11-30>");
  });

  it("T: the period texts as given", () => {
    expect(eventPeriod({ ...base, evt_prid_disp_yn: "T" }, fmt)).toBe("오픈 기념 상시 진행 ~ 선착순 마감 시까지");
  });

  it("any other value: no period line", () => {
    for (const flag of ["N", "", "X", "null"]) expect(eventPeriod({ ...base, evt_prid_disp_yn: flag }, fmt)).toBeNull();
  });

  it("a missing side leaves only the other; both missing, no line", () => {
    expect(eventPeriod({ ...base, evt_prid_disp_yn: "T", evtEndDtTxt: " " }, fmt)).toBe("오픈 기념 상시 진행");
    expect(eventPeriod({ ...base, evt_prid_disp_yn: "Y", evt_strt_dt: "", evt_end_dt: "" }, fmt)).toBeNull();
  });

  it("reads the flag case- and space-insensitively", () => {
    expect(eventPeriod({ ...base, evt_prid_disp_yn: " y " }, fmt)).toBe("<2026-11-01> ~ <2026-11-30>");
  });
});
