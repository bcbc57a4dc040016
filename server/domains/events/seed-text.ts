// Seed texts for events, brand promotions, the treasure hunt and the guest book (store names invented).

import type { EventRow } from "./store.ts";

export interface EventTemplate {
  kind: Extract<EventRow["evt_cd"], "GNRL" | "APLY" | "CPN">;
  titl: string;
  how: string;
  /** Applying needs an event code (handed out on site). */
  code?: boolean;
}

export const ONGOING_TEMPLATES: readonly EventTemplate[] = [
  { kind: "GNRL", titl: "겨울 시즌 오픈 기념 포토존 운영", how: "포토존에서 자유롭게 사진을 찍어 주세요." },
  { kind: "APLY", titl: "가족 사진 촬영 이벤트 참가자 모집", how: "이벤트 페이지에서 응모하시면 추첨을 통해 촬영 기회를 드립니다." },
  { kind: "CPN", titl: "모바일 앱 다운로드 웰컴 쿠폰", how: "이벤트 페이지에서 쿠폰을 내려받아 매장에서 보여 주세요." },
  { kind: "GNRL", titl: "주말 버스킹 공연 안내", how: "공연 시간에 맞춰 방문해 주세요. 별도 신청은 필요 없습니다." },
  { kind: "APLY", titl: "VIP 고객 초청 음악회 응모", how: "현장에서 받은 초대 코드를 입력하고 응모해 주세요.", code: true },
  { kind: "CPN", titl: "주말 한정 F&B 할인 쿠폰", how: "토·일요일에 쿠폰을 내려받아 식음 매장에서 사용하세요." },
  { kind: "GNRL", titl: "신규 입점 브랜드 오픈 소식", how: "새로 문을 연 매장을 둘러보세요." },
  { kind: "APLY", titl: "키즈 쿠킹 클래스 무료 체험단 모집", how: "응모하신 분 중 추첨으로 체험단을 선정합니다." },
  { kind: "GNRL", titl: "크리스마스 트리 점등식", how: "점등식 당일 오후 6시에 아트리움으로 오세요." },
];

export const ENDED_TEMPLATES: readonly EventTemplate[] = [
  { kind: "GNRL", titl: "가을 플리마켓 개최", how: "행사장에서 자유롭게 둘러보세요." },
  { kind: "APLY", titl: "SNS 인증샷 이벤트", how: "인증샷을 올린 뒤 응모해 주세요." },
  { kind: "CPN", titl: "추석 연휴 특별 할인 쿠폰", how: "쿠폰을 내려받아 참여 매장에서 사용하세요." },
  { kind: "GNRL", titl: "반려동물 동반 쇼핑 캠페인", how: "반려동물 동반 시 안전 수칙을 지켜 주세요." },
  { kind: "APLY", titl: "할로윈 코스튬 콘테스트 참가 신청", how: "응모 후 당일 현장에서 참가 등록을 해 주세요." },
];

export const PLACES = ["1층 센트럴 아트리움", "B1 이벤트홀", "2층 가든 테라스", "3층 키즈 라운지", "1층 메인 광장"] as const;
export const PERIOD_TEXTS_START = ["오픈 기념 상시 진행", "매주 토·일요일", "선착순 진행"] as const;
export const PERIOD_TEXTS_END = ["선착순 마감 시까지", "재고 소진 시까지", "별도 공지 시까지"] as const;

/** The body of an event page (HTML the app sanitizes). */
export function eventBody(mallKo: string, titl: string, period: string, place: string, how: string): string {
  return [
    `<h3>${titl}</h3>`,
    `<p>${mallKo}에서 준비한 특별한 이벤트에 여러분을 초대합니다.</p>`,
    `<ul><li>기간: ${period}</li><li>장소: ${place}</li><li>참여 방법: ${how}</li></ul>`,
    `<p>※ 이벤트 내용은 사정에 따라 변경되거나 조기 종료될 수 있습니다.</p>`,
  ].join("");
}

