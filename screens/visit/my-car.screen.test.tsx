// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import MyCarScreen from "./my-car.screen.tsx";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };

/** The car endpoints over a list of registered cars (at most 5) and two parked cars ending 4567. */
function carServer(start: string[] = ["123가4567"]) {
  let cars = start.map((car_num, i) => ({ car_num_seq: i + 1, car_num, uuid: "", cust_id: "M0000001", reg_dttm: "2024-05-01 10:00:00" }));
  let next = cars.length + 1;
  return (req: SeenRequest) => {
    const url = new URL(req.url, "http://l");
    if (url.pathname.endsWith("/carNumListData.do")) return json({ message: "success", resultList: cars });
    if (url.pathname.endsWith("/saveMyCar.do")) {
      if (cars.length >= 5) return json({ message: "You can register up to 5 cars." }, 409);
      const body = JSON.parse(req.body ?? "{}") as { car_num: string };
      cars = [...cars, { car_num_seq: next++, car_num: body.car_num, uuid: "", cust_id: "M0000001", reg_dttm: "2024-05-15 12:00:00" }];
      return json({ message: "success", car_num_seq: next - 1 });
    }
    if (url.pathname.endsWith("/deleteMyCar.do")) {
      const seq = Number(new URLSearchParams(req.body ?? "").get("car_num_seq"));
      cars = cars.filter((c) => c.car_num_seq !== seq);
      return json({ message: "success" });
    }
    if (url.pathname.endsWith("/myCar/search.do")) {
      const n = new URLSearchParams(req.body ?? "").get("carNumber");
      if (n !== "4567") return json({ message: "No vehicle information was found for the entered car." }, 404);
      return json({
        message: "success",
        resultList: [
          { carNum: "**가4567", floor: "B2", zone: "B2 C-14", parkingDttm: "2024-05-15 10:12", carImgUrl: "/c1.svg" },
          { carNum: "**다4567", floor: "B3", zone: "B3 A-2", parkingDttm: "2024-05-15 11:40", carImgUrl: "/c2.svg" },
        ],
      });
    }
    return json({ message: "no" }, 404);
  };
}

function open(
  opts: { view?: "all" | "find" | "register" | "wayout"; member?: boolean; cars?: string[]; dialogs?: ReturnType<typeof fakeDialogs>; mall?: string } = {},
) {
  const f = fakeFetch(carServer(opts.cars));
  const r = renderScreen(MyCarScreen, {
    route: { screen: "myCar", path: "mycar" },
    props: { view: opts.view ?? "all" },
    mall: opts.mall ?? "hanam",
    path: `/${opts.mall ?? "hanam"}/mycar`,
    fetch: f.fetch,
    session: opts.member ? MEMBER : undefined,
    services: opts.dialogs ? { dialogs: opts.dialogs } : undefined,
  });
  return { ...r, seen: f.seen };
}

const searches = (seen: SeenRequest[]) => seen.filter((r) => r.url.includes("/myCar/search.do"));

describe("find my car", () => {
  it("checks the 4 digits and the consent before asking", async () => {
    const r = open();
    const find = screen.getByRole("button", { name: "찾기" });
    fireEvent.click(find);
    expect((await screen.findAllByText("차량번호 4자리를 입력해 주세요.")).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/차량번호 뒤 4자리/), { target: { value: "45" } });
    fireEvent.click(find);
    expect((await screen.findAllByText("차량번호 4자리를 모두 입력해 주세요.")).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/차량번호 뒤 4자리/), { target: { value: "4567" } });
    fireEvent.click(find);
    expect((await screen.findAllByText("필수 항목에 동의해 주세요.")).length).toBeGreaterThan(0);
    expect(searches(r.seen)).toHaveLength(0);
  });

  it("shows every parked car with those digits: masked plate, floor, bay, entry time", async () => {
    const r = open();
    fireEvent.change(screen.getByLabelText(/차량번호 뒤 4자리/), { target: { value: "4567" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /주차 위치 조회에만/ }));
    fireEvent.click(screen.getByRole("button", { name: "찾기" }));
    const status = (await screen.findByText("조회 결과 2대")).parentElement!;
    expect(within(status).getByText("**가4567")).toBeTruthy();
    expect(within(status).getByText("B2 C-14")).toBeTruthy();
    expect(within(status).getByText("2024-05-15 10:12")).toBeTruthy();
    expect(new URLSearchParams(searches(r.seen)[0]!.body ?? "").get("carNumber")).toBe("4567");
  });

  it("says when no car is found (spec text)", async () => {
    open();
    fireEvent.change(screen.getByLabelText(/차량번호 뒤 4자리/), { target: { value: "1111" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /주차 위치 조회에만/ }));
    fireEvent.click(screen.getByRole("button", { name: "찾기" }));
    expect(await screen.findByText("입력하신 차량번호로 조회된 차량 정보가 없습니다.")).toBeTruthy();
  });

  it("a browser visitor is invited to log in to register cars", async () => {
    const dialogs = fakeDialogs(false);
    open({ dialogs });
    fireEvent.click(await screen.findByRole("button", { name: "로그인" }));
    await waitFor(() => expect(dialogs.asked[0]?.text).toContain("로그인"));
  });
});

