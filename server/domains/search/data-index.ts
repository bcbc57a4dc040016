import { addDays, kstDate } from "../../lib/kst.ts";

// The reference server's search index: the titles of events, lectures and coupons that the total
// search finds. The events, programs and coupons themselves belong to other domains; the index is
// seeded on its own, with its own ids (the same ids the page-info seed uses for event details).

export interface IndexEntry {
  kind: "event" | "lecture" | "coupon";
  refId: string;
  titl: string;
  sub: string;
  img: string;
  strt: string;
  end: string;
  disp: string;
}

const EVENTS: readonly [titl: string, from: number, to: number, img: number, disp: string][] = [
  ["겨울 시즌 오프 최대 50%", -10, 20, 1, "Y"],
  ["주말 가족 공연 페스티벌", -3, 30, 2, "Y"],
  ["신규 매장 오픈 기념 사은 행사", -5, 10, 3, "Y"],
  ["멤버십 더블 적립 위크", -1, 6, 4, "Y"],
  ["크리스마스 마켓", 5, 35, 5, "Y"],
  ["연말 스탬프 투어", -10, 40, 6, "Y"],
  ["앱 다운로드 주차 1시간 무료", -200, 165, 7, "T"],
  ["카페 스탬프 랠리", -40, -5, 14, "Y"],
];

const KIDS: readonly [titl: string, type: string, day: number][] = [
  ["키즈 뮤지컬 〈숲속 음악회〉", "공연", 8],
  ["어린이 과학 마술쇼", "체험", 15],
  ["가족 쿠킹 클래스: 크리스마스 쿠키", "클래스", 22],
];
const LIBRARY: readonly [titl: string, type: string, day: number][] = [
  ["저자와의 만남: 도시를 걷는 법", "명사 특강", 6],
  ["인문학 강연: 오래된 집의 기억", "인사이트 강연", 13],
  ["북 콘서트: 겨울 밤의 재즈", "라이브러리 콘서트", 20],
];

/** Event ids of the index (and of the page-info seed): E + mall code + 4 digits. */
export const eventRefId = (mallCode: string, i: number): string => `E${mallCode}${String(i + 1).padStart(4, "0")}`;
/** The index's event titles, in id order. */
export const INDEX_EVENT_TITLES: readonly string[] = EVENTS.map(([titl]) => titl);

/** One mall's index entries; coupons name the stores given (the mall's own tenants). */
export function indexEntries(mallCode: string, now: Date, opts: { kids: boolean; library: boolean; couponStores: readonly string[] }): IndexEntry[] {
  const day = (d: number) => addDays(kstDate(now.getTime()), d);
  const out: IndexEntry[] = EVENTS.map(([titl, from, to, img, disp], i) => ({ kind: "event", refId: eventRefId(mallCode, i), titl, sub: "", img: `/images/seed/banner-${img}.svg`, strt: day(from), end: day(to), disp }));
  const lectures = [...(opts.kids ? KIDS.map((k, i) => ({ k, id: `SKP${mallCode}${String(i + 1).padStart(3, "0")}`, plc: "필드 키즈 공연장" })) : []), ...(opts.library ? LIBRARY.map((k, i) => ({ k, id: `SLP${mallCode}${String(i + 1).padStart(3, "0")}`, plc: "필드 라이브러리 강연홀" })) : [])];
  lectures.forEach(({ k: [titl, type, d], id, plc }, i) => out.push({ kind: "lecture", refId: id, titl, sub: `${type}|${plc}`, img: `/images/seed/art-${(i % 6) + 1}.svg`, strt: day(d), end: day(d), disp: "Y" }));
  const coupons: [string, string][] = [["주차 2시간 무료 쿠폰", ""], ...opts.couponStores.map((s, i): [string, string] => [[`아메리카노 1+1`, `10% 할인 쿠폰`, `5천 원 할인 쿠폰`, `음료 1잔 무료`][i % 4]!, s])];
  coupons.forEach(([titl, store], i) => out.push({ kind: "coupon", refId: String(9000 + Number(mallCode) * 100 + i + 1), titl: store ? `${store} ${titl}` : titl, sub: store, img: "", strt: day(-7), end: day(23), disp: "Y" }));
  return out;
}

export const RECOMMENDED_KEYWORDS = "신규오픈,멤버십할인,겨울세일,키즈,브런치,주차";
export const POPULAR: readonly [keyword: string, cnt: number][] = [["주차", 120], ["푸드코트", 95], ["키즈", 80], ["카페", 64], ["영화", 51], ["스탬프", 40]];
