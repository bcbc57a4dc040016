// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import { gateSections } from "./gate-entries.ts";
import { mallFixture } from "../../tests/fixtures/mall.fixture.ts";
import { gateBundleFixture } from "./gate.fixture.ts";
import { GateView } from "./gate-view.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sections = gateSections(
  gateBundleFixture([
    mallFixture("hanam", { name: { ko: "필드몰 하남", en: "FIELD MALL Hanam" }, gate: { section: "main", index: 0, image: "/images/gate/hanam.svg" } }),
    mallFixture("goyang", { name: { ko: "필드몰 고양", en: "FIELD MALL Goyang" }, gate: { section: "main", index: 1, image: "/images/gate/goyang.svg" } }),
    mallFixture("wirye", {
      brand: "city",
      name: { ko: "필드몰 시티 위례", en: "FIELD MALL City Wirye" },
      gate: { section: "city", index: 0, image: "/images/gate/wirye.svg" },
    }),
    mallFixture("centerfield", {
      brand: "centerfield",
      name: { ko: "센터필드", en: "Centerfield" },
      gate: { section: "centerfield", index: 0, image: "/images/gate/centerfield.svg", to: "/centerfield/intro" },
      shopsSite: { desktop: "https://shops.example/", mobile: "https://m.shops.example/" },
    }),
  ]),
);

function renderGate(locale: "ko" | "en" = "ko") {
  return renderWithProviders(<GateView brandWord="FIELD MALL" sections={sections} locale={locale} />, {
    locale,
  });
}

const toggles = () => screen.getAllByRole("button");
const expanded = () => toggles().map((b) => b.getAttribute("aria-expanded"));

describe("GateView on phones (accordion)", () => {
  it("shows the wordmark as the page heading", () => {
    renderGate();
    expect(screen.getByRole("heading", { level: 1, name: "FIELD MALL" })).toBeTruthy();
  });

  it("opens exactly the first section at start", () => {
    renderGate();
    expect(toggles().map((b) => b.textContent)).toEqual(["Main brand메인 브랜드2개 지점", "City brand시티 브랜드1개 지점", "Centerfield센터필드1개 지점"]);
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });

  it("makes a clicked section the only open one, and keeps it open on a second click", () => {
    renderGate();
    fireEvent.click(toggles()[1]!);
    expect(expanded()).toEqual(["false", "true", "false"]);
    fireEvent.click(toggles()[1]!);
    expect(expanded()).toEqual(["false", "true", "false"]);
    fireEvent.click(toggles()[2]!);
    expect(expanded()).toEqual(["false", "false", "true"]);
  });

  it("ties each button to its panel, which is labelled by the button", () => {
    renderGate();
    const first = toggles()[0]!;
    const panel = document.getElementById(first.getAttribute("aria-controls")!)!;
    expect(panel.getAttribute("aria-labelledby")).toBe(first.id);
    expect(panel.hidden).toBe(false);
    const second = document.getElementById(toggles()[1]!.getAttribute("aria-controls")!)!;
    expect(second.hidden).toBe(true);
  });

  it("links branches to their path, with Korean and English names", () => {
    renderGate();
    const region = screen.getByRole("region", { name: /메인 브랜드/ });
    const links = within(region).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["필드몰 하남FIELD MALL Hanam", "/hanam"],
      ["필드몰 고양FIELD MALL Goyang", "/goyang"],
    ]);
  });

  it("has an ENTER link to the Centerfield intro and the mobile shops site", () => {
    renderGate();
    fireEvent.click(toggles()[2]!);
    expect(screen.getByRole("link", { name: /^ENTER/ }).getAttribute("href")).toBe("/centerfield/intro");
    expect(screen.getByRole("link", { name: /온라인 샵/ }).getAttribute("href")).toBe("https://m.shops.example/");
  });

  it("uses the English labels in English", () => {
    renderGate("en");
    expect(toggles()[0]!.textContent).toBe("Main brand2 branches");
  });
});

describe("GateView on wide screens (columns)", () => {
  it("opens every section with plain headings instead of buttons and links the desktop shops site", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("min-width: 768px"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderGate();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole("region")).toHaveLength(3);
    expect(screen.getByRole("link", { name: /온라인 샵/ }).getAttribute("href")).toBe("https://shops.example/");
  });
});
