// The seed's tenant vocabulary: categories, benefits, themes and a pool of fictional brands.
// Brand n (1-based, in pool order) has the generated logo /images/seed/logo-<n>.svg.

export interface Category {
  seq: number;
  ko: string;
  en: string;
  subs: readonly { seq: number; ko: string; en: string }[];
}

export const CATEGORIES: readonly Category[] = [
  {
    seq: 1,
    ko: "패션",
    en: "Fashion",
    subs: [
      { seq: 11, ko: "여성의류", en: "Womenswear" },
      { seq: 12, ko: "남성의류", en: "Menswear" },
      { seq: 13, ko: "스포츠·아웃도어", en: "Sports & Outdoor" },
      { seq: 14, ko: "슈즈·잡화", en: "Shoes & Accessories" },
      { seq: 15, ko: "럭셔리", en: "Luxury" },
    ],
  },
  {
    seq: 2,
    ko: "뷰티",
    en: "Beauty",
    subs: [
      { seq: 21, ko: "화장품", en: "Cosmetics" },
      { seq: 22, ko: "헤어·네일", en: "Hair & Nail" },
    ],
  },
  {
    seq: 3,
    ko: "리빙",
    en: "Living",
    subs: [
      { seq: 31, ko: "가구·인테리어", en: "Furniture & Interior" },
      { seq: 32, ko: "주방·생활", en: "Kitchen & Household" },
      { seq: 33, ko: "가전·디지털", en: "Electronics" },
    ],
  },
  {
    seq: 4,
    ko: "키즈",
    en: "Kids",
    subs: [
      { seq: 41, ko: "키즈패션", en: "Kids Fashion" },
      { seq: 42, ko: "완구·교육", en: "Toys & Learning" },
    ],
  },
  {
    seq: 5,
    ko: "식음",
    en: "Food & Beverage",
    subs: [
      { seq: 51, ko: "레스토랑", en: "Restaurants" },
      { seq: 52, ko: "카페·디저트", en: "Cafes & Desserts" },
      { seq: 53, ko: "푸드코트", en: "Food Court" },
    ],
  },
  {
    seq: 6,
    ko: "엔터테인먼트",
    en: "Entertainment",
    subs: [
      { seq: 61, ko: "영화관", en: "Cinema" },
      { seq: 62, ko: "스포츠·게임", en: "Sports & Games" },
      { seq: 63, ko: "서점·문화", en: "Books & Culture" },
    ],
  },
  {
    seq: 7,
    ko: "서비스",
    en: "Services",
    subs: [
      { seq: 71, ko: "은행·환전", en: "Banking" },
      { seq: 72, ko: "약국·안경", en: "Pharmacy & Optical" },
      { seq: 73, ko: "반려동물", en: "Pets" },
    ],
  },
];

/** The top-level category of a sub-category. */
export function parentOf(cateSeq: number): Category {
  const c = CATEGORIES.find((m) => m.subs.some((s) => s.seq === cateSeq));
  if (!c) throw new Error(`unknown sub-category ${cateSeq}`);
  return c;
}

export function subCategory(cateSeq: number): { seq: number; ko: string; en: string } {
  return parentOf(cateSeq).subs.find((s) => s.seq === cateSeq)!;
}

export const BENEFITS = [
  { seq: 1, ko: "주차 할인", en: "Parking discount" },
  { seq: 2, ko: "멤버십 포인트 적립", en: "Membership points" },
  { seq: 3, ko: "제휴카드 할인", en: "Partner card discount" },
  { seq: 4, ko: "무료 선물 포장", en: "Free gift wrapping" },
  { seq: 5, ko: "키즈 프렌들리", en: "Kids friendly" },
] as const;

export const THEMES = [
  { seq: 1, ko: "데이트", en: "Date" },
  { seq: 2, ko: "가족 나들이", en: "Family outing" },
  { seq: 3, ko: "반려동물 동반", en: "With pets" },
  { seq: 4, ko: "나홀로 쇼핑", en: "Solo shopping" },
  { seq: 5, ko: "선물 고르기", en: "Gift shopping" },
] as const;

