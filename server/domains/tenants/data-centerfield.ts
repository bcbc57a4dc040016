// Centerfield's route finder (spec part-2 §2.2, §3, §9): 15 route places and the store entries of the
// floor tabs P, B2, B1, 1F, 2F.
//
// The spec lists the places as "parking East/West, B2 three, B1 four, 1F four, 2F three" and also
// says there are 15 of them; the parts add up to 16. The reference data reconciles the two: the
// parking level is ONE route place (index 0) that the two parking store entries (East, West) share,
// so there are 15 places (1 + 3 + 4 + 4 + 3) and the parking tab still offers East and West.

export type CfFloor = "parking" | "B2" | "B1" | "F1" | "F2";

export interface CfPlace {
  index: number;
  floor: CfFloor;
  name: string;
  nameEn: string;
  key: string;
  /** Pin on the floor panel of the route images (355 × 260). */
  x: number;
  y: number;
}

const P = (index: number, floor: CfFloor, name: string, nameEn: string, x: number, y: number): CfPlace => ({
  index,
  floor,
  name,
  nameEn,
  key: `place-${index}`,
  x,
  y,
});

export const CF_PLACES: readonly CfPlace[] = [
  P(0, "parking", "주차장 (동측·서측)", "Parking (East & West)", 178, 130),
  P(1, "B2", "B2 동측 에스컬레이터", "B2 East Escalator", 290, 130),
  P(2, "B2", "B2 중앙 광장", "B2 Central Plaza", 178, 130),
  P(3, "B2", "B2 서측 엘리베이터", "B2 West Elevator", 66, 130),
  P(4, "B1", "B1 동측 출입구", "B1 East Entrance", 312, 118),
  P(5, "B1", "B1 중앙 아트리움", "B1 Central Atrium", 200, 130),
  P(6, "B1", "B1 서측 에스컬레이터", "B1 West Escalator", 96, 130),
  P(7, "B1", "B1 역 연결통로", "B1 Station Passage", 40, 150),
  P(8, "F1", "1F 정문", "1F Main Entrance", 178, 236),
  P(9, "F1", "1F 동측 로비", "1F East Lobby", 296, 130),
  P(10, "F1", "1F 중앙 광장", "1F Central Plaza", 178, 130),
  P(11, "F1", "1F 서측 로비", "1F West Lobby", 60, 130),
  P(12, "F2", "2F 동측 테라스", "2F East Terrace", 300, 120),
  P(13, "F2", "2F 중앙 라운지", "2F Central Lounge", 178, 130),
  P(14, "F2", "2F 서측 가든", "2F West Garden", 56, 140),
];

export interface CfStore {
  floor: CfFloor;
  name: string;
  nameEn: string;
  index: number;
  key: string;
}

// [floor, Korean name, English name, route index]
const STORES: readonly [CfFloor, string, string, number][] = [
  ["parking", "주차장 동측", "Parking East", 0],
  ["parking", "주차장 서측", "Parking West", 0],
  ["B2", "한솥밥상", "Hansot Table", 1],
  ["B2", "면장우동", "Myeonjang Udon", 1],
  ["B2", "그린보울", "Green Bowl", 1],
  ["B2", "도시락공방", "Dosirak Atelier", 1],
  ["B2", "카레하우스 소라", "Curry House Sora", 2],
  ["B2", "김밥상회", "Gimbap Store", 2],
  ["B2", "포엔 쌀국수", "Pho En", 2],
  ["B2", "샐러드랩", "Salad Lab", 2],
  ["B2", "만두명가", "Mandu House", 2],
  ["B2", "커피스탠드 온", "Coffee Stand On", 3],
  ["B2", "베이글하우스", "Bagel House", 3],
  ["B2", "생과일주스 바", "Fresh Juice Bar", 3],
  ["B2", "편의점 센터", "Center Mart", 3],
  ["B1", "달빛커피", "Dalbit Coffee", 4],
  ["B1", "한결 베이커리", "Hangyeol Bakery", 4],
  ["B1", "스시 하나미", "Sushi Hanami", 5],
  ["B1", "트라토리아 누보", "Trattoria Nuovo", 5],
  ["B1", "화로정", "Hwarojeong", 5],
  ["B1", "푸른 약국", "Pureun Pharmacy", 6],
  ["B1", "책마루", "Chaekmaru Books", 6],
  ["B1", "새솔은행", "Saesol Bank", 7],
  ["B1", "모바일랩", "Mobile Lab", 7],
  ["F1", "메종 오렐", "Maison Orel", 8],
  ["F1", "카스텔리아", "Castellia", 8],
  ["F1", "온결 뷰티", "Ongyeol Beauty", 9],
  ["F1", "윤슬 주얼리", "Yunseul Jewelry", 9],
  ["F1", "플로르", "Flor", 9],
  ["F1", "카페 모퉁이", "Cafe Motungi", 10],
  ["F1", "젤라또랩", "Gelato Lab", 10],
  ["F1", "그레이스톤", "Greystone", 10],
  ["F1", "타임키퍼", "Timekeeper", 11],
  ["F1", "모노백", "Monobag", 11],
  ["F1", "브런치가든", "Brunch Garden", 11],
  ["F2", "스테이크원", "Steak One", 12],
  ["F2", "티하우스 다원", "Dawon Tea House", 12],
  ["F2", "소반", "Soban", 13],
  ["F2", "딤섬가든", "Dim Sum Garden", 13],
  ["F2", "노르딕하임", "Nordic Heim", 14],
  ["F2", "살롱 드 하루", "Salon de Haru", 14],
];

export const CF_STORES: readonly CfStore[] = STORES.map(([floor, name, nameEn, index], i) => ({
  floor,
  name,
  nameEn,
  index,
  key: `cf-${floor.toLowerCase()}-${String(i + 1).padStart(2, "0")}`,
}));

/** Floor slug of the route images (cf-route-<from>-<to>.svg). */
export const cfFloorSlug = (f: CfFloor): string => ({ parking: "p", B2: "b2", B1: "b1", F1: "1f", F2: "2f" })[f];
export const cfFloorLabel = (f: CfFloor): string => ({ parking: "P", B2: "B2", B1: "B1", F1: "1F", F2: "2F" })[f];
export const CF_FLOORS: readonly CfFloor[] = ["parking", "B2", "B1", "F1", "F2"];
export const cfRouteImgUri = (from: CfFloor, to: CfFloor): string => `/images/seed/cf-route-${cfFloorSlug(from)}-${cfFloorSlug(to)}.svg`;
