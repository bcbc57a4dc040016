import { describe, expect, it } from "vitest";
import { isFullMatch, matchParts, winnersMatching, wrapName } from "./winner-format.ts";

const standard = { latinWrap: 9, otherWrap: 5 };
const coexmall = { latinWrap: 15, otherWrap: 5 };

describe("the winner table's helpers", () => {
  it.each([
    ["a short Korean name stays on one line", "김*연", standard, ["김*연"]],
    ["other text wraps after 5 letters", "남궁*민서하늘", standard, ["남궁*민서", "하늘"]],
    ["a Latin name wraps after 9 letters", "Alexan*er Hamiltons", standard, ["Alexan*er", " Hamilton", "s"]],
    ["coexmall's Latin names wrap after 15", "Alexan*er Hamilton", coexmall, ["Alexan*er Hamil", "ton"]],
    ["an accented Latin name counts as Latin", "Zoë Ch*rlotteab", standard, ["Zoë Ch*rl", "otteab"]],
    ["a mixed name wraps as other text", "Kim 하*늘", standard, ["Kim 하", "*늘"]],
  ])("%s", (_, name, lengths, lines) => {
    expect(wrapName(name, lengths)).toEqual(lines);
  });

  it("keeps the winners whose last four digits contain the keyword, all for none", () => {
    const winners = [{ telNum: "1234" }, { telNum: "5123" }, { telNum: "9999" }];
    expect(winnersMatching(winners, "12")).toEqual([{ telNum: "1234" }, { telNum: "5123" }]);
    expect(winnersMatching(winners, "")).toEqual(winners);
    expect(winnersMatching(winners, "0")).toEqual([]);
  });

  it("splits the digits around the match for the highlight; a full four-digit match marks the row", () => {
    expect(matchParts("5123", "12")).toEqual({ before: "5", match: "12", after: "3" });
    expect(matchParts("5123", "")).toEqual({ before: "5123", match: "", after: "" });
    expect(matchParts("5123", "77")).toEqual({ before: "5123", match: "", after: "" });
    expect(isFullMatch("5123", "5123")).toBe(true);
    expect(isFullMatch("5123", "512")).toBe(false);
  });
});
