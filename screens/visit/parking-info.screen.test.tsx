// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ParkingInfoScreen, { PARKING_REFRESH_MS } from "./parking-info.screen.tsx";
import { fakePageVisibility } from "../../engine/testing/page-visibility.fixture.ts";

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";

const floors = (b1Free: number, b2Free = 300) => [
  { floor: "B1", totalCnt: 400, parkCnt: 400 - b1Free, emptyCnt: b1Free },
  { floor: "B2", totalCnt: 500, parkCnt: 500 - b2Free, emptyCnt: b2Free },
];
const counts = (b1Free: number, time = "12:00:00", b2Free?: number) =>
  json({ message: "success", updDttm: `2026-11-20 ${time}`, resultList: floors(b1Free, b2Free) });
const FLOOR_MAPS = {
  message: "success",
  floorMapList: [
    { fl: "B2", flNm: "지하 2층", mobFloorUri: "/images/b2.svg", tntCnt: 0 },
    { fl: "B1", flNm: "지하 1층", mobFloorUri: "/images/b1.svg", tntCnt: 4 },
    { fl: "1F", flNm: "1층", mobFloorUri: "/images/1f.svg", tntCnt: 9 },
  ],
};

/** The parking calls: the counts from the script (one answer per call, the last repeating), the floor maps. */
function parkingServer(...answers: ((req: SeenRequest) => Response | Promise<Response>)[]) {
  let n = 0;
  const f = fakeFetch((req) => {
    if (req.url.includes("/floorMapList.do")) return json(FLOOR_MAPS);
    if (req.url.includes("/myCar/parkingCNT.do")) return answers[Math.min(n++, answers.length - 1)]!(req);
    return json({ message: "no" }, 404);
  });
  return { ...f, countCalls: () => f.seen.filter((r) => r.url.includes("/parkingCNT.do")).length };
}

