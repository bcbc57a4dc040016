// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ArtProjectDetailScreen from "./art-project-detail.screen.tsx";
import { artServer } from "./art-projects.fixture.ts";

afterEach(cleanup);

const open = (s: ReturnType<typeof artServer>, projectId: string, mall = "hanam") =>
  renderScreen(ArtProjectDetailScreen, {
    route: { screen: "artProjectDetail", path: "tenant/{product}Library/artProject/:projectId" },
    params: { projectId },
    mall,
    path: `/${mall}/tenant/fieldLibrary/artProject/${projectId}`,
    fetch: s.fetch,
  });

describe("ArtProjectDetailScreen", () => {
  it("shows the project: image, title, artist, place, dates and the sanitized body, and the way back to the library", async () => {
    const s = artServer();
    open(s, "2");
    expect(await screen.findByText("작품 소개 2")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("빛의 정원 2");
    expect(screen.getByLabelText("아트 프로젝트 정보").textContent).toBe("작가작가 2장소B1 라이브러리 갤러리기간05.01(수) ~ 06.30(일)");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect((window as { __artRan?: boolean }).__artRan).toBeUndefined();
    expect(screen.getByRole("link", { name: "라이브러리로" }).getAttribute("href")).toBe("/hanam/tenant/fieldLibrary");
    expect(s.calls).toEqual(["/api/hanam/fieldLibrary/artProject.do?contSeq=2"]);
  });

  it("an unknown id is not found", async () => {
    const s = artServer();
    open(s, "99", "coexmall");
    expect(await screen.findByRole("heading", { level: 1, name: "아트 프로젝트를 찾을 수 없습니다." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "라이브러리로" }).getAttribute("href")).toBe("/coexmall/tenant/fieldLibrary");
    expect(s.calls).toEqual(["/api/coexmall/fieldLibrary/artProject.do?contSeq=99"]);
  });

  it.each(["abc", "0", "1e3", "-1"])("a non-numeric id (%s) is not found without a call", (id) => {
    const s = artServer();
    open(s, id);
    expect(screen.getByRole("heading", { level: 1, name: "아트 프로젝트를 찾을 수 없습니다." })).toBeTruthy();
    expect(s.calls).toEqual([]);
  });
});
