import type { ReceiptRow } from "../../schemas/api/receipts.ts";

/** What identifies a receipt for the detail call. */
export interface ReceiptKey {
  /** YYYYMMDD (the list's dotted date without dots). */
  saleDt: string;
  tntCd: string;
  posNo: string;
  tranNo: string;
}

const KEY = /^(\d{8})-([A-Za-z0-9]{1,20})-(\d{1,6})-(\d{1,10})$/;

export const receiptKeyOf = (row: Pick<ReceiptRow, "saleDt" | "tntCd" | "posNo" | "tranNo">): ReceiptKey => ({
  saleDt: row.saleDt.replace(/\D/g, ""),
  tntCd: row.tntCd,
  posNo: row.posNo,
  tranNo: row.tranNo,
});

/** The Centerfield detail page's path id: 20261120-T1001-0001-000123. */
export const receiptPathId = (key: ReceiptKey): string => `${key.saleDt}-${key.tntCd}-${key.posNo}-${key.tranNo}`;

/** Reads a path id back; null for anything that is not one (a hand-typed or stale link). */
export function parseReceiptPathId(id: string | undefined): ReceiptKey | null {
  const m = KEY.exec(id ?? "");
  if (!m) return null;
  const [, saleDt, tntCd, posNo, tranNo] = m as unknown as [string, string, string, string, string];
  return { saleDt, tntCd, posNo, tranNo };
}
