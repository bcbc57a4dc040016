// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NativeBridge } from "../../engine/bridge/native-bridge.ts";
import { APP_LINK_FALLBACK_MS } from "../../engine/links/app-handover.ts";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { fakeBridge } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { DirectionsQuery } from "../../schemas/screens/query-directions.ts";
import DirectionsScreen from "./directions.screen.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";

function open(
  mall: string | MallManifest,
  opts: { variant?: Variant; query?: Partial<DirectionsQuery>; search?: string; locale?: "ko" | "en"; bridge?: NativeBridge } = {},
) {
  const path = typeof mall === "string" ? mall : mall.path;
  const route = opts.variant === "centerfield" ? "location" : "store/direction";
  return renderScreen(DirectionsScreen, {
    route: { screen: "directions", path: route },
    props: { variant: opts.variant ?? "standard" },
    query: opts.query,
    mall,
    locale: opts.locale,
    path: `/${path}/${route}${opts.search ?? ""}`,
    services: opts.bridge ? { bridge: () => Promise.resolve(opts.bridge as NativeBridge) } : undefined,
  });
}

const HANAM_NAME = encodeURIComponent("필드몰 하남");
const mapLink = (id: string) => document.querySelector(`a[data-map-app="${id}"]`) as HTMLAnchorElement;

