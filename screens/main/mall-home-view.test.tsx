// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { mallFixture, quickLabels } from "./home.fixture.ts";
import { MallHomeView } from "./mall-home-view.tsx";

afterEach(cleanup);

const mall = mallFixture("coexmall", {
  name: { ko: "필드몰 코엑스몰", en: "FIELD MALL COEX Mall" },
  hours: { open: "10:30", close: "22:00" },
});
const links = [
  { feature: "stores" as const, to: "/coexmall/tenant", label: "home.quick.stores", icon: "store" as const },
  { feature: "parking" as const, to: "/coexmall/store/parkingInfo", label: "home.quick.parking", icon: undefined },
];

function renderHome(locale: "ko" | "en" = "ko", quickLinks = links) {
  return renderWithProviders(<MallHomeView mall={mall} locale={locale} quickLinks={quickLinks} />, {
    locale,
    messages: quickLabels,
  });
}

describe("MallHomeView", () => {
  it("names the mall in the current locale as the page heading", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 코엑스몰" })).toBeTruthy();
    cleanup();
    renderHome("en");
    expect(screen.getByRole("heading", { level: 1, name: "FIELD MALL COEX Mall" })).toBeTruthy();
  });

  it("shows today's opening hours from the manifest", () => {
    renderHome();
    const hours = screen.getByText("오늘 영업시간").parentElement!;
    expect(hours.textContent).toContain("10:30 – 22:00");
    expect(hours.querySelector("time")?.getAttribute("datetime")).toBe("10:30");
  });

  it("lists the quick links under their heading", () => {
    renderHome();
    const list = screen.getByRole("list", { name: "바로가기" });
    const anchors = within(list).getAllByRole("link");
    expect(anchors.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["매장 안내", "/coexmall/tenant"],
      ["주차 안내", "/coexmall/store/parkingInfo"],
    ]);
  });

  it("omits the quick-link section when the mall enables none", () => {
    renderHome("ko", []);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("keeps empty slots for the ribbon, banners and popups", () => {
    const { container } = renderHome();
    for (const slot of ["top-ribbon", "main-banners", "popups"]) {
      const el = container.querySelector(`[data-slot="${slot}"]`);
      expect(el, slot).not.toBeNull();
      expect(el!.childNodes).toHaveLength(0);
    }
  });
});
