// Language labels, the Centerfield menu, exhibitions and stories.

/** Server-managed labels: key → [Korean, English]; mobile ones also appear in language/mobile/{x}list.do. */
export const LABELS: readonly [key: string, ko: string, en: string, mobile: boolean][] = [
  ["home", "홈", "Home", true],
  ["about", "센터필드 소개", "About", true],
  ["floorInfo", "층별 안내", "Floor Guide", true],
  ["location", "오시는 길", "Directions", true],
  ["parkingInfo", "주차 안내", "Parking", true],
  ["eventList", "이벤트", "Events", true],
  ["couponList", "쿠폰", "Coupons", true],
  ["notice", "공지사항", "Notices", true],
  ["faq", "자주 묻는 질문", "FAQ", true],
  ["mypage", "마이페이지", "My Page", true],
  ["receipt", "모바일 영수증", "Mobile Receipts", true],
  ["search", "검색", "Search", true],
  ["routeFinder", "길찾기", "Route Finder", true],
  ["openHours", "영업시간", "Opening Hours", false],
  ["noResult", "검색결과가 없습니다.", "No search results.", false],
  ["enterKeyword", "검색어를 입력해 주세요.", "Please enter a search keyword.", false],
  ["loginRequired", "로그인이 필요한 서비스입니다. 로그인하시겠습니까?", "This service requires login. Do you want to log in?", false],
  ["close", "닫기", "Close", false],
  ["closeToday", "오늘 하루 보지 않기", "Don't show today", false],
];

export interface MenuSeed {
  ko: string;
  en: string;
  link: string;
  subs?: readonly { ko: string; en: string; link: string }[];
}

export const CF_MENU: readonly MenuSeed[] = [
  {
    ko: "센터필드 소개",
    en: "About",
    link: "/centerfield/about",
    subs: [
      { ko: "센터필드 소개", en: "About", link: "/centerfield/about" },
      { ko: "브랜드 인트로", en: "Brand Intro", link: "/centerfield/intro" },
    ],
  },
  {
    ko: "매장 안내",
    en: "Stores",
    link: "/centerfield/floorInfo",
    subs: [
      { ko: "층별 안내", en: "Floor Guide", link: "/centerfield/floorInfo" },
      { ko: "길찾기", en: "Route Finder", link: "/centerfield/home?mapSearch=Y" },
    ],
  },
  {
    ko: "이용 안내",
    en: "Visit",
    link: "/centerfield/location",
    subs: [
      { ko: "오시는 길", en: "Directions", link: "/centerfield/location" },
      { ko: "주차 안내", en: "Parking", link: "/centerfield/parkingInfo" },
    ],
  },
  {
    ko: "이벤트·쿠폰",
    en: "Events & Coupons",
    link: "/centerfield/eventList",
    subs: [
      { ko: "이벤트", en: "Events", link: "/centerfield/eventList" },
      { ko: "쿠폰", en: "Coupons", link: "/centerfield/couponeList" },
    ],
  },
  {
    ko: "고객센터",
    en: "Customer Service",
    link: "/centerfield/notice",
    subs: [
      { ko: "공지사항", en: "Notices", link: "/centerfield/notice" },
      { ko: "자주 묻는 질문", en: "FAQ", link: "/centerfield/faq" },
    ],
  },
  { ko: "마이페이지", en: "My Page", link: "/centerfield/mypage", subs: [{ ko: "모바일 영수증", en: "Mobile Receipts", link: "/centerfield/treceiptList" }] },
];

export interface ExhibitionSeed {
  titl: string;
  plc: string;
  /** Start and end, in days from the seed date. */
  from: number;
  to: number;
  smry: string;
  fee: string;
}

export const EXHIBITIONS: readonly ExhibitionSeed[] = [
  { titl: "빛의 정원: 미디어아트 특별전", plc: "1층 중앙 아트리움", from: -20, to: 25, smry: "빛과 소리로 채운 몰입형 정원", fee: "무료" },
  { titl: "서울의 골목, 사진으로 걷다", plc: "2층 갤러리 라운지", from: -5, to: 9, smry: "사진가 12인이 기록한 오래된 골목", fee: "무료" },
  { titl: "겨울 동화 일러스트展", plc: "3층 키즈 갤러리", from: 2, to: 40, smry: "그림책 작가 8인의 원화 전시", fee: "무료" },
  { titl: "공예 주간: 손의 시간", plc: "B1 이벤트 홀", from: -2, to: 4, smry: "도자, 유리, 목공 작가의 작품과 시연", fee: "무료" },
  { titl: "청년 작가 공모전 수상작展", plc: "1층 갤러리 월", from: -60, to: -10, smry: "올해 공모전 수상작 20점", fee: "무료" },
  { titl: "바다를 닮은 색: 업사이클 아트", plc: "2층 중앙 광장", from: 10, to: 30, smry: "해양 폐기물로 만든 설치 작품", fee: "무료" },
];

export const STORY_TOPICS: readonly [titl: string, smry: string, link: string][] = [
  ["겨울 아우터 고르는 법", "소재별 보온성과 관리 요령을 정리했습니다.", "/{mall}/tenant/categoryInfo"],
  ["아이와 함께 하루 코스", "공연 관람부터 키즈 카페까지 하루 동선 추천", "/{mall}/tenant/{product}Kids"],
  ["주말 브런치 맛집 5곳", "늦은 아침을 즐기기 좋은 레스토랑", "/{mall}/cafeDining/main"],
  ["반려견과 산책하기 좋은 동선", "반려동물 동반 매장과 휴게 공간 안내", "/{mall}/tenant/floorInfo"],
  ["연말 선물 추천 리스트", "가격대별로 고른 선물 아이디어", "/{mall}/event/main"],
  ["신규 매장 미리 보기", "이번 달 새로 문을 연 매장 소개", "/{mall}/tenant/floorInfo"],
  ["주차 꿀팁", "덜 붐비는 시간대와 출차 동선", "/{mall}/store/parkingInfo"],
  ["홈카페 원두 고르기", "산미와 바디감으로 고르는 원두", "/{mall}/cafeDining/main"],
  ["운동화 세탁과 보관", "오래 신는 관리 방법", "/{mall}/tenant/categoryInfo"],
  ["겨울 실내 데이트 코스", "영화와 전시, 디저트까지", "/{mall}/tenant/entertainment"],
  ["러닝 입문 가이드", "첫 러닝화와 기본 장비 고르기", "/{mall}/tenant/categoryInfo"],
  ["도서관에서 보내는 저녁", "강연과 북토크 일정 모아보기", "/{mall}/tenant/{product}Library"],
];

/** Malls with exhibitions (manifest feature "exhibitions"). */
export const EXHIBITION_MALLS: readonly string[] = ["hanam", "coexmall"];
