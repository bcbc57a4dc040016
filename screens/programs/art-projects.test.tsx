// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { artServer } from "./art-projects.fixture.ts";
import ProgramsScreen from "./programs.screen.tsx";
import { programsServer } from "./programs.fixture.ts";

afterEach(cleanup);

const open = (s: ReturnType<typeof artServer>, artProjects: boolean, view: "current" | "ended" = "current") =>
  renderScreen(ProgramsScreen, {
    route: { screen: "programs", path: "tenant/{product}Library" },
    props: { kind: "library", view, artProjects },
    path: "/hanam/tenant/fieldLibrary",
    fetch: s.fetch,
  });

it("the library page of a mall with art projects lists them, each linked to its page; more loads the next page", async () => {
  const s = artServer(3, programsServer().fetch);
  open(s, true);
  const section = await screen.findByRole("region", { name: "아트 프로젝트" });
  const first = await within(section).findByRole("link", { name: /빛의 정원 1/ });
  expect(first.getAttribute("href")).toBe("/hanam/tenant/fieldLibrary/artProject/1");
  expect(first.textContent).toContain("05.01(수) ~ 06.30(일)");
  fireEvent.click(within(section).getByRole("button", { name: "더보기" }));
  expect(await within(section).findByRole("link", { name: /빛의 정원 3/ })).toBeTruthy();
  expect(s.calls).toEqual(["/api/hanam/fieldLibrary/artProjectList.do?pageIndex=1", "/api/hanam/fieldLibrary/artProjectList.do?pageIndex=2"]);
});

it("says so when the mall has none at the moment", async () => {
  open(artServer(0, programsServer().fetch), true);
  expect(await screen.findByText("진행 중인 아트 프로젝트가 없습니다.")).toBeTruthy();
});

it("a library page whose route does not say so (and the ended lectures) shows no art projects and does not ask for them", async () => {
  const s = artServer(3, programsServer().fetch);
  open(s, false);
  expect(await screen.findByText("작가와의 대화")).toBeTruthy();
  cleanup();
  open(s, true, "ended");
  expect(await screen.findByText("지난 강연")).toBeTruthy();
  expect(screen.queryByRole("region", { name: "아트 프로젝트" })).toBeNull();
  expect(s.calls).toEqual([]);
});
