// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ClubBridgeScreen from "./club-bridge.screen.tsx";
import { clubServer } from "./club.fixture.ts";

afterEach(cleanup);

const open = (s: ReturnType<typeof clubServer>, eventId: string, mall = "anseong") =>
  renderScreen(ClubBridgeScreen, {
    route: { screen: "clubBridge", path: "anseongClubBridge/:eventId" },
    params: { eventId },
    mall,
    path: `/${mall}/anseongClubBridge/${eventId}`,
    fetch: s.fetch,
  });

/** An event as eventView.do answers it. */
const eventView = {
  message: "success",
  eventView: {
    evt_seq: "E0700012",
    evt_titl: "오피스 클럽 런치 위크",
    mobi_app_img1_uri: "/images/seed/e.svg",
    evt_prid_disp_yn: "Y",
    evt_strt_dt: "2024-05-01",
    evt_end_dt: "2024-05-31",
    evtStrtDtTxt: "2024.05.01",
    evtEndDtTxt: "2024.05.31",
    evt_cd: "GNRL",
    cp_seq: null,
    cp_ord: null,
    eventMon: null,
    evtStat: "ing",
    aply_yn: "N",
    code_yn: "N",
    evt_cont: "<p>본문</p>",
  },
};

it("shows the event's title and hands over to the mall's club page", async () => {
  const s = clubServer({}, { event: () => json(eventView) });
  open(s, "E0700012");
  expect(await screen.findByRole("heading", { level: 1, name: "오피스 클럽 런치 위크" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "클럽 페이지로 이동" }).getAttribute("href")).toBe("/anseong/club/join");
  expect(s.calls[0]).toMatch(/^GET \/api\/anseong\/event\/eventView\.do\?evt_seq=E0700012/);
});

it("an unknown event says so and still offers the club page; a malformed id is not asked for", async () => {
  const s = clubServer();
  open(s, "E9999");
  expect(await screen.findByRole("heading", { level: 1, name: "이벤트를 찾을 수 없습니다." })).toBeTruthy();
  expect(screen.getByRole("link", { name: "클럽 페이지로 이동" }).getAttribute("href")).toBe("/anseong/club/join");
  cleanup();
  const s2 = clubServer();
  open(s2, "bad-id!", "hanam");
  expect(screen.getByRole("heading", { level: 1, name: "이벤트를 찾을 수 없습니다." })).toBeTruthy();
  expect(screen.getByRole("link", { name: "클럽 페이지로 이동" }).getAttribute("href")).toBe("/hanam/club/join");
  expect(s2.calls).toEqual([]);
});
