// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import RentalInfoScreen from "./rental-info.screen.tsx";

afterEach(cleanup);

const open = (venue: "livePlaza" | "jambaJuice" | "megabox" | "chicor" | "YPbooks", opts: { mall?: string; locale?: "ko" | "en" } = {}) =>
  renderScreen(RentalInfoScreen, {
    route: { screen: "rentalInfo", path: venue },
    props: { venue },
    mall: opts.mall ?? "hanam",
    locale: opts.locale,
    path: `/${opts.mall ?? "hanam"}/store/rentalInfo/${venue}`,
  });

it("tabs between hanam's five venues, the shown one marked as the current page", () => {
  open("megabox");
  const tabs = screen.getByRole("navigation", { name: "대관 장소" });
  expect(
    within(tabs)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")]),
  ).toEqual([
    ["라이브 플라자", "/hanam/store/rentalInfo/livePlaza", null],
    ["잠바주스 앞 팝업 존", "/hanam/store/rentalInfo/jambaJuice", null],
    ["메가박스 상영관", "/hanam/store/rentalInfo/megabox", "page"],
    ["시코르 뷰티 라운지", "/hanam/store/rentalInfo/chicor", null],
    ["영풍문고 북 라운지", "/hanam/store/rentalInfo/YPbooks", null],
  ]);
});

it("shows the venue: summary, place, size, capacity, hours, fee, uses and equipment", () => {
  open("livePlaza");
  expect(screen.getByRole("heading", { level: 1, name: "대관 안내" })).toBeTruthy();
  const venue = screen.getByRole("region", { name: "라이브 플라자" });
  expect(within(venue).getByText(/대표 행사장/)).toBeTruthy();
  const facts = [...venue.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(facts).toEqual([
    ["위치", "1층 중앙 아트리움"],
    ["면적", "900㎡"],
    ["수용 인원", "최대 400명"],
    ["이용 시간", "10:00–22:00, 설치와 철거는 영업시간 후"],
    ["사용료", "사용 일수와 면적에 따라 견적을 드립니다."],
  ]);
  expect(within(venue).getByText("팝업 스토어")).toBeTruthy();
  expect(within(venue).getByText("LED 스크린 8m × 4.5m")).toBeTruthy();
});

it("says how to book: the steps, the rental desk's phone and the 1:1 inquiry", () => {
  open("chicor");
  const ask = screen.getByRole("region", { name: "대관 문의" });
  expect(within(ask).getAllByRole("listitem")).toHaveLength(4);
  expect(within(ask).getByRole("link", { name: "대관 데스크에 전화하기 031-8072-8123" }).getAttribute("href")).toBe("tel:03180728123");
  expect(within(ask).getByRole("link", { name: "1:1 문의로 신청하기" }).getAttribute("href")).toBe("/hanam/store/service/cs");
});

it("in English, with a venue without a floor area", () => {
  open("megabox", { locale: "en" });
  const venue = screen.getByRole("region", { name: "Megabox auditorium" });
  expect(within(venue).getByText("Up to 320 people")).toBeTruthy();
  expect(within(venue).queryByText("Area")).toBeNull();
  expect(screen.getByRole("navigation", { name: "Venues" })).toBeTruthy();
});

it("a mall whose manifest describes no venue shows the not-found state", () => {
  open("livePlaza", { mall: "coexmall" });
  expect(screen.getByRole("heading", { name: "대관 정보를 찾을 수 없습니다" })).toBeTruthy();
  expect(screen.queryByRole("navigation")).toBeNull();
});
