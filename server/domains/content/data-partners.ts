import { pick } from "../../seed/random.ts";

// The two partner lists of the partner dialog (spec part-2 §2.6): fictional business names built
// from Korean word parts, deterministic for a given random source.

export const SHIPPING_VERSION = "2023-09-11";
export const SHIPPING_COUNT = 86;
export const CLASS_VERSION = "2025-08-13";
export const CLASS_COUNT = 37;

const HEADS = [
  "한빛",
  "새솔",
  "다온",
  "푸른",
  "가람",
  "누리",
  "온새미로",
  "해든",
  "라온",
  "미르",
  "별하",
  "은결",
  "나래",
  "초록",
  "도담",
  "하늬",
  "단비",
  "여울",
  "늘봄",
  "소담",
  "아라",
  "보람",
  "그루",
  "마루",
  "이음",
];
const TAILS = ["유통", "상사", "커머스", "리빙", "패션", "푸드", "트레이딩", "물산", "코퍼레이션", "컴퍼니", "인터내셔널", "글로벌", "몰", "스토어", "마켓"];
const CRAFTS = ["공방", "클래스", "스튜디오", "아틀리에", "랩", "아카데미", "살롱"];
const FORMS = ["주식회사 ", "(주)", ""];

function unique(count: number, make: () => string): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(make());
  return [...out];
}

/** 86 numbered business names of the online-mall shipping brand list. */
export function shippingBrands(random: () => number): { no: number; bizNm: string }[] {
  return unique(SHIPPING_COUNT, () => `${pick(random, HEADS)}${pick(random, TAILS)}`).map((core, i) => ({ no: i + 1, bizNm: `${pick(random, FORMS)}${core}` }));
}

/** 37 rows of company name and trade name of the class-platform partner list. */
export function classPartners(random: () => number): { no: number; compNm: string; tradeNm: string }[] {
  return unique(CLASS_COUNT, () => `${pick(random, HEADS)}${pick(random, CRAFTS)}`).map((tradeNm, i) => {
    const form = pick(random, FORMS);
    // Sole proprietors trade under a personal business name.
    const compNm = form ? `${form}${tradeNm}` : `${tradeNm} (개인사업자)`;
    return { no: i + 1, compNm, tradeNm };
  });
}
