// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeFetch, json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import CafeDiningScreen from "./cafe-dining.screen.tsx";
import FacilityReserveScreen from "./facility-reserve.screen.tsx";

afterEach(cleanup);
// The waiting list and its registration dialog are lazy chunks. Loaded once before the tests, so that
// whichever test opens the dialog first does not spend its wait on the cold import: the registration
// tests failed when they ran first (alone, or first in a shuffled order).
beforeAll(() => Promise.all([import("./waiting-spots.tsx"), import("./waiting-dialog.tsx")]));

const restaurant = (n: number, over: Record<string, unknown> = {}) => ({
  tnt_seq: `T01${String(n).padStart(4, "0")}`,
  tnt_nm_ko: `식당 ${n}`,
  tnt_nm_en: `Diner ${n}`,
  fl: "3F",
  img_logo_uri: "",
  img_mobi_logo_uri: "",
  tnt_tels: "031-8072-1000",
  mama_cate_seq: 5,
  mama_cate_nm: "식음",
  cate_seq: 51,
  cate_nm: "레스토랑",
  opn_hr: "10:30~22:00",
  have_evt: "N",
  have_cpn: "N",
  xctnCord: 10,
  yctnCord: 10,
  brk_time_yn: n % 2 === 0 ? "Y" : "N",
  brk_time: n % 2 === 0 ? "15:00~16:30" : "",
  res_avl_yn: n <= 3 ? "Y" : "N",
  pckg_avl_yn: "Y",
  chld_menu_yn: "N",
  rprs_menu: `대표 ${n}`,
  ...over,
});

const paging = (count: number, pages: number, page: number) => ({
  currentPageNo: page,
  recordCountPerPage: 20,
  totalRecordCount: count,
  totalPageCount: pages,
});

const spots = [
  { spotId: 11, spotName: "담소 한식당", category: "한식", floor: "B1", imgUrl: "", status: "OPEN", waitingCount: 3, expectedWaitMin: 18 },
  { spotId: 12, spotName: "딤섬 하우스", category: "중식", floor: "3F", imgUrl: "", status: "PAUSED", waitingCount: 5, expectedWaitMin: 30 },
  { spotId: 13, spotName: "카페 포레스트", category: "카페", floor: "1F", imgUrl: "", status: "CLOSED", waitingCount: 0, expectedWaitMin: 0 },
];

/** The reference server's answers for the dining calls; registrations are kept per phone. */
function diningServer() {
  const held = new Map<string, number>();
  return async (req: SeenRequest): Promise<Response> => {
    const url = new URL(req.url, "http://l");
    const p = url.pathname;
    if (p.endsWith("/cafeDining/restaurantCafe.do")) {
      if (url.searchParams.get("chld_menu_yn") === "Y") return json({ message: "success", tntList: [], paginationInfo: paging(0, 0, 1) });
      if (url.searchParams.get("res_avl_yn") === "Y")
        return json({ message: "success", tntList: [1, 2, 3].map((n) => restaurant(n)), paginationInfo: paging(3, 1, 1) });
      const page = Number(url.searchParams.get("pageIndex") ?? "1");
      return json({ message: "success", tntList: page === 1 ? [1, 2, 3, 4].map((n) => restaurant(n)) : [restaurant(5)], paginationInfo: paging(5, 2, page) });
    }
    if (p.endsWith("/cafeDining/foodCourt.do"))
      return json({
        message: "success",
        foodCourt: {
          fcKey: "foodCourt",
          fcNmKo: "푸드 스트리트",
          fcNmEn: "Food Street",
          fl: "3F",
          opnHr: "10:30~21:30",
          seatCnt: 680,
          mobFloorUri: "/images/seed/floors/hanam-3F.svg",
        },
        tntList: [restaurant(7, { tnt_nm_ko: "분식나라", rprs_menu: "라볶이" })],
      });
    if (p.endsWith("/cafeDining/gourmetHall.do"))
      return json({
        message: "success",
        foodCourt: {
          fcKey: "gourmetHall",
          fcNmKo: "고메 홀",
          fcNmEn: "Gourmet Hall",
          fl: "B1",
          opnHr: "10:30~22:00",
          seatCnt: 320,
          mobFloorUri: "/images/seed/floors/hanam-B1.svg",
        },
        tntList: [],
      });
    if (p.endsWith("/waiting/spots.do")) return json({ message: "success", group: { groupId: 1, groupName: "하남 다이닝" }, spots });
    if (p.endsWith("/waiting/register.do")) {
      const f = new URLSearchParams(req.body ?? "");
      const phone = f.get("phoneNo") ?? "";
      const already = held.has(phone);
      if (!already) held.set(phone, held.size + 4);
      await new Promise((r) => setTimeout(r, 20));
      return json({
        message: "success",
        waiting: {
          spotId: 11,
          spotName: "담소 한식당",
          waitingNo: held.get(phone),
          teamsAhead: 3,
          expectedWaitMin: 18,
          adultCnt: Number(f.get("adultCnt")),
          childCnt: Number(f.get("childCnt")),
          status: "WAITING",
          regDttm: "2024-05-15 12:00",
          alreadyWaiting: already,
        },
      });
    }
    return json({ message: "no" }, 404);
  };
}

