// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { fakeFetch, json } from "../api/fake-fetch.fixture.ts";
import { bundle } from "../manifests/bundle.ts";
import { renderScreen } from "../testing/render-screen.tsx";
import { SiteMenu } from "./site-menu.tsx";

afterEach(cleanup);

const menuList = [
  { menuSeq: 1, menuNmKo: "센터필드 소개", menuNmEn: "About", linkUrl: "/centerfield/about", subMenuList: [] },
  {
    menuSeq: 2,
    menuNmKo: "매장 안내",
    menuNmEn: "Stores",
    linkUrl: "/centerfield/floorInfo",
    subMenuList: [
      { menuSeq: 3, menuNmKo: "길찾기", menuNmEn: "Route Finder", linkUrl: "/centerfield/home?mapSearch=Y" },
      { menuSeq: 4, menuNmKo: "외부 링크", menuNmEn: "Elsewhere", linkUrl: "javascript:alert(1)" },
    ],
  },
];
const route = { screen: "notFound", path: "*" } as const;
const centerfield = bundle.malls.centerfield!;

it("lists the site menu from content.cfMenu, each entry with its sub-entries, links classified", async () => {
  const f = fakeFetch((req) =>
    new URL(req.url, "http://l").pathname === "/api/centerfield/menu/list.do" ? json({ message: "success", menuList }) : json({ message: "no" }, 404),
  );
  renderScreen(() => <SiteMenu id="m" mall={centerfield} open onClose={() => {}} />, {
    route,
    mall: "centerfield",
    path: "/centerfield/location",
    fetch: f.fetch,
  });
  const dialog = screen.getByRole("dialog", { name: "센터필드 메뉴" });
  expect((await within(dialog).findByRole("link", { name: "센터필드 소개" })).getAttribute("href")).toBe("/centerfield/about");
  expect(within(dialog).getByRole("link", { name: "길찾기" }).getAttribute("href")).toBe("/centerfield/home?mapSearch=Y");
  // A refused link is shown as text, never followed.
  expect(within(dialog).queryByRole("link", { name: "외부 링크" })).toBeNull();
  expect(within(dialog).getByText("외부 링크")).toBeTruthy();
});

it("speaks English on an English page", async () => {
  const f = fakeFetch(() => json({ message: "success", menuList }));
  renderScreen(() => <SiteMenu id="m" mall={centerfield} open onClose={() => {}} />, {
    route,
    mall: "centerfield",
    locale: "en",
    path: "/centerfield/location",
    fetch: f.fetch,
  });
  expect(await screen.findByRole("link", { name: "Route Finder" })).toBeTruthy();
  expect(screen.getByRole("dialog", { name: "Centerfield menu" })).toBeTruthy();
});

it("a failed menu shows the error with a retry that loads it", async () => {
  let fail = true;
  const f = fakeFetch(() => (fail ? json({ message: "error" }, 500) : json({ message: "success", menuList })));
  renderScreen(() => <SiteMenu id="m" mall={centerfield} open onClose={() => {}} />, {
    route,
    mall: "centerfield",
    path: "/centerfield/location",
    fetch: f.fetch,
  });
  const retry = await screen.findByRole("button", { name: /다시 시도/ });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole("link", { name: "센터필드 소개" })).toBeTruthy();
});

it("makes no call while closed", () => {
  const f = fakeFetch(() => json({ message: "success", menuList }));
  renderScreen(() => <SiteMenu id="m" mall={centerfield} open={false} onClose={() => {}} />, {
    route,
    mall: "centerfield",
    path: "/centerfield/location",
    fetch: f.fetch,
  });
  expect(f.calls()).toBe(0);
});
