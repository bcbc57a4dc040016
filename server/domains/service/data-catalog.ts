// Fixed lists of the service domain: FAQ categories, inquiry categories and reply means.

/** FAQ tabs (spec part-1 §9: all, parking/transport, facility info, membership join). */
export const FAQ_CATEGORIES = [
  { cateSeq: 0, cateNmKo: "전체", cateNmEn: "All" },
  { cateSeq: 1, cateNmKo: "주차/교통", cateNmEn: "Parking/Transport" },
  { cateSeq: 2, cateNmKo: "시설 안내", cateNmEn: "Facility info" },
  { cateSeq: 3, cateNmKo: "멤버십 가입", cateNmEn: "Membership join" },
] as const;

export interface CsCategory {
  cd: string;
  ko: string;
  en: string;
  storeYn: "Y" | "N";
  guideKo: string;
  guideEn: string;
  lows: readonly { cd: string; ko: string; en: string }[];
}

/** Inquiry categories (high, with their low categories). */
export const CS_CATEGORIES: readonly CsCategory[] = [
  {
    cd: "10",
    ko: "매장 이용",
    en: "Stores",
    storeYn: "Y",
    guideKo: "이용하신 매장명과 방문 일시를 함께 적어 주시면 더 빠르게 확인해 드립니다.",
    guideEn: "Tell us the store and when you visited so we can check faster.",
    lows: [
      { cd: "1010", ko: "상품/서비스", en: "Products and service" },
      { cd: "1020", ko: "교환/환불", en: "Exchange and refund" },
      { cd: "1030", ko: "직원 응대", en: "Staff" },
    ],
  },
  {
    cd: "20",
    ko: "주차/교통",
    en: "Parking and transport",
    storeYn: "N",
    guideKo: "차량 번호 뒤 4자리와 입차 시간을 적어 주세요.",
    guideEn: "Give the last four digits of the car number and the entry time.",
    lows: [
      { cd: "2010", ko: "주차 요금/정산", en: "Parking fees" },
      { cd: "2020", ko: "주차장 이용", en: "Using the car park" },
      { cd: "2030", ko: "대중교통/셔틀", en: "Public transport and shuttle" },
    ],
  },
  {
    cd: "30",
    ko: "시설 이용",
    en: "Facilities",
    storeYn: "N",
    guideKo: "불편을 겪으신 위치(층, 시설명)를 함께 적어 주세요.",
    guideEn: "Tell us where (floor, facility) it happened.",
    lows: [
      { cd: "3010", ko: "편의시설", en: "Amenities" },
      { cd: "3020", ko: "청결/환경", en: "Cleanliness" },
      { cd: "3030", ko: "안전", en: "Safety" },
    ],
  },
  {
    cd: "40",
    ko: "멤버십/포인트",
    en: "Membership and points",
    storeYn: "N",
    guideKo: "개인정보 보호를 위해 카드 번호 전체는 적지 말아 주세요.",
    guideEn: "For your privacy, do not write the full card number.",
    lows: [
      { cd: "4010", ko: "가입/탈퇴", en: "Joining and leaving" },
      { cd: "4020", ko: "포인트 적립/사용", en: "Earning and using points" },
      { cd: "4030", ko: "쿠폰", en: "Coupons" },
    ],
  },
  {
    cd: "50",
    ko: "분실물",
    en: "Lost and found",
    storeYn: "N",
    guideKo: "분실 일시, 장소, 물건의 특징을 자세히 적어 주세요.",
    guideEn: "Describe when, where and what you lost.",
    lows: [],
  },
  {
    cd: "90",
    ko: "기타",
    en: "Other",
    storeYn: "N",
    guideKo: "문의 내용을 자유롭게 적어 주세요.",
    guideEn: "Write your question freely.",
    lows: [],
  },
];

export const REPLY_MEANS = [
  { replyMean: "EMAIL", ko: "이메일", en: "E-mail" },
  { replyMean: "SMS", ko: "문자(SMS)", en: "Text message (SMS)" },
] as const;
