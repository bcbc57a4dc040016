// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { bundle } from "../manifests/bundle.ts";
import { renderScreen } from "../testing/render-screen.tsx";
import { MallFooter } from "./mall-footer.tsx";

afterEach(cleanup);

const footer = bundle.brands.footer!;

function openFooter(mall: string, path: string, routeQuery?: readonly string[]) {
  return renderScreen(() => <MallFooter footer={footer} locale="ko" routeQuery={routeQuery} />, { route: { screen: "mallHome" }, mall, path });
}

const termLinks = () =>
  within(screen.getByRole("navigation", { name: "약관 및 정책" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

it("a standard mall links the operator's terms to its terms page by key", () => {
  openFooter("hanam", "/hanam");
  expect(termLinks()).toEqual([
    ["서비스 이용약관", "/hanam/agreement?agreement=service"],
    ["개인정보 처리방침", "/hanam/agreement?agreement=privacy"],
    ["영상정보처리기기 운영방침", "/hanam/agreement?agreement=image_info"],
    ["위치기반서비스 이용약관", "/hanam/agreement?agreement=location"],
  ]);
});

it("on a page that declares the terms dialog, the mall's own terms open it over that page, its query kept", () => {
  const view = openFooter("centerfield", "/centerfield/floorInfo?fl=B1", ["agreement"]);
  expect(termLinks()).toEqual([
    ["영상정보처리기기 운영관리 방침", "/centerfield/floorInfo?fl=B1&agreement=operation"],
    ["개인정보 처리방침", "/centerfield/floorInfo?fl=B1&agreement=privacy"],
    ["서비스 이용약관", "/centerfield/floorInfo?fl=B1&agreement=service"],
  ]);
  fireEvent.click(screen.getByRole("link", { name: "개인정보 처리방침" }));
  expect(view.currentPath()).toBe("/centerfield/floorInfo?fl=B1&agreement=privacy");
});

it("a mall with neither a terms page nor the dialog on the page links no terms, and keeps the company's lines", () => {
  openFooter("centerfield", "/centerfield/home");
  expect(screen.queryByRole("navigation")).toBeNull();
  expect(screen.getByRole("contentinfo").textContent).toContain("(주)필드몰");
});
