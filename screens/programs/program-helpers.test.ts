import { describe, expect, it } from "vitest";
import { inSpecOrder } from "./program-order.ts";
import { maskedWriter } from "./masked-writer.ts";
import { asKitBanner } from "./program-banners.tsx";

const p = (id: string, progDt: string, progStrtHm: string, isMulti = false) => ({ id, progDt, progStrtHm, isMulti });

describe("inSpecOrder", () => {
  it("orders by start date-time, single-round before multi-round on a tie, otherwise as given", () => {
    const list = [
      p("c", "2026-12-01", "1100", true),
      p("b", "2026-12-01", "1100"),
      p("d", "2026-12-02", "0900"),
      p("a", "2026-11-30", "1500"),
      p("e", "2026-12-01", "1100"),
    ];
    expect(inSpecOrder(list).map((x) => x.id)).toEqual(["a", "b", "e", "c", "d"]);
    expect(list.map((x) => x.id)).toEqual(["c", "b", "d", "a", "e"]);
  });
});

describe("maskedWriter", () => {
  it("keeps the server's mask and masks a name that arrives unmasked", () => {
    expect(["김*연", "김하늘", "이준", "남궁민수", "Emma", "J", " 김하늘 "].map(maskedWriter)).toEqual([
      "김*연",
      "김*늘",
      "이*",
      "남**수",
      "E**a",
      "*",
      "김*늘",
    ]);
  });
});

describe("asKitBanner", () => {
  const banner = { bnrSeq: 3, bnrTitl: "배너", imgMobUrl: "/b.svg", linkType: "I", linkUrl: "/tenant/fieldKids", stmUrl: "/hanam/tenant/fieldKids" };
  it("puts the mall in front of an internal link once, leaves other links alone, and hands nothing to the app", () => {
    expect(asKitBanner(banner, "hanam")).toEqual({ bnSeq: 3, bnTitl: "배너", imgUri: "/b.svg", linkType: "I", linkUrl: "/hanam/tenant/fieldKids", stmUrl: "" });
    expect(asKitBanner({ ...banner, linkUrl: "/hanam/tenant/fieldKids" }, "hanam").linkUrl).toBe("/hanam/tenant/fieldKids");
    expect(asKitBanner({ ...banner, linkType: "E", linkUrl: "https://www.fieldmall.example/x" }, "hanam").linkUrl).toBe("https://www.fieldmall.example/x");
    expect(asKitBanner({ ...banner, linkUrl: "//evil.example/x" }, "hanam").linkUrl).toBe("//evil.example/x");
  });
});
