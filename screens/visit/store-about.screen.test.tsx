// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { MallManifest } from "../../schemas/manifest.ts";
import StoreAboutScreen from "./store-about.screen.tsx";

afterEach(cleanup);

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";

function open(mall: string | MallManifest, opts: { variant?: Variant; now?: string; locale?: "ko" | "en" } = {}) {
  const path = typeof mall === "string" ? mall : mall.path;
  return renderScreen(StoreAboutScreen, {
    route: { screen: "storeAbout", path: "store/about" },
    props: { variant: opts.variant ?? "standard" },
    mall,
    locale: opts.locale,
    path: `/${path}/store/about`,
    services: opts.now ? { now: () => Date.parse(opts.now as string) } : undefined,
  });
}

const today = () => screen.getByTestId("hours-today").textContent;

describe("about the mall", () => {
  it("shows today's hours from the manifest, the address, the phone as a call link and the site facts", () => {
    const r = open("hanam");
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 하남" })).toBeTruthy();
    expect(today()).toBe("오늘 10:00 – 22:00");
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "매일 10:00 – 22:00")).toBeTruthy();
    expect(screen.getByText("경기도 하남시 미사대로 720")).toBeTruthy();
    expect(screen.getByRole("link", { name: "031-8072-8000" }).getAttribute("href")).toBe("tel:03180728000");
    expect(screen.getByText("맛집 약 70곳")).toBeTruthy();
    expect(screen.getByText("1년 365일 이벤트")).toBeTruthy();
    // The coming closed days, with the year since they are not in the test clock's year (2024).
    expect(screen.getByText("26.02.17(화)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "오시는 길" }).getAttribute("href")).toBe("/hanam/store/direction");
    expect(screen.getByRole("link", { name: "주차 안내" }).getAttribute("href")).toBe("/hanam/store/parkingInfo");
    expect(r.crashes).toEqual([]);
  });

  it("coexmall opens at 10:30", () => {
    open("coexmall");
    expect(today()).toBe("오늘 10:30 – 22:00");
  });

  it("says closed on a closed day (Seoul calendar) and lists only the closed days still to come", () => {
    // 2026-09-24 15:30 UTC is 2026-09-25 00:30 in Seoul: a closed day.
    open("coexmall", { now: "2026-09-24T15:30:00Z" });
    expect(today()).toBe("오늘은 휴점일입니다");
    expect(screen.getByText("09.25(금)")).toBeTruthy();
    expect(screen.queryByText(/02\.17/)).toBeNull();
  });

  it("anseong shows free parking; Suwon the 63 m tower", () => {
    open("anseong");
    expect(screen.getByText("주차 요금 무료")).toBeTruthy();
    cleanup();
    open("suwon", { variant: "suwon" });
    expect(screen.getByText("높이 63m 타워")).toBeTruthy();
    expect(screen.getByRole("link", { name: "오시는 길" }).getAttribute("href")).toBe("/suwon/store/direction");
  });

  it("Centerfield links to its own location and parking pages, in English too", () => {
    open("centerfield", { variant: "centerfield", locale: "en" });
    expect(today()).toBe("Today 10:00 – 22:00");
    expect(screen.getByText("231 Teheran-ro, Gangnam-gu, Seoul")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe("/centerfield/location");
    expect(screen.getByRole("link", { name: "Parking" }).getAttribute("href")).toBe("/centerfield/parkingInfo");
  });

  it("Granseoul shows its address and phone", () => {
    open("granseoul", { variant: "granseoul" });
    expect(screen.getByText("서울특별시 종로구 종로 33")).toBeTruthy();
    expect(screen.getByRole("link", { name: "02-2158-1000" })).toBeTruthy();
  });

  it("a mall whose manifest has no visit data shows its hours and says the rest is on its way", () => {
    const bare = { ...(mallByPath("goyang") as MallManifest), path: "nowhere" };
    const r = open(bare);
    expect(today()).toBe("오늘 10:00 – 22:00");
    expect(screen.getByText("이 지점의 안내 정보를 준비하고 있습니다.")).toBeTruthy();
    expect(r.crashes).toEqual([]);
  });
});