const route = { screen: "cafeDining" as const, path: "cafeDining/main" };
const restaurantCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.includes("restaurantCafe.do")).map((r) => new URL(r.url, "http://l").searchParams);

describe("cafe & dining: restaurants and cafes", () => {
  it("lists the places with their count, signature dish and break time, linked to the store; 'more' loads the next page", async () => {
    const f = fakeFetch(diningServer());
    renderScreen(CafeDiningScreen, { route, mall: "hanam", path: "/hanam/cafeDining/main", fetch: f.fetch });
    expect(await screen.findByText("식당 1")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("매장 5곳");
    expect(screen.getByText("대표 메뉴 대표 2 · 브레이크타임 15:00~16:30")).toBeTruthy();
    expect(screen.getByRole("link", { name: /식당 1/ }).getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await screen.findByText("식당 5")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("keeps a filter in the URL; a filtered page asks the server with it and shows its count", async () => {
    const f = fakeFetch(diningServer());
    const r = renderScreen(CafeDiningScreen, { route, mall: "hanam", path: "/hanam/cafeDining/main", fetch: f.fetch });
    await screen.findByText("식당 1");
    const reservation = screen.getByRole("button", { name: "예약 가능" });
    expect(reservation.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(reservation);
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/cafeDining/main?res_avl_yn=Y"));
    cleanup();

    const g = fakeFetch(diningServer());
    renderScreen(CafeDiningScreen, {
      route,
      mall: "hanam",
      path: "/hanam/cafeDining/main?res_avl_yn=Y&noBreak=Y&kind=cafe",
      query: { res_avl_yn: "Y", noBreak: "Y", kind: "cafe" },
      fetch: g.fetch,
    });
    await screen.findByText("식당 3");
    expect(screen.getByRole("status").textContent).toBe("매장 3곳");
    expect(screen.getByRole("button", { name: "예약 가능" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "카페" }).getAttribute("aria-pressed")).toBe("true");
    const asked = restaurantCalls(g.seen)[0]!;
    expect(Object.fromEntries(asked)).toMatchObject({ res_avl_yn: "Y", brk_time_yn: "N", cate_seq: "52" });
    expect(asked.has("pckg_avl_yn")).toBe(false);
  });

  it("says no store matches, with the count 0 and a way to clear the conditions", async () => {
    const f = fakeFetch(diningServer());
    const r = renderScreen(CafeDiningScreen, {
      route,
      mall: "hanam",
      path: "/hanam/cafeDining/main?chld_menu_yn=Y&kind=restaurant",
      query: { chld_menu_yn: "Y", kind: "restaurant" },
      fetch: f.fetch,
    });
    expect(await screen.findByText("조건에 맞는 매장이 없습니다.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("매장 0곳");
    fireEvent.click(screen.getByRole("button", { name: "조건 초기화" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/cafeDining/main"));
  });

  it("a tab navigates to its route", async () => {
    const f = fakeFetch(diningServer());
    const r = renderScreen(CafeDiningScreen, { route, mall: "suwon", props: { variant: "suwon" }, path: "/suwon/cafeDining/main", fetch: f.fetch });
    await screen.findByText("식당 1");
    expect(screen.getByRole("link", { name: /식당 1/ }).getAttribute("href")).toBe("/suwon/tenant/floorInfo/T010001");
    fireEvent.click(screen.getByRole("tab", { name: "푸드코트" }));
    await waitFor(() => expect(r.currentPath()).toBe("/suwon/cafeDining/foodCourt"));
  });
});

describe("cafe & dining: food courts", () => {
  it("shows each court of the mall with floor, hours, seats, floor map and stalls", async () => {
    const f = fakeFetch(diningServer());
    renderScreen(CafeDiningScreen, {
      route: { screen: "cafeDining", path: "cafeDining/foodCourt" },
      props: { tab: "foodCourt" },
      mall: "hanam",
      path: "/hanam/cafeDining/foodCourt",
      fetch: f.fetch,
    });
    expect(await screen.findByRole("heading", { level: 2, name: "푸드 스트리트" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "푸드코트" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("위치 3F")).toBeTruthy();
    expect(screen.getByText("운영시간 10:30~21:30")).toBeTruthy();
    expect(screen.getByText("좌석 680석")).toBeTruthy();
    expect(screen.getByRole("img", { name: "푸드 스트리트 층별 안내도" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /분식나라/ })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "고메 홀" })).toBeTruthy();
    expect(screen.getByText("입점 매장 정보가 없습니다.")).toBeTruthy();
    expect(f.seen.some((r) => r.url.includes("restaurantCafe.do"))).toBe(false);
  });

  it("a mall without a food court says so and asks nothing", async () => {
    const f = fakeFetch(diningServer());
    const noCourt = { ...(await import("../../engine/manifests/bundle.ts")).mallByPath("hanam")!, foodCourts: undefined };
    renderScreen(CafeDiningScreen, {
      route: { screen: "cafeDining", path: "cafeDining/foodCourt" },
      props: { tab: "foodCourt" },
      mall: noCourt,
      path: "/hanam/cafeDining/foodCourt",
      fetch: f.fetch,
    });
    expect(screen.getByText("이 지점에는 푸드코트가 없습니다.")).toBeTruthy();
    expect(f.seen).toEqual([]);
  });
});

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "담소 한식당 웨이팅 등록" }));
  return screen.findByRole("dialog", { name: "담소 한식당 웨이팅 등록" });
}

describe("waiting list", () => {
  it("the dining page opens the mall's spots on request, with status, teams and expected wait; paused and closed spots take no registration", async () => {
    const f = fakeFetch(diningServer());
    renderScreen(CafeDiningScreen, { route, mall: "hanam", path: "/hanam/cafeDining/main", fetch: f.fetch });
    await screen.findByText("식당 1");
    expect(f.seen.some((r) => r.url.includes("/waiting/"))).toBe(false);
    const toggle = screen.getByRole("button", { name: "웨이팅 매장 보기" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const list = await screen.findByRole("list", { name: "웨이팅" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((li) => li.textContent)).toEqual([
      expect.stringContaining("웨이팅 접수 중대기 3팀 · 예상 18분"),
      expect.stringContaining("접수 일시 중지"),
      expect.stringContaining("영업 종료"),
    ]);
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    expect(within(rows[1]!).getByText("지금은 웨이팅을 등록할 수 없습니다")).toBeTruthy();
    expect(within(rows[2]!).queryByRole("button")).toBeNull();
  });

  it("checks party, phone and consent in the form and sends nothing until they are right", async () => {
    const f = fakeFetch(diningServer());
    renderScreen(FacilityReserveScreen, {
      route: { screen: "facilityReserve", path: "tenant/facilityReserve" },
      mall: "suwon",
      path: "/suwon/tenant/facilityReserve",
      fetch: f.fetch,
    });
    expect(screen.getByRole("heading", { level: 1, name: "시설 예약 · 웨이팅" })).toBeTruthy();
    const dialog = await openDialog();
    const phone = within(dialog).getByRole("textbox", { name: /^휴대폰 번호/ }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "02-1234-5678" } });
    expect(phone.value).toBe("0212345678");
    fireEvent.click(within(dialog).getByRole("button", { name: "등록하기" }));
    expect(await within(dialog).findByText("휴대폰 번호를 01로 시작하는 10~11자리 숫자로 입력해 주세요.")).toBeTruthy();
    expect(within(dialog).getByText("휴대폰 번호 수집·이용에 동의해 주세요.")).toBeTruthy();
    fireEvent.change(phone, { target: { value: "010123456789999" } });
    expect(phone.value).toBe("01012345678");
    expect(f.seen.some((r) => r.url.includes("register.do"))).toBe(false);
  });

  it("registers once for a double tap and shows the waiting number, teams ahead and expected wait; again shows the same waiting", async () => {
    const f = fakeFetch(diningServer());
    renderScreen(FacilityReserveScreen, {
      route: { screen: "facilityReserve", path: "tenant/facilityReserve" },
      mall: "suwon",
      path: "/suwon/tenant/facilityReserve",
      fetch: f.fetch,
    });
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("combobox", { name: /^성인/ }), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByRole("combobox", { name: /^어린이/ }), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^휴대폰 번호/ }), { target: { value: "01055556666" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /동의합니다/ }));
    const submit = within(dialog).getByRole("button", { name: "등록하기" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await within(dialog).findByText("웨이팅이 등록되었습니다")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("웨이팅이 등록되었습니다");
    expect(within(dialog).getByText("대기번호 4번")).toBeTruthy();
    expect(within(dialog).getByText("앞 대기 3팀")).toBeTruthy();
    expect(within(dialog).getByText("예상 대기 18분")).toBeTruthy();
    expect(within(dialog).getByText("성인 3명 · 어린이 1명")).toBeTruthy();
    const posts = f.seen.filter((r) => r.url.includes("register.do"));
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]!.body!))).toEqual({
      adultCnt: "3",
      childCnt: "1",
      phoneNo: "01055556666",
      privacyAgreeYn: "Y",
      spotId: "11",
    });
    expect(posts[0]!.url).toContain("/api/suwon/waiting/register.do");
    fireEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^휴대폰 번호/ }), { target: { value: "01055556666" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /동의합니다/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "등록하기" }));
    expect(await within(dialog).findByText("이미 웨이팅 중입니다")).toBeTruthy();
    expect(within(dialog).getByText("대기번호 4번")).toBeTruthy();
    expect(f.seen.some((r) => r.url.includes("/api/queue"))).toBe(false);
  });

  it("says what the server refused: a spot that stopped taking waitings, a number registered from another phone, the service down", async () => {
    const base = diningServer();
    let answer = 409;
    let body: Record<string, unknown> = { message: "The spot is not taking waitings now." };
    const f = fakeFetch((req) => (req.url.includes("register.do") ? json(body, answer) : base(req)));
    renderScreen(FacilityReserveScreen, {
      route: { screen: "facilityReserve", path: "tenant/facilityReserve" },
      mall: "suwon",
      path: "/suwon/tenant/facilityReserve",
      fetch: f.fetch,
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^휴대폰 번호/ }), { target: { value: "0101234567" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /동의합니다/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "등록하기" }));
    expect(await within(dialog).findByText("지금은 이 매장의 웨이팅을 받지 않습니다.")).toBeTruthy();
    // The number waits already, registered elsewhere: said at the phone field, without the waiting's details.
    body = {
      message: "This phone number is already on the waiting list of this spot.",
      errors: [{ field: "phoneNo", message: "is already on the waiting list" }],
    };
    fireEvent.click(within(dialog).getByRole("button", { name: "등록하기" }));
    expect(
      await within(dialog).findByText("이 번호로 이미 이 매장에 웨이팅이 등록되어 있습니다. 등록한 휴대폰이나 브라우저에서 대기번호를 확인해 주세요."),
    ).toBeTruthy();
    expect(within(dialog).queryByText("지금은 이 매장의 웨이팅을 받지 않습니다.")).toBeNull();
    body = { message: "The waiting service did not answer in time." };
    answer = 504;
    fireEvent.click(within(dialog).getByRole("button", { name: "등록하기" }));
    expect(await within(dialog).findByText("웨이팅 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.")).toBeTruthy();
  });

  it("a mall without a waiting group says so", async () => {
    const f = fakeFetch((req) => (req.url.includes("spots.do") ? json({ message: "success", group: null, spots: [] }) : json({ message: "no" }, 404)));
    renderScreen(FacilityReserveScreen, {
      route: { screen: "facilityReserve", path: "tenant/facilityReserve" },
      mall: "suwon",
      path: "/suwon/tenant/facilityReserve",
      fetch: f.fetch,
    });
    expect(await screen.findByText("이 지점은 웨이팅 서비스를 운영하지 않습니다.")).toBeTruthy();
  });
});
