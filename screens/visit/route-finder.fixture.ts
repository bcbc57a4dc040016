// A fake route finder server for the dialog's tests: the store list (with the name search) and the
// route map of parking → 2F East Terrace, with and without steps, in the contract's shapes.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Floor = "parking" | "B2" | "B1" | "F1" | "F2";
const place = (index: number, floor: Floor, name: string, nameEn: string) => ({ index, floor, name, nameEn, key: `place-${index}` });
const PLACES = [
  place(0, "parking", "주차장 (동측·서측)", "Parking (East & West)"),
  place(2, "B2", "B2 중앙 광장", "B2 Central Plaza"),
  place(12, "F2", "2F 동측 테라스", "2F East Terrace"),
  place(13, "F2", "2F 중앙 라운지", "2F Central Lounge"),
];
const st = (floor: Floor, name: string, nameEn: string, index: number, key: string) => ({ floor, name, nameEn, index, key });
export const STORES = [
  st("parking", "주차장 동측", "Parking East", 0, "cf-p-01"),
  st("parking", "주차장 서측", "Parking West", 0, "cf-p-02"),
  st("B2", "김밥상회", "Gimbap Store", 2, "cf-b2-01"),
  st("F2", "스테이크원", "Steak One", 12, "cf-2f-01"),
  st("F2", "소반", "Soban", 13, "cf-2f-02"),
];

const ev = { key: "ev-west", name: "서측 엘리베이터", nameEn: "West elevator" };
const es = { key: "es-east", name: "동측 에스컬레이터", nameEn: "East escalator" };
const stairs = { key: "st-center", name: "중앙 계단", nameEn: "Central stairs" };
const img = (slug: string) => `/images/seed/cf-route-${slug}-${slug}.svg`;

export function routeMap(start: number, dest: number, stepFree: boolean) {
  const legs = stepFree
    ? [
        {
          kind: "walk",
          floor: "parking",
          toFloor: "parking",
          path: [
            { x: 178, y: 130 },
            { x: 66, y: 100 },
          ],
          via: null,
        },
        { kind: "elevator", floor: "parking", toFloor: "F2", path: [{ x: 66, y: 100 }], via: ev },
        {
          kind: "walk",
          floor: "F2",
          toFloor: "F2",
          path: [
            { x: 66, y: 100 },
            { x: 300, y: 120 },
          ],
          via: null,
        },
      ]
    : [
        {
          kind: "walk",
          floor: "parking",
          toFloor: "parking",
          path: [
            { x: 178, y: 130 },
            { x: 178, y: 175 },
          ],
          via: null,
        },
        { kind: "stairs", floor: "parking", toFloor: "B2", path: [{ x: 178, y: 175 }], via: stairs },
        {
          kind: "walk",
          floor: "B2",
          toFloor: "B2",
          path: [
            { x: 178, y: 175 },
            { x: 290, y: 100 },
          ],
          via: null,
        },
        { kind: "escalator", floor: "B2", toFloor: "F2", path: [{ x: 290, y: 100 }], via: es },
        {
          kind: "walk",
          floor: "F2",
          toFloor: "F2",
          path: [
            { x: 290, y: 100 },
            { x: 300, y: 120 },
          ],
          via: null,
        },
      ];
  const floors = stepFree ? ["parking", "F2"] : ["parking", "B2", "F2"];
  const slug = (f: string) => ({ parking: "p", B2: "b2", F2: "2f" })[f as "parking"];
  return {
    start: PLACES.find((p) => p.index === start)!,
    dest: PLACES.find((p) => p.index === dest)!,
    routeImgUri: "/images/seed/cf-route-p-2f.svg",
    startPin: { x: 178, y: 130 },
    destPin: { x: 300, y: 400 },
    steps: ["출발", "도착"],
    stepFree: stepFree ? "Y" : "N",
    legs,
    floorMaps: floors.map((floor) => ({ floor, imgUri: img(slug(floor)) })),
  };
}

export interface RouteServerOptions {
  storesFail?: boolean;
  /** The route call answers 200 with a body its schema refuses. */
  routeMalformed?: boolean;
}

/** The fake fetch and what it was asked (the route calls' query strings). */
export function routeServer(o: RouteServerOptions = {}) {
  const routeCalls: URLSearchParams[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    if (url.pathname === "/api/centerfield/route/storeList.do") {
      if (o.storesFail) return Promise.resolve(json({ message: "error" }, 500));
      const k = (url.searchParams.get("keyword") ?? "").toLowerCase();
      const storeList = STORES.filter((s) => k === "" || s.name.includes(k) || s.nameEn.toLowerCase().includes(k));
      return Promise.resolve(json({ message: "success", placeList: PLACES, storeList }));
    }
    if (url.pathname === "/api/centerfield/route/map.do") {
      routeCalls.push(url.searchParams);
      if (o.routeMalformed) return Promise.resolve(json({ message: "success", routeMap: { legs: "none" } }));
      return Promise.resolve(
        json({
          message: "success",
          routeMap: routeMap(Number(url.searchParams.get("start")), Number(url.searchParams.get("dest")), url.searchParams.get("stepFree") === "Y"),
        }),
      );
    }
    return Promise.resolve(json({ message: "not found" }, 404));
  };
  return { fetch: fetch as typeof globalThis.fetch, routeCalls };
}
