import { describe, expect, it } from "vitest";
import { parseReceiptPathId, receiptKeyOf, receiptPathId } from "./receipt-key.ts";

describe("receipt keys", () => {
  const row = { saleDt: "2026.11.20", tntCd: "T1001", posNo: "0001", tranNo: "000123" };

  it("makes a path id of a list row and reads it back", () => {
    const id = receiptPathId(receiptKeyOf(row));
    expect(id).toBe("20261120-T1001-0001-000123");
    expect(parseReceiptPathId(id)).toEqual({ saleDt: "20261120", tntCd: "T1001", posNo: "0001", tranNo: "000123" });
  });

  it("refuses what is not a path id", () => {
    for (const bad of [undefined, "", "20261120-T1001-0001", "2026112-T1001-1-1", "20261120-T 1-1-1", "20261120-T1-1-1-1", "../../etc"])
      expect(parseReceiptPathId(bad), String(bad)).toBeNull();
  });
});
