// The banners' headlines. Each headline is printed on its generated image (banner-<n>.svg,
// ribbon-<n>.svg, popup-<n>.svg), so the seed and the images use this one list.

export interface BannerTheme {
  n: number;
  ko: string;
  en: string;
  sub: string;
}

/** Main (1–6), strip (7–8), program page (9–10) and Granseoul (11–14) banners. */
export const BANNERS: readonly BannerTheme[] = [
  { n: 1, ko: "겨울 시즌 오프 최대 50%", en: "Winter Season Off up to 50%", sub: "패션·리빙 120여 개 브랜드 참여" },
  { n: 2, ko: "주말 가족 공연 페스티벌", en: "Weekend Family Show Festival", sub: "토·일 오후 2시, 5시 중앙 아트리움" },
  { n: 3, ko: "신규 매장 오픈 기념 사은 행사", en: "New Store Opening Gifts", sub: "구매 금액별 상품권 증정" },
  { n: 4, ko: "멤버십 더블 적립 위크", en: "Membership Double Points Week", sub: "앱 회원 전용 혜택" },
  { n: 5, ko: "크리스마스 마켓 오픈", en: "Christmas Market Opens", sub: "핸드메이드 소품과 겨울 간식" },
  { n: 6, ko: "연말 스탬프 투어", en: "Year-end Stamp Tour", sub: "스탬프 5개 모으면 쿠폰 증정" },
  { n: 7, ko: "앱 다운로드하고 주차 1시간 무료", en: "Get the app: 1 hour free parking", sub: "신규 가입 고객 대상" },
  { n: 8, ko: "제휴카드 5% 청구할인", en: "5% off with partner cards", sub: "5만 원 이상 결제 시" },
  { n: 9, ko: "키즈 뮤지컬 〈숲속 음악회〉", en: "Kids Musical: Forest Concert", sub: "사전 신청 후 추첨" },
  { n: 10, ko: "라이브러리 저자 강연 시리즈", en: "Library Author Talks", sub: "매주 목요일 저녁 7시" },
  { n: 11, ko: "그랑서울 점심 할인 쿠폰", en: "Gran Seoul Lunch Coupons", sub: "평일 11시~14시" },
  { n: 12, ko: "직장인 웰니스 클래스", en: "Office Wellness Classes", sub: "퇴근 후 요가·필라테스" },
  { n: 13, ko: "커피 1+1 쿠폰", en: "Coffee Buy One Get One", sub: "그랑서울 카페 6곳" },
  { n: 14, ko: "가을 미식 스탬프 이벤트", en: "Autumn Food Stamp Event", sub: "식당 3곳 방문 시 경품 응모" },
];

/** Top ribbon banners. */
export const RIBBONS: readonly BannerTheme[] = [
  { n: 1, ko: "이번 주말 주차 요금 안내", en: "Parking fees this weekend", sub: "" },
  { n: 2, ko: "겨울 e-카탈로그 보기", en: "Browse the winter e-catalog", sub: "" },
  { n: 3, ko: "앱 전용 쿠폰이 도착했어요", en: "App-only coupons have arrived", sub: "" },
];

/** Main popups. */
export const POPUPS: readonly BannerTheme[] = [
  { n: 1, ko: "연말연시 영업시간 안내", en: "Holiday opening hours", sub: "12월 31일은 21시까지 운영합니다" },
  { n: 2, ko: "멤버십 가입 웰컴 쿠폰", en: "Welcome coupons for new members", sub: "가입 즉시 3종 쿠폰 지급" },
  { n: 3, ko: "앱이 새로워졌어요", en: "The app has a new look", sub: "더 빠른 층별 안내와 길찾기" },
];

/** Abstract artwork images for exhibitions (art-<n>.svg). */
export const ART_COUNT = 6;