export const BRAND_PROMOTIONS = [
  { ko: "어반 스포츠", en: "URBAN SPORTS", titl: "러닝화 신상품 런칭 기념 10% 할인", fl: "2F" },
  { ko: "모던 리빙", en: "MODERN LIVING", titl: "겨울 침구 기획전 최대 30% 할인", fl: "3F" },
  { ko: "그린 뷰티", en: "GREEN BEAUTY", titl: "비건 스킨케어 1+1 프로모션", fl: "1F" },
  { ko: "데일리 베이커리", en: "DAILY BAKERY", titl: "시즌 한정 케이크 사전 예약", fl: "B1" },
  { ko: "키즈 원더랜드", en: "KIDS WONDERLAND", titl: "겨울방학 특별 클래스 오픈", fl: "4F" },
  { ko: "북 앤 라이프", en: "BOOK & LIFE", titl: "연말 다이어리 증정 이벤트", fl: "3F" },
  { ko: "테크 스퀘어", en: "TECH SQUARE", titl: "노트북 구매 시 액세서리 증정", fl: "2F" },
  { ko: "아웃도어 베이스", en: "OUTDOOR BASE", titl: "패딩 시즌오프 특가", fl: "2F" },
] as const;

/** The special events' titles, by the slug of their image (events/<slug>.svg). */
export const SPECIAL_EVENTS = {
  "roulette-2021": { titl: "오픈 3주년 행운의 룰렛", how: "하루 한 번 룰렛을 돌려 경품을 받으세요." },
  roulette: { titl: "매일매일 행운의 룰렛", how: "하루 한 번 룰렛을 돌려 경품을 받으세요." },
  treasure: { titl: "겨울 보물찾기 대작전", how: "힌트를 보고 몰 곳곳에 숨은 일련번호를 찾아 입력하세요." },
  "guest-book": { titl: "미디어아트 전시 방명록 이벤트", how: "전시를 본 소감을 방명록에 남겨 주세요." },
} as const;

export type SpecialSlug = keyof typeof SPECIAL_EVENTS;

export const ROULETTE_PRIZES = [
  { nm: "아메리카노 교환권", win: "Y", weight: 10 },
  { nm: "다음 기회에", win: "N", weight: 35 },
  { nm: "주차 1시간 무료", win: "Y", weight: 15 },
  { nm: "5천원 금액권", win: "Y", weight: 5 },
  { nm: "다음 기회에", win: "N", weight: 30 },
  { nm: "에코백 증정", win: "Y", weight: 5 },
] as const;

export const TREASURE_HINTS = [
  { titl: "빛나는 트리 아래", cont: "1층 센트럴 아트리움의 가장 큰 트리 아래를 살펴보세요." },
  { titl: "책 향기가 나는 곳", cont: "3층 서점 입구 안내판 뒤편에 숨어 있어요." },
  { titl: "아이들의 웃음소리", cont: "키즈 라운지 미끄럼틀 옆 벽면을 확인해 보세요." },
  { titl: "물이 흐르는 정원", cont: "2층 가든 테라스 분수대 근처를 찾아보세요." },
  { titl: "맛있는 냄새를 따라", cont: "B1 푸드코트 주문대 옆 기둥을 살펴보세요." },
] as const;

export const GUEST_NICKNAMES = [
  "행복한하루",
  "주말나들이객",
  "몰산책러",
  "사진찍는곰",
  "겨울산책",
  "아트덕후",
  "민트초코",
  "서울여행자",
  "두아이맘",
  "별빛수집가",
] as const;
export const GUEST_MESSAGES = [
  "미디어아트가 정말 아름다웠어요. 아이들이 너무 좋아했습니다!",
  "퇴근길에 들렀는데 마음이 편안해지는 전시였어요.",
  "사진 찍기 좋은 곳이 많아서 친구들과 즐거운 시간 보냈습니다.",
  "다음 전시도 꼭 보러 올게요. 준비해 주셔서 감사합니다.",
  "조명 연출이 인상적이었어요. 음악도 잘 어울렸습니다.",
  "주말에 가족과 함께 와서 좋은 추억 만들고 갑니다.",
  "생각보다 규모가 커서 놀랐어요. 추천합니다!",
  "전시 설명이 친절해서 아이에게 설명해 주기 좋았어요.",
  "사람이 많았지만 동선이 잘 되어 있어서 편하게 봤어요.",
  "연말 분위기가 물씬 나는 전시였습니다.",
  "두 번째 방문인데 볼 때마다 새로운 느낌이에요.",
  "방명록 이벤트 덕분에 좋은 기억이 하나 더 생겼네요.",
] as const;
export const GUEST_REPLY = "방문해 주셔서 감사합니다. 즐거운 시간 되셨기를 바랍니다. - 운영사무국";
