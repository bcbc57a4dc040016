// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import LandingPageScreen from "./landing-page.screen.tsx";

afterEach(cleanup);

describe("LandingPageScreen", () => {
  it.each([
    ["suwonTeaser", "suwon", "필드몰 수원을 소개합니다", "필드몰 수원 둘러보기", "/suwon/main"],
    ["nextFieldWork", "suwon", "다음 필드를 함께 만들어요", "필드몰 수원으로 가기", "/suwon/main"],
    ["unjeong", "unjeong", "필드몰 운정이 준비 중입니다", "다른 지점 둘러보기", "/"],
  ] as const)("%s: its hero and the way onward, with no call", (variant, mall, title, go, to) => {
    const f = fakeFetch(() => json({ message: "no" }, 404));
    renderScreen(LandingPageScreen, { route: { screen: "landingPage", path: "" }, props: { variant }, mall, path: "/landing", fetch: f.fetch });
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("link", { name: go }).getAttribute("href")).toBe(to);
    expect(f.calls()).toBe(0);
  });
});