describe("registered cars", () => {
  it("lists the member's cars and finds one with a tap", async () => {
    open({ member: true });
    fireEvent.click(await screen.findByRole("button", { name: "123가4567 찾기" }));
    expect(await screen.findByText("조회 결과 2대")).toBeTruthy();
  });

  it("registers a car after checking its number and the consent", async () => {
    const r = open({ member: true });
    await screen.findByText("123가4567");
    const register = screen.getByRole("button", { name: "등록" });
    fireEvent.change(screen.getByLabelText(/^차량번호/, { selector: "input[name=carNum]" }), { target: { value: "12가34" } });
    fireEvent.click(register);
    expect((await screen.findAllByText("차량번호를 12가3456 형식이나 뒤 4자리로 입력해 주세요.")).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/^차량번호/, { selector: "input[name=carNum]" }), { target: { value: "12가3456" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /수집·이용에 동의/ }));
    fireEvent.click(register);
    expect(await screen.findByText("12가3456 차량을 등록했습니다.")).toBeTruthy();
    expect(await screen.findByText("12가3456")).toBeTruthy();
    expect(screen.getByText("2/5대")).toBeTruthy();
    const saved = r.seen.find((s) => s.url.includes("saveMyCar"));
    expect(JSON.parse(saved!.body!)).toMatchObject({ car_num: "12가3456", cust_id: "M0000001" });
  });

  it("five cars are the most: the form gives way to a note", async () => {
    open({ member: true, cars: ["11가1111", "22가2222", "33가3333", "44가4444", "55가5555"] });
    expect(await screen.findByText("5/5대")).toBeTruthy();
    expect(screen.getByText("차량은 5대까지 등록할 수 있습니다.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "등록" })).toBeNull();
  });

  it("deletes a car after the spec's confirm", async () => {
    const dialogs = fakeDialogs(true);
    const r = open({ member: true, dialogs });
    fireEvent.click(await screen.findByRole("button", { name: "123가4567 삭제" }));
    expect(await screen.findByText("차량 정보를 삭제했습니다.")).toBeTruthy();
    expect(dialogs.asked[0]?.text).toBe("등록된 차량 정보를 삭제하시겠습니까?");
    expect(await screen.findByText("등록한 차량이 없습니다.")).toBeTruthy();
    expect(new URLSearchParams(r.seen.find((s) => s.url.includes("deleteMyCar"))!.body ?? "").get("car_num_seq")).toBe("1");
  });

  it("keeps the car when the confirm is declined", async () => {
    const r = open({ member: true, dialogs: fakeDialogs(false) });
    fireEvent.click(await screen.findByRole("button", { name: "123가4567 삭제" }));
    await waitFor(() => expect(screen.getByText("123가4567")).toBeTruthy());
    expect(r.seen.some((s) => s.url.includes("deleteMyCar"))).toBe(false);
  });
});

describe("Suwon's views", () => {
  it("the way-out guidance leads to the finder and the parking page", () => {
    open({ view: "wayout", mall: "suwon" });
    expect(screen.getByRole("heading", { level: 1, name: "출차 안내" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "내 차 찾기" }).getAttribute("href")).toBe("/suwon/mycar/find");
    expect(screen.getByRole("link", { name: "주차 안내" }).getAttribute("href")).toBe("/suwon/store/parkingInfo");
  });

  it("the register view has no finder; the find view no registration form", async () => {
    open({ view: "register", member: true });
    expect(await screen.findByRole("button", { name: "등록" })).toBeTruthy();
    expect(screen.queryByLabelText(/차량번호 뒤 4자리/)).toBeNull();
    cleanup();
    open({ view: "find", member: true });
    expect(await screen.findByText("123가4567")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "등록" })).toBeNull();
  });
});
