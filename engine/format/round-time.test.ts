import { describe, expect, it } from "vitest";
import { formatWords } from "./format.fixture.ts";
import { formatRound } from "./round-time.ts";

const ko = formatWords("ko");
const en = formatWords("en");

describe("formatRound", () => {
  it.each([
    ["1400", "오후 2시", "2 PM"],
    ["1030", "오전 10시 30분", "10:30 AM"],
    ["1205", "오후 12시 5분", "12:05 PM"],
    ["1200", "오후 12시", "12 PM"],
    ["0000", "오전 12시", "12 AM"],
    ["0030", "오전 12시 30분", "12:30 AM"],
    ["1159", "오전 11시 59분", "11:59 AM"],
    ["2359", "오후 11시 59분", "11:59 PM"],
    ["0900", "오전 9시", "9 AM"],
    ["930", "오전 9시 30분", "9:30 AM"],
    ["14:00", "오후 2시", "2 PM"],
  ])("shows %s as %j (en %j)", (rndHm, shownKo, shownEn) => {
    expect(formatRound(ko, rndHm)).toBe(shownKo);
    expect(formatRound(en, rndHm)).toBe(shownEn);
  });

  it("adds the round number only for multi-round programs", () => {
    expect(formatRound(ko, "1400", { roundNo: 1, multi: true })).toBe("1회차 오후 2시");
    expect(formatRound(ko, "1030", { roundNo: "2", multi: true })).toBe("2회차 오전 10시 30분");
    expect(formatRound(en, "1400", { roundNo: 1, multi: true })).toBe("Round 1 · 2 PM");
    expect(formatRound(ko, "1400", { roundNo: 1, multi: false })).toBe("오후 2시");
    expect(formatRound(ko, "1400", { multi: true })).toBe("오후 2시");
    expect(formatRound(ko, "1400", { roundNo: "null", multi: true })).toBe("오후 2시");
  });

  it.each([null, undefined, "", "nil", "2400", "1260", "12", "abcd", "14:0", "1400 PM"])("shows nothing for %j", (rndHm) => {
    expect(formatRound(ko, rndHm, { roundNo: 1, multi: true })).toBe("");
  });
});
