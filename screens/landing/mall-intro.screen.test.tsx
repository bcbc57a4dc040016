// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { bundle } from "../../engine/manifests/bundle.ts";
import { listedBranches } from "../../engine/manifests/branches.ts";
import MallIntroScreen, { INTRO_AUTOPLAY_MS, IntroSlide } from "./mall-intro.screen.tsx";

afterEach(cleanup);

const route = { screen: "mallIntro", path: "intro" } as const;

describe("MallIntroScreen", () => {
  it("shows the mall's welcome slide with its hours and ENTER to the mall home, with no call", () => {
    const f = fakeFetch(() => json({ message: "no" }, 404));
    renderScreen(MallIntroScreen, { route, props: { variant: "intro", test: false }, path: "/hanam/intro", fetch: f.fetch });
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 하남" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "필드몰 하남에 오신 것을 환영합니다" })).toBeTruthy();
    expect(screen.getByText("영업시간 10:00 – 22:00")).toBeTruthy();
    expect(screen.getByRole("region", { name: "필드몰 하남 소개" })).toBeTruthy();
    const enter = screen.getByRole("link", { name: /필드몰 하남 홈으로 들어가기/ });
    expect(enter.getAttribute("href")).toBe("/hanam");
    expect(screen.queryByRole("link", { name: /온라인 샵/ })).toBeNull();
    expect(screen.queryByText("테스트 화면")).toBeNull();
    expect(f.calls()).toBe(0);
  });

  it("plays a slide every 5 seconds (spec part-1 §9)", () => {
    expect(INTRO_AUTOPLAY_MS).toBe(5000);
  });

  it("introTest is labelled as a test page", () => {
    renderScreen(MallIntroScreen, { route, props: { variant: "intro", test: true }, path: "/hanam/introTest" });
    expect(screen.getByText("테스트 화면")).toBeTruthy();
  });

  it("Centerfield's intro enters its brand home and offers the mobile shops site on a phone, in English too", () => {
    renderScreen(MallIntroScreen, {
      route: { screen: "mallIntro", path: "intro", name: "cfIntro" },
      props: { variant: "centerfield", test: false },
      mall: "centerfield",
      locale: "en",
      path: "/centerfield/intro",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Centerfield" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Enter the Centerfield home/ }).getAttribute("href")).toBe("/centerfield/home");
    const shops = screen.getByRole("link", { name: /Online shop/ });
    expect(shops.getAttribute("href")).toBe("https://m.shops.centerfield.example/");
    expect(shops.getAttribute("target")).toBe("_blank");
  });
});

describe("IntroSlide", () => {
  it("lists the branches in the gate's order, the current one marked and not linked", () => {
    const goyang = bundle.malls.goyang!;
    const branches = listedBranches(bundle);
    renderScreen(() => <IntroSlide slide="branches" mall={goyang} locale="ko" branches={branches} />, { route, path: "/goyang/intro", mall: "goyang" });
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(branches.map((b) => (b.path === "goyang" ? "필드몰 고양 현재 지점" : b.name.ko)));
    expect(screen.getByText("필드몰 하남").closest("a")?.getAttribute("href")).toBe("/hanam");
    expect(screen.getByText(/필드몰 고양/).closest("a")).toBeNull();
  });

  it("the way there: the address and the phone from the manifest", () => {
    renderScreen(() => <IntroSlide slide="visit" mall={bundle.malls.hanam!} locale="en" branches={[]} />, { route, path: "/hanam/intro", locale: "en" });
    expect(screen.getByRole("heading", { name: "Getting here" })).toBeTruthy();
    expect(screen.getByText(/720 Misa-daero/)).toBeTruthy();
    expect(screen.getByText("Call 031-8072-8000")).toBeTruthy();
  });
});
