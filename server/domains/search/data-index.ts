// The search domain's own data: the recommended keywords and the seeded popular-keyword counts. The
// events, lectures and coupons the total search finds are read from their domains' tables (routes.ts).

export const RECOMMENDED_KEYWORDS = "신규오픈,멤버십할인,겨울세일,키즈,브런치,주차";
export const POPULAR: readonly [keyword: string, cnt: number][] = [
  ["주차", 120],
  ["푸드코트", 95],
  ["키즈", 80],
  ["카페", 64],
  ["영화", 51],
  ["스탬프", 40],
];

// The logging domain's page-info seed (seeded before the events domain) names event pages with these
// ids and titles; the search no longer uses them.
const PAGE_INFO_EVENT_TITLES = [
  "겨울 시즌 오프 최대 50%",
  "주말 가족 공연 페스티벌",
  "신규 매장 오픈 기념 사은 행사",
  "멤버십 더블 적립 위크",
  "크리스마스 마켓",
  "연말 스탬프 투어",
  "앱 다운로드 주차 1시간 무료",
  "카페 스탬프 랠리",
];

/** Event ids of the page-info seed: E + mall code + 4 digits. */
export const eventRefId = (mallCode: string, i: number): string => `E${mallCode}${String(i + 1).padStart(4, "0")}`;
/** The page-info seed's event titles, in id order. */
export const INDEX_EVENT_TITLES: readonly string[] = PAGE_INFO_EVENT_TITLES;