function open(
  s: ReturnType<typeof parkingServer>,
  o: { mall?: string; variant?: Variant; view?: "info" | "map"; query?: Record<string, string>; locale?: "ko" | "en"; timeoutMs?: number } = {},
) {
  const mall = o.mall ?? "hanam";
  const search = new URLSearchParams(o.query).toString();
  return renderScreen(ParkingInfoScreen, {
    route: { screen: "parkingInfo", path: o.view === "map" ? "store/parkingInfo/map" : "store/parkingInfo" },
    props: { variant: o.variant ?? "standard", view: o.view ?? "info" },
    query: o.query ?? {},
    mall,
    locale: o.locale,
    path: `/${mall}/store/parkingInfo${o.view === "map" ? "/map" : ""}${search ? `?${search}` : ""}`,
    fetch: s.fetch,
    timeouts: o.timeoutMs === undefined ? undefined : { main: o.timeoutMs },
  });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const floorRow = (floor: string) => screen.getByText(floor, { selector: "span" }).closest("li")!;

let setVisibility: (v: DocumentVisibilityState) => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  setVisibility = fakePageVisibility();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("live parking counts", () => {
  it("shows each floor's level and free bays, the total and the time of the answer", async () => {
    open(parkingServer(() => counts(10, "12:00:00", 90)));
    await tick(0);
    expect(within(floorRow("B1")).getByText("만차")).toBeTruthy();
    expect(within(floorRow("B1")).getByText("빈자리 10면 / 400면")).toBeTruthy();
    expect(within(floorRow("B2")).getByText("혼잡")).toBeTruthy();
    expect(screen.getByText("전체 빈자리 100면 / 900면")).toBeTruthy();
    expect(screen.getByText("12:00 기준 · 30초마다 새로 고침")).toBeTruthy();
  });

  it("asks again every 30 s while the page is open, never sooner", async () => {
    const s = parkingServer(
      () => counts(200),
      () => counts(5, "12:00:30"),
    );
    open(s);
    await tick(0);
    expect(within(floorRow("B1")).getByText("여유")).toBeTruthy();
    await tick(PARKING_REFRESH_MS - 1);
    expect(s.countCalls()).toBe(1);
    await tick(1);
    expect(s.countCalls()).toBe(2);
    expect(within(floorRow("B1")).getByText("만차")).toBeTruthy();
    expect(within(floorRow("B1")).getByText("빈자리 5면 / 400면")).toBeTruthy();
    expect(screen.getByText("12:00 기준 · 30초마다 새로 고침")).toBeTruthy();
    await tick(PARKING_REFRESH_MS);
    expect(s.countCalls()).toBe(3);
  });

  it("pauses while the page is hidden and refreshes at once on return", async () => {
    const s = parkingServer(
      () => counts(200),
      () => counts(60, "12:10:00"),
    );
    open(s);
    await tick(0);
    setVisibility("hidden");
    await tick(10 * PARKING_REFRESH_MS);
    expect(s.countCalls()).toBe(1);
    setVisibility("visible");
    await tick(0);
    expect(s.countCalls()).toBe(2);
    expect(screen.getByText("12:10 기준 · 30초마다 새로 고침")).toBeTruthy();
  });

  it("never stacks calls: a slow answer holds the next call back", async () => {
    let release: () => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (release = () => resolve(counts(100, "12:01:00"))));
    const s = parkingServer(
      () => counts(200),
      slow,
      () => counts(300, "12:02:00"),
    );
    open(s, { timeoutMs: 60_000 });
    await tick(PARKING_REFRESH_MS);
    expect(s.countCalls()).toBe(2);
    // Well past the interval, inside the call's client timeout (60 s here as in the app).
    await tick(PARKING_REFRESH_MS * 1.5);
    expect(s.countCalls()).toBe(2);
    setVisibility("hidden");
    setVisibility("visible");
    await tick(0);
    expect(s.countCalls()).toBe(2);
    release();
    await tick(0);
    expect(screen.getByText("12:01 기준 · 30초마다 새로 고침")).toBeTruthy();
    await tick(PARKING_REFRESH_MS);
    expect(s.countCalls()).toBe(3);
  });

  it("keeps the last counts when a refresh fails, with a quiet note and the time of the last answer", async () => {
    const s = parkingServer(
      () => counts(120),
      () => json({ message: "error" }, 500),
      () => json({ message: "error" }, 500),
      () => json({ message: "success", resultList: "broken" }),
      () => counts(40, "12:01:30"),
    );
    open(s);
    await tick(0);
    // The 500 is retried once by the client: two requests, one failed refresh.
    await tick(PARKING_REFRESH_MS);
    expect(within(floorRow("B1")).getByText("빈자리 120면 / 400면")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("새로 고치지 못했습니다. 12:00 기준 정보입니다.");
    expect(screen.queryByRole("alert")).toBeNull();
    // A malformed answer is a failed refresh too.
    await tick(PARKING_REFRESH_MS);
    expect(within(floorRow("B1")).getByText("빈자리 120면 / 400면")).toBeTruthy();
    await tick(PARKING_REFRESH_MS);
    expect(within(floorRow("B1")).getByText("빈자리 40면 / 400면")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows the error state with a retry when the first call fails, and an empty state for no floors", async () => {
    const s = parkingServer(
      () => json({ message: "error" }, 500),
      () => json({ message: "error" }, 500),
      () => json({ message: "success", updDttm: "2026-11-20 12:00:00", resultList: [] }),
    );
    open(s);
    await tick(2000);
    const alert = screen.getAllByRole("alert")[0]!;
    fireEvent.click(within(alert).getByRole("button"));
    await tick(0);
    expect(screen.getByText("주차 현황 정보가 없습니다.")).toBeTruthy();
  });
});

describe("fees, entrances and variants", () => {
  it("shows the mall's fees and free parking for purchases (hanam)", async () => {
    open(parkingServer(() => counts(100)));
    await tick(0);
    expect(screen.getByText("입차 후 30분 무료")).toBeTruthy();
    expect(screen.getByText("이후 10분마다 1,000원")).toBeTruthy();
    expect(screen.getByText("하루 최대 50,000원")).toBeTruthy();
    expect(screen.getByText("당일 30,000원 이상 구매하면 2시간 무료")).toBeTruthy();
    expect(screen.getByText("당일 100,000원 이상 구매하면 4시간 무료")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "주차장 입구" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "주차장 지도 보기" }).getAttribute("href")).toBe("/hanam/store/parkingInfo/map");
  });

  it("says parking is free at anseong, with no fee lines, in Korean and English", async () => {
    open(
      parkingServer(() => counts(100)),
      { mall: "anseong" },
    );
    await tick(0);
    expect(screen.getByText("누구나 무료로 주차할 수 있습니다.")).toBeTruthy();
    expect(screen.queryByText(/원$/)).toBeNull();
    cleanup();
    open(
      parkingServer(() => counts(100)),
      { mall: "anseong", locale: "en" },
    );
    await tick(0);
    expect(screen.getByText("Parking is free for everyone.")).toBeTruthy();
    expect(screen.getByText("Main entrance: ramps down from B1 to B3.")).toBeTruthy();
    expect(within(floorRow("B1")).getByText("Plenty")).toBeTruthy();
  });

  it.each([
    ["centerfield", "centerfield", "10분마다 1,200원"],
    ["suwon", "suwon", "이후 10분마다 1,000원"],
    ["granseoul", "granseoul", "10분마다 1,500원"],
  ] as const)("mounts the same page for %s, without the standard set's map page link", async (mall, variant, fee) => {
    const s = parkingServer(() => counts(100));
    open(s, { mall, variant });
    await tick(0);
    expect(screen.getByRole("heading", { level: 1, name: "주차 안내" })).toBeTruthy();
    expect(screen.getByText(fee)).toBeTruthy();
    expect(within(floorRow("B1")).getByText("여유")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "주차장 지도 보기" })).toBeNull();
    expect(s.seen.some((r) => r.url.includes(`/api/${mall}/myCar/parkingCNT.do`))).toBe(true);
  });
});