describe("directions", () => {
  it("shows the address, the phone, the area map with the mall's pin and the car, bus and subway tabs", () => {
    const r = open("hanam");
    expect(screen.getByRole("heading", { level: 1, name: "오시는 길" })).toBeTruthy();
    expect(screen.getByText("경기도 하남시 미사대로 720")).toBeTruthy();
    expect(screen.getByRole("link", { name: "031-8072-8000" }).getAttribute("href")).toBe("tel:03180728000");
    const map = screen.getByRole("group", { name: "필드몰 하남 주변 지도" });
    expect(map.querySelector("img")?.getAttribute("src")).toBe("/images/location/hanam.svg");
    expect(within(map).getByRole("img", { name: /필드몰 하남/ })).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["자가용", "버스", "지하철"]);
    expect(screen.getByRole("tab", { name: "자가용" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("올림픽대로 미사IC")).toBeTruthy();
    expect(screen.getByText("필드몰 하남까지 1.8km")).toBeTruthy();
    expect(r.crashes).toEqual([]);
  });

  it("keeps the tab in the URL (way) and shows the chosen one", () => {
    const r = open("hanam");
    fireEvent.click(screen.getByRole("tab", { name: "버스" }));
    expect(r.currentPath()).toBe("/hanam/store/direction?way=bus");
    cleanup();
    open("hanam", { query: { way: "subway" } });
    expect(screen.getByRole("tab", { name: "지하철" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("5호선 하남풍산역 2번 출구")).toBeTruthy();
    expect(screen.getByText("노선 5")).toBeTruthy();
  });

  it("Suwon's text directions give the spec's distances and walking times per tab", () => {
    open("suwon", { variant: "suwon", query: { way: "bus" } });
    expect(screen.getByText("필드몰 수원까지 70m · 도보 1분")).toBeTruthy();
    expect(screen.getByText("필드몰 수원까지 430m · 도보 6분")).toBeTruthy();
    expect(screen.getByText("필드몰 수원까지 580m · 도보 8분")).toBeTruthy();
    cleanup();
    open("suwon", { variant: "suwon", query: { way: "subway" } });
    expect(screen.getByText("필드몰 수원까지 660m · 도보 9분")).toBeTruthy();
    expect(screen.getByText("필드몰 수원까지 790m · 도보 11분")).toBeTruthy();
    expect(screen.getByText("필드몰 수원까지 470m · 도보 7분")).toBeTruthy();
  });

  it("the large map button opens the popup by the query (showMap=show), pushed so back closes it", () => {
    const r = open("hanam", { search: "?way=bus" });
    fireEvent.click(screen.getByRole("button", { name: "큰 지도 보기" }));
    expect(r.currentPath()).toBe("/hanam/store/direction?way=bus&showMap=show");
  });

  it("the popup is open while showMap (or maps) is set: the map 720 by 720 with pan and zoom; closing leaves the query without it", async () => {
    const r = open("hanam", { query: { showMap: "show", way: "bus" }, search: "?way=bus&showMap=show" });
    const dialog = await screen.findByRole("dialog", { name: "필드몰 하남 주변 지도" });
    const viewport = within(dialog).getByTestId("floor-map-content").parentElement as HTMLElement;
    expect(viewport.style.width).toBe("720px");
    expect(viewport.style.height).toBe("720px");
    expect(within(dialog).getByRole("button", { name: "확대" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    // Opened with the popup already in its address: nothing to go back to, so the page without it.
    await vi.waitFor(() => expect(r.currentPath()).toBe("/hanam/store/direction?way=bus"));
    cleanup();
    open("hanam", { query: { maps: "1" } });
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("KakaoMap, Naver Map and KakaoNavi links carry the manifest's coordinates: web pages as addresses, deep links to open", () => {
    open("hanam");
    expect(mapLink("kakaoMap").getAttribute("href")).toBe(`https://map.kakao.com/link/map/${HANAM_NAME},37.5452,127.2239`);
    expect(mapLink("kakaoMap").dataset.appLink).toBe("kakaomap://look?p=37.5452,127.2239");
    expect(mapLink("naverMap").getAttribute("href")).toBe(`https://map.naver.com/p/search/${HANAM_NAME}?c=127.2239,37.5452,16,0,0,0,dh`);
    expect(mapLink("naverMap").dataset.appLink).toBe(`nmap://place?lat=37.5452&lng=127.2239&name=${HANAM_NAME}&appname=http%3A%2F%2Flocalhost%3A3000`);
    expect(mapLink("kakaoNavi").dataset.appLink).toBe(`kakaonavi://navigate?name=${HANAM_NAME}&x=127.2239&y=37.5452&coord_type=wgs84`);
    expect(screen.getByRole("link", { name: "카카오맵" })).toBe(mapLink("kakaoMap"));
  });

  it("in a browser a tap opens the app and, still here after 2 s, the web map", () => {
    const r = open("coexmall");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(mapLink("kakaoMap"));
    expect(r.assigned).toEqual(["kakaomap://look?p=37.5117,127.0592"]);
    act(() => void vi.advanceTimersByTime(APP_LINK_FALLBACK_MS - 1));
    expect(r.assigned).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(r.assigned).toEqual([
      "kakaomap://look?p=37.5117,127.0592",
      `https://map.kakao.com/link/map/${encodeURIComponent("필드몰 코엑스몰")},37.5117,127.0592`,
    ]);
  });

  it("no web fallback once the app took over (the page went hidden)", () => {
    const r = open("coexmall");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(mapLink("naverMap"));
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    act(() => void vi.advanceTimersByTime(APP_LINK_FALLBACK_MS * 2));
    expect(r.assigned).toHaveLength(1);
    expect(r.assigned[0]).toMatch(/^nmap:\/\/place\?lat=37\.5117&lng=127\.0592&/);
  });

  it("in the app's webview the deep link goes through the bridge's openLink, with no page hand-over", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) FieldMallApp/3.2.1");
    const opened: string[] = [];
    const bridge = {
      ...fakeBridge(),
      openLink: (url: string) => {
        opened.push(url);
        return Promise.resolve();
      },
    };
    const r = open("anseong", { bridge });
    fireEvent.click(mapLink("kakaoNavi"));
    await vi.waitFor(() => expect(opened).toEqual([`kakaonavi://navigate?name=${encodeURIComponent("필드몰 안성")}&x=127.1486&y=37.0002&coord_type=wgs84`]));
    expect(r.assigned).toEqual([]);
  });

  it("Centerfield's location page opens the route finder by setting mapSearch=Y", () => {
    const r = open("centerfield", { variant: "centerfield" });
    fireEvent.click(screen.getByRole("button", { name: "센터필드 길찾기" }));
    expect(r.currentPath()).toBe("/centerfield/location?mapSearch=Y");
  });

  it("the other route sets have no route finder; Granseoul and Centerfield (English) show their own ways", () => {
    open("granseoul", { variant: "granseoul", query: { way: "subway" } });
    expect(screen.queryByRole("button", { name: "센터필드 길찾기" })).toBeNull();
    expect(screen.getByText("1호선 종각역 1번 출구")).toBeTruthy();
    cleanup();
    open("centerfield", { variant: "centerfield", locale: "en", query: { way: "subway" } });
    expect(screen.getByText("Line 2 Yeoksam Station, exit 7")).toBeTruthy();
    expect(screen.getByText("90 m to Centerfield · 1 min on foot")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Subway" })).toBeTruthy();
  });

  it("a mall without visit data says directions are on their way", () => {
    const r = open({ ...(mallByPath("goyang") as MallManifest), path: "nowhere" });
    expect(screen.getByText("이 지점의 오시는 길 안내를 준비하고 있습니다.")).toBeTruthy();
    expect(r.crashes).toEqual([]);
  });
});
