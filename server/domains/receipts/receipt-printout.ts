import { dottedDate, withCommas } from "../../lib/format.ts";

export interface ReceiptRow {
  cust_id: string;
  bcn_cd: string;
  bcn_nm: string;
  sale_dt: string;
  sale_tm: string;
  tnt_cd: string;
  tnt_nm_ko: string;
  biz_no: string;
  pos_no: string;
  tran_no: string;
  amount: number;
  sclass_yn: "Y" | "N";
  card_nm: string;
  card_last4: string;
  approval_no: string;
  items: string;
}

const WIDTH = 40;
// Receipt printers give a Hangul syllable two columns.
const columns = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(ch) ? 2 : 1), 0);
const padEnd = (s: string, w: number) => s + " ".repeat(Math.max(1, w - columns(s)));
const row = (left: string, right: string) => padEnd(left, WIDTH - columns(right)) + right;
const rule = "-".repeat(WIDTH);

/** The columns a list row is made of. */
export const LIST_COLUMNS = "bcn_cd, bcn_nm, sale_dt, tnt_nm_ko, amount, tnt_cd, pos_no, tran_no";
export type ListRow = Pick<ReceiptRow, "bcn_cd" | "bcn_nm" | "sale_dt" | "tnt_nm_ko" | "amount" | "tnt_cd" | "pos_no" | "tran_no">;

/** The list row of a receipt (spec field names; saleDt dotted, amount with commas). */
export function toListRow(r: ListRow) {
  return {
    bcn_cd: r.bcn_cd,
    bcn_nm: r.bcn_nm,
    saleDt: dottedDate(r.sale_dt),
    tnt_nm_ko: r.tnt_nm_ko,
    nsaleAmt: withCommas(r.amount),
    tntCd: r.tnt_cd,
    posNo: r.pos_no,
    tranNo: r.tran_no,
  };
}

/** Digits of the receipt barcode: day, mall, store number, POS, transaction. */
export function barCodeOf(r: ReceiptRow): string {
  return `${r.sale_dt}${r.tnt_cd.replace(/\D/g, "")}${r.pos_no}${r.tran_no}`;
}

/** The receipt text as the POS prints it (jnData). */
export function receiptText(r: ReceiptRow): string {
  const items = JSON.parse(r.items) as { name: string; qty: number; price: number }[];
  const vat = Math.round(r.amount / 11);
  const time = `${r.sale_tm.slice(0, 2)}:${r.sale_tm.slice(2, 4)}:${r.sale_tm.slice(4, 6)}`;
  return [
    `[${r.bcn_nm}]`,
    r.tnt_nm_ko,
    `사업자번호 ${r.biz_no}`,
    rule,
    `판매일시 ${dottedDate(r.sale_dt)} ${time}`,
    `POS ${r.pos_no}  거래번호 ${r.tran_no}`,
    rule,
    row("상품명", "수량        금액"),
    ...items.map((i) => row(i.name, `${String(i.qty).padStart(4)}  ${withCommas(i.qty * i.price).padStart(10)}`)),
    rule,
    row("합계금액", withCommas(r.amount)),
    row("과세물품가액", withCommas(r.amount - vat)),
    row("부가세", withCommas(vat)),
    rule,
    row(`신용카드 ${r.card_nm}카드`, `****-****-****-${r.card_last4}`),
    row(`승인번호 ${r.approval_no}`, "일시불"),
    rule,
    "모바일 영수증은 종이 영수증과 같은 효력이 있습니다.",
    "교환과 환불은 구매 매장에 이 영수증을 보여 주세요.",
  ].join("\n");
}
