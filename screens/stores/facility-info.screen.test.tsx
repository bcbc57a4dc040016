// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import FacilityInfoScreen from "./facility-info.screen.tsx";
import { floorsServer } from "./floors.fixture.ts";

afterEach(cleanup);

function open(fl?: string, locale: "ko" | "en" = "ko") {
  return renderScreen(FacilityInfoScreen, {
    route: { screen: "facilityInfo", path: "tenant/floorInfo/facilityInfo" },
    query: fl ? { fl } : {},
    mall: "hanam",
    locale,
    path: "/hanam/tenant/floorInfo/facilityInfo",
    fetch: floorsServer().fetch,
  });
}

describe("FacilityInfoScreen", () => {
  it("marks the floor's facilities on its map with a legend by type and lists them", async () => {
    open();
    const map = await screen.findByRole("group", { name: "1F 편의시설 지도" });
    expect(within(map).getByRole("img", { name: "화장실" })).toBeTruthy();
    expect(within(map).getByRole("img", { name: "엘리베이터" })).toBeTruthy();
    expect(within(map).queryByRole("img", { name: "수유실" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "범례" })).getAllByRole("listitem")).toHaveLength(2);
    const list = screen.getByRole("region", { name: "1F 편의시설" });
    expect(within(list).getByText("화장실")).toBeTruthy();
    expect(within(list).getAllByText("1곳")).toHaveLength(2);
  });

  it("another floor by tab, kept in the URL; a floor without facilities says so", async () => {
    const r = open("B1");
    expect(await screen.findByRole("group", { name: "B1 편의시설 지도" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "수유실" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("tab", { name: "2F" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant/floorInfo/facilityInfo?fl=2F"));
    cleanup();
    open("2F");
    expect(await screen.findByText("이 층에는 편의시설 정보가 없습니다.")).toBeTruthy();
  });

  it("speaks English where the mall does", async () => {
    open("1F", "en");
    expect(await screen.findByRole("group", { name: "Facilities map of 1F" })).toBeTruthy();
    expect(screen.getAllByText("Restroom").length).toBeGreaterThan(0);
  });
});
