// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MallContext } from "../../engine/shell/mall-context.ts";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { mallFixture, quickLabels } from "./home.fixture.ts";
import MallHomeScreen from "./mall-home.screen.tsx";

// The real bundle comes from a Vite virtual module; the home reads only the route sets.
vi.mock("../../engine/manifests/bundle.ts", () => ({
  bundle: {
    routeSets: {
      standard: {
        quickLinks: [
          { feature: "stores", to: "tenant", label: "home.quick.stores", icon: "store" },
          { feature: "kids", to: "tenant/{product}Kids", label: "home.quick.kids", icon: "kids" },
          { feature: "parking", to: "store/parkingInfo", label: "home.quick.parking", icon: "parking" },
        ],
      },
    },
  },
}));

afterEach(cleanup);

const screenProps = { props: {}, query: {}, params: {}, route: { screen: "mallHome" as const, name: "Main", path: "" } };

describe("MallHomeScreen", () => {
  it("shows the current mall with the quick links it enables", () => {
    const mall = mallFixture("hanam", { features: ["kids", "stores"] });
    renderWithProviders(
      <MallContext.Provider value={{ mall, brand: null, locale: "ko", locales: ["ko"], setLocale: () => {} }}>
        <MallHomeScreen {...screenProps} />
      </MallContext.Provider>,
      { messages: quickLabels },
    );
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 하남" })).toBeTruthy();
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/hanam/tenant", "/hanam/tenant/fieldKids"]);
  });

  it("says so instead of crashing without a mall", () => {
    renderWithProviders(<MallHomeScreen {...screenProps} />);
    expect(screen.getByRole("heading", { name: "지점 정보를 찾을 수 없습니다." })).toBeTruthy();
  });
});
