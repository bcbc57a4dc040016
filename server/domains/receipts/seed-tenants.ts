// Stores that issue receipts in the seed: names written for the reference server, with typical items and prices.

export interface SeedTenant {
  name: string;
  /** S-class: overseas luxury brands of hanam (the sclassyn filter). */
  sclass: boolean;
  items: readonly (readonly [string, number])[];
}

export const EVERYDAY_TENANTS: readonly SeedTenant[] = [
  {
    name: "달빛 로스터리",
    sclass: false,
    items: [
      ["아메리카노", 4800],
      ["카페라떼", 5300],
      ["바닐라 라떼", 5800],
      ["치즈케이크", 6900],
      ["크루아상", 4200],
    ],
  },
  {
    name: "소담 한식당",
    sclass: false,
    items: [
      ["된장찌개 정식", 11000],
      ["불고기 정식", 14500],
      ["비빔밥", 10500],
      ["해물파전", 16000],
    ],
  },
  {
    name: "하루 라멘",
    sclass: false,
    items: [
      ["돈코츠 라멘", 11500],
      ["매운 미소 라멘", 12000],
      ["교자 6개", 6500],
      ["차슈 덮밥", 9500],
    ],
  },
  {
    name: "한결 어반웨어",
    sclass: false,
    items: [
      ["울 니트 스웨터", 59000],
      ["와이드 슬랙스", 49000],
      ["옥스퍼드 셔츠", 39000],
      ["경량 패딩 조끼", 69000],
    ],
  },
  {
    name: "모아 리빙",
    sclass: false,
    items: [
      ["세라믹 머그컵", 12000],
      ["디퓨저 200ml", 28000],
      ["린넨 쿠션 커버", 19000],
      ["원목 도마", 24000],
    ],
  },
  {
    name: "온누리 서점",
    sclass: false,
    items: [
      ["소설 단행본", 16800],
      ["여행 에세이", 17500],
      ["2027 다이어리", 22000],
      ["어린이 그림책", 14000],
    ],
  },
  {
    name: "루미 뷰티",
    sclass: false,
    items: [
      ["수분 크림 50ml", 32000],
      ["선크림 SPF50", 24000],
      ["립밤", 9000],
      ["클렌징 폼", 15000],
    ],
  },
  {
    name: "다온 키즈",
    sclass: false,
    items: [
      ["블록 놀이 세트", 45000],
      ["아동 운동화", 52000],
      ["색칠 공부 세트", 12000],
    ],
  },
  {
    name: "바람 스포츠",
    sclass: false,
    items: [
      ["러닝화", 129000],
      ["트레이닝 팬츠", 59000],
      ["기능성 반팔 티셔츠", 35000],
      ["스포츠 양말 3족", 15000],
    ],
  },
  {
    name: "그린 마켓",
    sclass: false,
    items: [
      ["제철 과일 세트", 18900],
      ["유기농 우유 1L", 4300],
      ["샐러드 팩", 6900],
      ["생수 2L 6병", 5400],
    ],
  },
];

export const LUXURY_TENANTS: readonly SeedTenant[] = [
  {
    name: "메종 루체",
    sclass: true,
    items: [
      ["가죽 토트백", 2380000],
      ["실크 스카프", 480000],
      ["카드 지갑", 560000],
    ],
  },
  {
    name: "아틀리에 벨라",
    sclass: true,
    items: [
      ["오토매틱 손목시계", 3950000],
      ["가죽 시곗줄", 420000],
    ],
  },
  {
    name: "까사 노빌레",
    sclass: true,
    items: [
      ["캐시미어 코트", 2890000],
      ["장지갑", 890000],
      ["가죽 벨트", 620000],
    ],
  },
];

export const CARD_NAMES = ["신한", "국민", "현대", "삼성", "하나", "우리", "롯데", "BC"] as const;
