// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { MallManifest } from "../../schemas/manifest.ts";
import { MallContext } from "../../engine/shell/mall-context.ts";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import NotAvailableScreen from "./not-available.screen.tsx";
import NotFoundScreen from "./not-found.screen.tsx";
import UnsupportedMallScreen from "./unsupported-mall.screen.tsx";

afterEach(cleanup);

const hanam = { path: "hanam", name: { ko: "필드몰 하남", en: "FIELD MALL Hanam" } } as MallManifest;

function inMall(ui: ReactElement, mall: MallManifest | null, locale: "ko" | "en" = "ko", path = "/") {
  return renderWithProviders(<MallContext.Provider value={{ mall, brand: null, locale, locales: [locale], setLocale: () => {} }}>{ui}</MallContext.Provider>, {
    locale,
    path,
  });
}

describe("NotAvailableScreen", () => {
  const props = { props: {}, query: {}, params: {}, route: { screen: "couponList" as const, path: "coupon" } };

  it("explains calmly, names the screen id and links to the mall home", () => {
    inMall(<NotAvailableScreen {...props} />, hanam);
    expect(screen.getByRole("heading", { level: 1, name: "준비 중인 페이지입니다" })).toBeTruthy();
    expect(screen.getByText("화면 ID: couponList")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "필드몰 하남 홈으로 가기" }).getAttribute("href")).toBe("/hanam");
  });

  it("links to the gate without a mall, in English too", () => {
    inMall(<NotAvailableScreen {...props} />, null, "en");
    expect(screen.getByRole("heading", { level: 1, name: "This page is not available yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a branch" }).getAttribute("href")).toBe("/");
  });
});

describe("NotFoundScreen", () => {
  it("links back to the mall home", () => {
    inMall(<NotFoundScreen props={{}} query={{}} params={{}} route={{ screen: "notFound" as const, path: "*" }} />, hanam, "ko", "/hanam/nowhere");
    expect(screen.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /홈으로 가기/ }).getAttribute("href")).toBe("/hanam");
  });
});

describe("UnsupportedMallScreen", () => {
  const props = { props: {}, query: {}, params: {}, route: { screen: "unsupportedMall" as const, path: "*" } };

  it("shows the Korean message with the spec's English text and links to the gate", () => {
    inMall(<UnsupportedMallScreen {...props} />, null, "ko", "/?mall=paris");
    expect(screen.getByRole("heading", { level: 1, name: "지원하지 않는 지점입니다." })).toBeTruthy();
    expect(screen.getByText("Mall not supported")).toBeTruthy();
    expect(screen.getByText("요청한 지점: paris")).toBeTruthy();
    expect(screen.getByRole("link", { name: "지점 선택으로 가기" }).getAttribute("href")).toBe("/");
  });

  it("does not repeat the English text when it is already the heading", () => {
    inMall(<UnsupportedMallScreen {...props} />, null, "en", "/paris");
    expect(screen.getAllByText("Mall not supported")).toHaveLength(1);
    expect(screen.getByText("Requested: paris")).toBeTruthy();
  });
});
