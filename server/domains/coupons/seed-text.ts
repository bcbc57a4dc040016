// Seed texts for coupons: realistic store coupons of a Korean shopping mall (store names are invented).

export interface CouponTemplate {
  titl: string;
  tnt: string | null;
  type: "DC" | "VOU" | "GIFT";
  dc: string;
  mbrOnly: "Y" | "N";
  img: string;
  qty?: number;
}

export const COUPON_TEMPLATES: readonly CouponTemplate[] = [
  { titl: "아메리카노 1+1", tnt: "카페 드 필드", type: "DC", dc: "1+1", mbrOnly: "N", img: "cafe" },
  { titl: "전 메뉴 10% 할인", tnt: "한식당 소담", type: "DC", dc: "10% 할인", mbrOnly: "N", img: "dining" },
  { titl: "3만원 이상 구매 시 5천원 할인", tnt: "리빙 앤 홈", type: "DC", dc: "5,000원 할인", mbrOnly: "Y", img: "living" },
  { titl: "주차 2시간 무료", tnt: null, type: "DC", dc: "2시간 무료", mbrOnly: "Y", img: "parking" },
  { titl: "키즈 플레이존 입장료 20% 할인", tnt: "키즈 어드벤처", type: "DC", dc: "20% 할인", mbrOnly: "N", img: "kids" },
  { titl: "5천원 금액권 (선착순 100명)", tnt: null, type: "VOU", dc: "5,000원", mbrOnly: "Y", img: "voucher", qty: 100 },
  { titl: "음료 사이즈 업 무료", tnt: "브레드 팩토리", type: "DC", dc: "사이즈 업", mbrOnly: "N", img: "bakery" },
  { titl: "원데이 뷰티 클래스 무료 체험", tnt: "뷰티 라운지", type: "GIFT", dc: "무료 체험", mbrOnly: "Y", img: "beauty", qty: 30 },
  { titl: "영화 관람 시 팝콘 M 무료", tnt: "시네마 필드", type: "GIFT", dc: "팝콘 M 무료", mbrOnly: "N", img: "cinema" },
  { titl: "스포츠웨어 15% 할인", tnt: "액티브 스포츠", type: "DC", dc: "15% 할인", mbrOnly: "N", img: "sports" },
  { titl: "수제 버거 세트 2천원 할인", tnt: "버거 스테이션", type: "DC", dc: "2,000원 할인", mbrOnly: "N", img: "burger" },
  { titl: "서점 도서 구매 시 북커버 증정", tnt: "책방 한 켠", type: "GIFT", dc: "북커버 증정", mbrOnly: "N", img: "books" },
];

/** Conditions of use, shared by every seeded coupon. */
export function couponConditions(mallKo: string, tnt: string | null): string {
  return [
    `${mallKo} ${tnt ?? "인포메이션 데스크"}에서 사용할 수 있습니다.`,
    "1인 1회, 다른 할인·쿠폰과 중복 사용할 수 없습니다.",
    "결제 전 직원에게 쿠폰 화면을 보여 주세요.",
    "캡처한 화면은 사용할 수 없습니다.",
  ].join("\n");
}
