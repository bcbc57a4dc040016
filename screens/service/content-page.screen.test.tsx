// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ContentPageScreen from "./content-page.screen.tsx";

afterEach(cleanup);

const route = { screen: "contentPage", path: "page" } as const;
const calls: string[] = [];
const noCall: typeof fetch = async (input) => {
  calls.push(String(input));
  return new Response("{}", { status: 500 });
};

it("shows the page ?id= names from the mall's manifest: title, lead, sections of paragraphs and points; no call", async () => {
  renderScreen(ContentPageScreen, { route, path: "/hanam/page?id=giftCard", fetch: noCall });
  expect(screen.getByRole("heading", { level: 1, name: "상품권 안내" })).toBeTruthy();
  expect(screen.getByText("필드몰 하남에서 쓸 수 있는 상품권과 사는 곳, 환불 기준을 안내합니다.")).toBeTruthy();
  const where = screen.getByRole("region", { name: "사는 곳" });
  expect(within(where).getByText(/1층 고객센터에서 필드몰 상품권/)).toBeTruthy();
  const accepted = screen.getByRole("region", { name: "쓸 수 있는 상품권" });
  expect(within(accepted).getAllByRole("listitem")).toHaveLength(3);
  expect(calls).toEqual([]);
});

it("in English where the page is in English", async () => {
  renderScreen(ContentPageScreen, { route, path: "/hanam/page?id=pets", locale: "en", fetch: noCall });
  expect(screen.getByRole("heading", { level: 1, name: "Visiting with pets" })).toBeTruthy();
  expect(screen.getByRole("region", { name: "Where pets cannot go" })).toBeTruthy();
});

it("a missing, malformed or unknown id, or a mall without the page, is not found, with the way home", async () => {
  for (const [mall, search] of [
    ["hanam", ""],
    ["hanam", "?id=%3Cscript%3E"],
    ["hanam", "?id=nothing"],
    ["hanam", "?id=constructor"],
    ["goyang", "?id=giftCard"],
  ] as const) {
    renderScreen(ContentPageScreen, { route, mall, path: `/${mall}/page${search}`, fetch: noCall });
    expect(screen.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" }), `${mall}${search}`).toBeTruthy();
    expect(screen.getByRole("link", { name: /홈으로/ }).getAttribute("href")).toBe(`/${mall}`);
    cleanup();
  }
});