describe("the car-park map", () => {
  it("shows the car-park floors of the floor maps with tabs and the shown floor's level (map view)", async () => {
    const r = open(
      parkingServer(() => counts(10)),
      { view: "map", query: { fl: "B1" } },
    );
    await tick(0);
    expect(screen.getByRole("heading", { level: 1, name: "주차장 지도" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["B2", "B1"]);
    expect(screen.getByText("B1 만차 · 빈자리 10면")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "B2" }));
    expect(r.currentPath()).toContain("fl=B2");
  });

  it("opens the map popup from the button and with showMap in the address", async () => {
    // The popup's module loads for real.
    vi.useRealTimers();
    const r = open(parkingServer(() => counts(100)));
    fireEvent.click(await screen.findByRole("button", { name: "지도 크게 보기" }));
    expect(r.currentPath()).toContain("showMap=show");
    cleanup();
    open(
      parkingServer(() => counts(100)),
      { query: { showMap: "show", maps: "B1" } },
    );
    const dialog = await screen.findByRole("dialog", { name: "B1 주차장 지도" });
    expect(dialog).toBeTruthy();
  });

  it("says so when the mall has no car-park floor map", async () => {
    const f = fakeFetch((req) =>
      req.url.includes("/floorMapList.do") ? json({ message: "success", floorMapList: [FLOOR_MAPS.floorMapList[2]] }) : counts(100),
    );
    renderScreen(ParkingInfoScreen, {
      route: { screen: "parkingInfo", path: "store/parkingInfo" },
      props: {},
      mall: "wirye",
      path: "/wirye/store/parkingInfo",
      fetch: f.fetch,
    });
    await tick(0);
    expect(screen.getByText("주차장 지도가 없습니다.")).toBeTruthy();
  });
});
