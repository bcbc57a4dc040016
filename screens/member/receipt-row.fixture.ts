// Test helper of the receipt screens (imported by their tests only).
import type { ReceiptRow } from "../../schemas/api/receipts.ts";

/** A receipt row as the list call gives it. */
export const receiptRow = (over: Partial<ReceiptRow> = {}): ReceiptRow => ({
  bcn_cd: "01",
  bcn_nm: "스타필드 하남",
  saleDt: "2026.11.20",
  tnt_nm_ko: "메가박스",
  nsaleAmt: "24,000",
  tntCd: "T1001",
  posNo: "0001",
  tranNo: "000123",
  ...over,
});
