// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { RouteFinderDialog } from "./route-finder-dialog.tsx";
import { routeServer, type RouteServerOptions } from "./route-finder.fixture.ts";

afterEach(cleanup);

function open(o: RouteServerOptions = {}, locale: "ko" | "en" = "ko", path = "/centerfield/location?mapSearch=Y") {
  const s = routeServer(o);
  const r = renderScreen(RouteFinderDialog, {
    route: { screen: "directions", path: "location" },
    props: { variant: "centerfield" },
    mall: "centerfield",
    locale,
    path,
    fetch: s.fetch,
  });
  return { s, ...r, asked: (r.services.dialogs as ReturnType<typeof fakeDialogs>).asked };
}

const dialog = () => screen.getByRole("dialog", { name: "길찾기" });
const end = (side: "출발" | "도착") => within(dialog()).getByRole("group", { name: side });
async function choose(side: "출발" | "도착", floor: string, store: string) {
  fireEvent.click(within(end(side)).getByRole("tab", { name: floor }));
  fireEvent.change(within(end(side)).getByRole("combobox", { name: `${side} 매장` }), {
    target: { value: within(end(side)).getByRole("option", { name: store }).getAttribute("value") },
  });
}

describe("RouteFinderDialog", () => {
  it("finds the route from a parking entry to a 2F store, with steps, and step-free by elevator", async () => {
    const { s } = open();
    await within(dialog()).findByRole("group", { name: "출발" });
    await choose("출발", "P", "주차장 동측");
    await choose("도착", "2F", "스테이크원");
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    const steps = await within(dialog()).findByRole("list", { name: "이동 순서" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["주차장 동측 출발", "중앙 계단 이용 → B2", "동측 에스컬레이터 이용 → 2F", "스테이크원 도착"]);
    expect(s.routeCalls[0]!.toString()).toBe("start=0&dest=12");
    // The route hides when an option changes, and shows again after a search.
    fireEvent.click(within(dialog()).getByRole("checkbox", { name: /엘리베이터만/ }));
    expect(within(dialog()).queryByRole("list", { name: "이동 순서" })).toBeNull();
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    const level = await within(dialog()).findByRole("list", { name: "이동 순서" });
    expect(
      within(level)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["주차장 동측 출발", "서측 엘리베이터 이용 → 2F", "스테이크원 도착"]);
    expect(within(dialog()).getByText("엘리베이터만 이용하는 경로입니다.")).toBeTruthy();
    expect(s.routeCalls[1]!.get("stepFree")).toBe("Y");
  });

  it("a floor-change marker on the drawn route shows the floor it leads to", async () => {
    open();
    await within(dialog()).findByRole("group", { name: "출발" });
    await choose("출발", "P", "주차장 서측");
    await choose("도착", "2F", "스테이크원");
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    const parking = await within(dialog()).findByRole("group", { name: "P 경로 지도" });
    expect(within(parking).getByRole("img", { name: "출발: 주차장 서측" })).toBeTruthy();
    expect(within(parking).getByTestId("floor-map-lines").querySelectorAll("polyline")).toHaveLength(1);
    fireEvent.click(within(parking).getByRole("button", { name: "중앙 계단 이용 → B2: B2 지도 보기" }));
    const b2 = within(dialog()).getByRole("group", { name: "B2 경로 지도" });
    expect(within(dialog()).getByRole("tab", { name: "B2", selected: true })).toBeTruthy();
    fireEvent.click(within(b2).getByRole("button", { name: "동측 에스컬레이터 이용 → 2F: 2F 지도 보기" }));
    const f2 = within(dialog()).getByRole("group", { name: "2F 경로 지도" });
    expect(within(f2).getByRole("img", { name: "도착: 스테이크원 (선택한 매장)" })).toBeTruthy();
    expect(f2.querySelector("img")!.getAttribute("src")).toBe("/images/seed/cf-route-2f-2f.svg");
  });

  it("changing a floor tab clears that side's choice only", async () => {
    open();
    await within(dialog()).findByRole("group", { name: "출발" });
    await choose("출발", "P", "주차장 동측");
    await choose("도착", "2F", "소반");
    fireEvent.click(within(end("출발")).getByRole("tab", { name: "B2" }));
    expect((within(end("출발")).getByRole("combobox") as HTMLSelectElement).value).toBe("");
    expect(within(end("출발")).getByRole("option", { name: "김밥상회" })).toBeTruthy();
    expect((within(end("도착")).getByRole("combobox") as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("소반");
  });

  it("takes a store found by name as the destination (its floor tab too)", async () => {
    open();
    await within(dialog()).findByRole("group", { name: "출발" });
    fireEvent.change(within(dialog()).getByRole("textbox", { name: "매장명 검색" }), { target: { value: "스테이크" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "검색" }));
    expect(await within(dialog()).findByText("검색 결과 1건")).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "스테이크원 도착지로" }));
    expect(within(end("도착")).getByRole("tab", { name: "2F", selected: true })).toBeTruthy();
    expect((within(end("도착")).getByRole("combobox") as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("스테이크원");
  });

  it("asks for the start, then (titled) for the destination, before searching", async () => {
    const { asked, s } = open();
    await within(dialog()).findByRole("group", { name: "출발" });
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    await choose("출발", "P", "주차장 동측");
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    await choose("도착", "P", "주차장 서측");
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    expect(asked).toEqual([
      { kind: "alert", text: "현재 위치(출발지)를 선택해 주세요.", title: undefined, image: undefined },
      { kind: "alert", text: "도착지를 선택해 주세요.", title: "도착지 선택", image: undefined },
      { kind: "alert", text: "출발지와 도착지가 같은 곳입니다.", title: undefined, image: undefined },
    ]);
    expect(s.routeCalls).toHaveLength(0);
  });

  it("closing removes mapSearch", async () => {
    const { currentPath } = open({}, "ko", "/centerfield/location?mapSearch=Y&x=1");
    fireEvent.click(within(dialog()).getByRole("button", { name: "닫기" }));
    expect(currentPath()).toBe("/centerfield/location?x=1");
  });

  it("goes to the Centerfield home when the store list fails or the route answer is malformed", async () => {
    const failed = open({ storesFail: true });
    await waitFor(() => expect(failed.currentPath()).toBe("/centerfield/home"));
    expect(failed.crashes).toEqual([]);
    cleanup();
    const bad = open({ routeMalformed: true });
    await within(dialog()).findByRole("group", { name: "출발" });
    await choose("출발", "P", "주차장 동측");
    await choose("도착", "2F", "소반");
    fireEvent.click(within(dialog()).getByRole("button", { name: "경로 찾기" }));
    await waitFor(() => expect(bad.currentPath()).toBe("/centerfield/home"));
    expect(bad.crashes).toEqual([]);
  });

  it("speaks English where the mall allows it", async () => {
    open({}, "en");
    const d = screen.getByRole("dialog", { name: "Find a route" });
    const from = await within(d).findByRole("group", { name: "From" });
    fireEvent.click(within(from).getByRole("tab", { name: "P" }));
    fireEvent.change(within(from).getByRole("combobox", { name: "From: store" }), { target: { value: "cf-p-01" } });
    const to = within(d).getByRole("group", { name: "To" });
    fireEvent.click(within(to).getByRole("tab", { name: "2F" }));
    fireEvent.change(within(to).getByRole("combobox", { name: "To: store" }), { target: { value: "cf-2f-01" } });
    fireEvent.click(within(d).getByRole("checkbox", { name: /Step-free/ }));
    fireEvent.click(within(d).getByRole("button", { name: "Find the route" }));
    const steps = await within(d).findByRole("list", { name: "Steps" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Start at Parking East", "West elevator to 2F", "Arrive at Steak One"]);
  });
});
