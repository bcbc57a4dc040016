import type { Words } from "../../engine/i18n/words.ts";

/** Strings of the mobile receipt screens (receipts*, receipt-detail*). */
const ko = {
  "receipts.heading": "구매 내역 및 영수증",
  "receipts.intro": "최근 90일 동안 멤버십 카드로 적립한 구매 내역입니다. 실제 결제 금액은 영수증에서 확인할 수 있습니다.",
  "receipts.mall": "지점",
  "receipts.mall.all": "전체 지점",
  "receipts.month": "조회 기간",
  "receipts.month.all": "전체 (최근 90일)",
  "receipts.month.option": "{year}년 {month}월",
  "receipts.sclass": "해외 명품 브랜드만 보기",
  "receipts.list": "영수증 목록",
  "receipts.empty": "최근 구매내역 및 영수증이 없습니다.",
  "receipts.amount": "{amount}원",
  "receipts.row.meta": "{mall} · {date}",
  "receipts.detail.title": "영수증",
  "receipts.detail.confirm": "확인",
  "receipts.detail.text": "영수증 내용",
  "receipts.detail.barcode": "영수증 바코드 {digits}",
  "receipts.detail.toList": "목록으로",
} as const;

const en: Words<typeof ko> = {
  "receipts.heading": "Purchases and receipts",
  "receipts.intro": "Purchases earned on your membership card in the last 90 days. The amount actually paid is on the receipt.",
  "receipts.mall": "Mall",
  "receipts.mall.all": "All malls",
  "receipts.month": "Period",
  "receipts.month.all": "All (last 90 days)",
  "receipts.month.option": "{month}/{year}",
  "receipts.sclass": "Overseas luxury brands only",
  "receipts.list": "Receipts",
  "receipts.empty": "There are no recent purchases and receipts.",
  "receipts.amount": "KRW {amount}",
  "receipts.row.meta": "{mall} · {date}",
  "receipts.detail.title": "Receipt",
  "receipts.detail.confirm": "OK",
  "receipts.detail.text": "Receipt text",
  "receipts.detail.barcode": "Receipt barcode {digits}",
  "receipts.detail.toList": "Back to the list",
};

export const receiptsMessages = { ko, en };