export type Gender = "M" | "F" | "U";

export interface Brand {
  /** 1-based position in the pool: the logo number. */
  n: number;
  ko: string;
  en: string;
  cate: number;
  gndr: Gender;
}

// [Korean name, English name, sub-category, gender target]
const POOL: readonly [string, string, number, Gender][] = [
  ["라온제나", "Laonzena", 11, "F"],
  ["모아르", "Moar", 11, "F"],
  ["시엘로 우먼", "Cielo Woman", 11, "F"],
  ["벨로아", "Veloa", 11, "F"],
  ["수하", "Suha", 11, "F"],
  ["플로르", "Flor", 11, "F"],
  ["이든라인", "Edenline", 11, "F"],
  ["메종 드 린", "Maison de Lin", 11, "F"],
  ["그레이스톤", "Greystone", 12, "M"],
  ["헨리앤코", "Henry & Co", 12, "M"],
  ["오크하우스", "Oakhouse", 12, "M"],
  ["바른핏", "Bareunfit", 12, "M"],
  ["노스포인트 맨", "Northpoint Men", 12, "M"],
  ["테일러 민", "Tailor Min", 12, "M"],
  ["런업", "Run Up", 13, "U"],
  ["하이랜더 아웃도어", "Highlander Outdoor", 13, "U"],
  ["스윙필드 골프", "Swingfield Golf", 13, "U"],
  ["아쿠아런", "Aquarun", 13, "U"],
  ["블루피크", "Bluepeak", 13, "U"],
  ["코트나인", "Court Nine", 13, "U"],
  ["트레일온", "Trail On", 13, "U"],
  ["슈가든", "Shoe Garden", 14, "U"],
  ["발걸음", "Balgeoreum", 14, "U"],
  ["레더앤라인", "Leather & Line", 14, "F"],
  ["모노백", "Monobag", 14, "U"],
  ["윤슬 주얼리", "Yunseul Jewelry", 14, "F"],
  ["타임키퍼", "Timekeeper", 14, "U"],
  ["메종 오렐", "Maison Orel", 15, "F"],
  ["카스텔리아", "Castellia", 15, "U"],
  ["베르동", "Verdon", 15, "M"],
  ["루체 밀라노", "Luce Milano", 15, "F"],
  ["온결 뷰티", "Ongyeol Beauty", 21, "F"],
  ["새벽이슬", "Saebyeok Dew", 21, "F"],
  ["그린로즈", "Green Rose", 21, "F"],
  ["아토앤", "Atoen", 21, "U"],
  ["뷰티스퀘어", "Beauty Square", 21, "U"],
  ["퓨어라벨", "Pure Label", 21, "U"],
  ["손끝네일", "Sonkkeut Nail", 22, "F"],
  ["살롱 드 하루", "Salon de Haru", 22, "U"],
  ["나무결 리빙", "Namugyeol Living", 31, "U"],
  ["홈스토리", "Home Story", 31, "U"],
  ["소파앤모어", "Sofa & More", 31, "U"],
  ["노르딕하임", "Nordic Heim", 31, "U"],
  ["키친온", "Kitchen On", 32, "U"],
  ["그릇가게 담", "Dam Tableware", 32, "U"],
  ["생활백화", "Daily Goods", 32, "U"],
  ["디지털파크", "Digital Park", 33, "U"],
  ["사운드웨이브", "Soundwave", 33, "U"],
  ["모바일랩", "Mobile Lab", 33, "U"],
  ["꼬마숲", "Kkoma Forest", 41, "U"],
  ["리틀솔", "Little Sol", 41, "U"],
  ["아이봄", "Ibom", 41, "U"],
  ["토이킹덤", "Toy Kingdom", 42, "U"],
  ["블록하우스", "Block House", 42, "U"],
  ["생각나무", "Thinking Tree", 42, "U"],
  ["한상차림", "Hansang", 51, "U"],
  ["온달 국밥", "Ondal Gukbap", 51, "U"],
  ["스시 하나미", "Sushi Hanami", 51, "U"],
  ["트라토리아 누보", "Trattoria Nuovo", 51, "U"],
  ["화로정", "Hwarojeong", 51, "U"],
  ["누들로드", "Noodle Road", 51, "U"],
  ["버거스테이션", "Burger Station", 51, "U"],
  ["소반", "Soban", 51, "U"],
  ["타코하우스", "Taco House", 51, "U"],
  ["딤섬가든", "Dim Sum Garden", 51, "U"],
  ["포엔 쌀국수", "Pho En", 51, "U"],
  ["스테이크원", "Steak One", 51, "U"],
  ["한결 베이커리", "Hangyeol Bakery", 52, "U"],
  ["카페 모퉁이", "Cafe Motungi", 52, "U"],
  ["달빛커피", "Dalbit Coffee", 52, "U"],
  ["젤라또랩", "Gelato Lab", 52, "U"],
  ["티하우스 다원", "Dawon Tea House", 52, "U"],
  ["브런치가든", "Brunch Garden", 52, "U"],
  ["도넛공방", "Donut Atelier", 52, "U"],
  ["빙수당", "Bingsudang", 52, "U"],
  ["분식나라", "Bunsik Nara", 53, "U"],
  ["돈까스명가", "Donkatsu House", 53, "U"],
  ["비빔밥집", "Bibimbap Jip", 53, "U"],
  ["짬뽕관", "Jjamppong Hall", 53, "U"],
  ["우동야", "Udonya", 53, "U"],
  ["떡볶이연구소", "Tteokbokki Lab", 53, "U"],
  ["메가박스", "Megabox", 61, "U"],
  ["CGV", "CGV", 61, "U"],
  ["플레이존", "Play Zone", 62, "U"],
  ["스트라이크 볼링", "Strike Bowling", 62, "U"],
  ["VR 어드벤처", "VR Adventure", 62, "U"],
  ["업월 클라이밍", "Upwall Climbing", 62, "U"],
  ["책마루", "Chaekmaru Books", 63, "U"],
  ["음반가게 소리", "Sori Records", 63, "U"],
  ["새솔은행", "Saesol Bank", 71, "U"],
  ["글로벌 환전소", "Global Exchange", 71, "U"],
  ["푸른 약국", "Pureun Pharmacy", 72, "U"],
  ["밝은눈 안경", "Balgeunnun Optical", 72, "U"],
  ["펫앤조이", "Pet & Joy", 73, "U"],
  ["멍냥살롱", "Meongnyang Salon", 73, "U"],
  // The three dedicated-page tenants (spec part-1 §2 redirects): city lounge, kids space, library.
  ["시티 라운지", "City Lounge", 63, "U"],
  ["필드 키즈", "Field Kids", 42, "U"],
  ["필드 라이브러리", "Field Library", 63, "U"],
];

export const BRANDS: readonly Brand[] = POOL.map(([ko, en, cate, gndr], i) => ({ n: i + 1, ko, en, cate, gndr }));

export const brandByEn = (en: string): Brand => {
  const b = BRANDS.find((x) => x.en === en);
  if (!b) throw new Error(`unknown brand ${en}`);
  return b;
};

/** The tenant codes the route tables redirect to dedicated pages (manifests/route-sets/standard.json). */
export const SPECIAL_TENANTS = {
  cityLounge: { code: "T0000CL", en: "City Lounge" },
  kids: { code: "T0000KD", en: "Field Kids" },
  library: { code: "T0000LB", en: "Field Library" },
} as const;

export const logoUri = (b: Brand): string => `/images/seed/logo-${b.n}.svg`;
