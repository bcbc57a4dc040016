// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import EventListScreen from "./event-list.screen.tsx";
import { eventsServer } from "./events.fixture.ts";

afterEach(cleanup);

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";
const MALL: Record<Variant, string> = { standard: "hanam", centerfield: "centerfield", suwon: "suwon", granseoul: "granseoul" };

function open(s: ReturnType<typeof eventsServer>, { variant = "standard" as Variant, tab = "ing" as "ing" | "end", locale = "ko" as "ko" | "en" } = {}) {
  const mall = MALL[variant];
  return renderScreen(EventListScreen, {
    route: { screen: "eventList", path: variant === "centerfield" ? "eventList" : "event/main" },
    props: { variant },
    query: { tab },
    mall,
    locale,
    path: `/${mall}/${variant === "centerfield" ? "eventList" : "event/main"}${tab === "end" ? "?tab=end" : ""}`,
    fetch: s.fetch,
  });
}

const cardTitles = () => screen.queryAllByRole("listitem").map((li) => li.querySelector("a")?.textContent ?? "");

describe("EventListScreen", () => {
  it("lists the events in progress with their image, title, period and kind, each linked to its page", async () => {
    const s = eventsServer({ ing: 3 });
    open(s);
    await screen.findByText("이벤트 1");
    expect(screen.getByRole("heading", { level: 1, name: "이벤트" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "진행 중" }).getAttribute("aria-selected")).toBe("true");
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole("link", { name: /이벤트 1/ }).getAttribute("href")).toBe("/hanam/event/main/E010001");
    // evt_prid_disp_yn Y: dates as MM.DD(dd), the fixed clock's year without a prefix.
    expect(screen.getAllByText("05.01(수) ~ 05.31(금)")).toHaveLength(3);
    expect(s.calls("/event/eventList.do").map((p) => [p.get("evtStat"), p.get("pageIndex")])).toEqual([["ing", "1"]]);
  });

  it("pages with more: page 2 appends, and more goes once the last page is in", async () => {
    const s = eventsServer({ ing: 14 });
    open(s);
    await screen.findByText("이벤트 10");
    expect(cardTitles()).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await screen.findByText("이벤트 14");
    expect(cardTitles()).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
    expect(s.calls("/event/eventList.do").map((p) => p.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("a double tap on more loads one page", async () => {
    const s = eventsServer({ ing: 25 });
    open(s);
    await screen.findByText("이벤트 10");
    const more = screen.getByRole("button", { name: "더보기" });
    fireEvent.click(more);
    fireEvent.click(more);
    await screen.findByText("이벤트 20");
    expect(s.calls("/event/eventList.do").map((p) => p.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("the ended tab asks for ended events, dims them and says so", async () => {
    const s = eventsServer({ end: 2 });
    open(s, { tab: "end" });
    await screen.findByText("이벤트 101");
    expect(s.calls("/event/eventList.do").map((p) => p.get("evtStat"))).toEqual(["end"]);
    expect(within(screen.getByRole("link", { name: /이벤트 101/ })).getByText("종료")).toBeTruthy();
  });

  it("each tab has its own empty state", async () => {
    open(eventsServer({ ing: 0 }));
    expect(await screen.findByText("진행 중인 이벤트가 없습니다.")).toBeTruthy();
    cleanup();
    open(eventsServer({ end: 0 }), { tab: "end" });
    expect(await screen.findByText("종료된 이벤트가 없습니다.")).toBeTruthy();
  });

  it("choosing a tab puts it in the URL (the screen reloads from it)", async () => {
    const s = eventsServer();
    const { currentPath } = open(s);
    await screen.findByText("이벤트 1");
    fireEvent.click(screen.getByRole("tab", { name: "종료" }));
    await waitFor(() => expect(currentPath()).toBe("/hanam/event/main?tab=end"));
  });

  it("links to Centerfield's own detail route", async () => {
    open(eventsServer({ ing: 1 }), { variant: "centerfield" });
    await screen.findByText("이벤트 1");
    expect(screen.getByRole("link", { name: /이벤트 1/ }).getAttribute("href")).toBe("/centerfield/eventDetail/E010001");
  });

  it("Suwon's cards carry the favourite heart", async () => {
    open(eventsServer({ ing: 1 }), { variant: "suwon" });
    await screen.findByText("이벤트 1");
    expect(screen.getByRole("button", { name: "이벤트 1 관심 이벤트 등록" })).toBeTruthy();
  });

  it("Granseoul shows its event and coupon banners above the list; without them, just the list", async () => {
    const banners = {
      message: "success",
      bannerList: [{ bnSeq: 1, bnTitl: "점심 할인 쿠폰", imgUri: "/b.svg", linkType: "I", linkUrl: "/granseoul/mypage", stmUrl: "", bnType: "coupon" }],
    };
    const s = eventsServer({
      override: (path) =>
        path.endsWith("/eventCouponBannerList") ? new Response(JSON.stringify(banners), { headers: { "content-type": "application/json" } }) : null,
    });
    open(s, { variant: "granseoul" });
    expect((await screen.findByRole("img", { name: "점심 할인 쿠폰" })).closest("a")?.getAttribute("href")).toBe("/granseoul/mypage");
    cleanup();
    open(eventsServer(), { variant: "granseoul" });
    await screen.findByText("이벤트 1");
    expect(screen.queryByRole("region", { name: "이벤트·쿠폰 배너" })).toBeNull();
  });

  it("speaks English where the mall allows it", async () => {
    open(eventsServer({ ing: 0 }), { variant: "centerfield", locale: "en" });
    expect(await screen.findByText("There are no events in progress.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Ended" })).toBeTruthy();
  });
});
