// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import tones from "../../engine/format/special-days.module.css";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import StampEventScreen from "./stamp-event.screen.tsx";
import StampLinkScreen from "./stamp-link.screen.tsx";
import { coupon } from "./events.fixture.ts";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };

/** The stamp calls over one member's card for May 2024 (the test clock's month), goal 3. */
function stampServer({ cnt = 1, today = false, closed = false, late = false } = {}) {
  const seen: SeenRequest[] = [];
  let stamps = ["2024-05-03", "2024-05-12", "2024-05-14"].slice(0, cnt);
  let stampedToday = today;
  let issued = false;
  const card = () => ({
    message: "success",
    evtSeq: "S01202405",
    bcnCd: "01",
    eventMon: "202405",
    stampGoal: 3,
    stampCnt: stamps.length,
    passYn: stamps.length >= 3 ? "Y" : "N",
    todayStampYn: stampedToday ? "Y" : "N",
    cpIssYn: issued ? "Y" : "N",
    stampList: stamps.map((d) => ({ stampDt: d, issDttm: `${d} 12:00:00` })),
  });
  const reward = coupon(140, { cpTitl: "완주 음료 교환권", evtSeq: "S01202405" });
  const issue = {
    cpSeq: 140,
    cpIssMstSeq: 1,
    cpIssSubSeq: 9,
    certNo: "4821096735104482",
    vouIssNo: null,
    holderType: "M",
    issDttm: "2024-05-15 12:00:00",
    useYn: "N",
    useDttm: null,
  };
  const fetchImpl: typeof fetch = async (input, init) => {
    const req: SeenRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      credentials: init?.credentials,
      contentType: null,
      body: typeof init?.body === "string" ? init.body : null,
    };
    seen.push(req);
    const path = new URL(req.url, "http://l").pathname;
    if (path.endsWith("/event/stampEventInfo.do"))
      return json({
        message: "success",
        stampEvent: {
          evtSeq: "S01202405",
          evt_titl: "5월 스탬프 투어",
          mobi_app_img1_uri: "/s.svg",
          evt_strt_dt: "2024-05-01",
          evt_end_dt: "2024-05-31",
          evtStat: closed ? "end" : "ing",
          eventMon: "202405",
          bcnCd: "01",
          mallName: "hanam",
          linkUrl: "/hanam/event/stampEvent/202405/S01202405",
          stampGoal: 3,
          evt_cont: "<p>매일 한 번</p>",
          coupon: reward,
        },
      });
    if (path.includes("/postStampChk/")) return json(card());
    if (path.includes("/postStamp/")) {
      if (!stampedToday) {
        stamps = [...stamps, "2024-05-15"];
        stampedToday = true;
      }
      return json(card());
    }
    if (path.endsWith("/event/stampEventCoupon.do"))
      return json({
        message: "success",
        evtSeq: "S01202405",
        passYn: stamps.length >= 3 ? "Y" : "N",
        cpIssYn: issued ? "Y" : "N",
        coupon: reward,
        issue: issued ? issue : null,
      });
    if (path.endsWith("/postStampIssCp.do")) {
      if (late) return new Promise<Response>(() => {});
      issued = true;
      return json({ message: "success", evtSeq: "S01202405", coupon: reward, issue });
    }
    if (path.endsWith("/event/stampEventLink.do"))
      return json({ message: "success", linkUrl: "/hanam/event/stampEvent/202405/S01202405", evtSeq: "S01202405", bcnCd: "01" });
    return json({ message: "not scripted" }, 404);
  };
  return { fetch: fetchImpl, seen, count: (part: string) => seen.filter((r) => r.url.includes(part)).length };
}

function open(s: ReturnType<typeof stampServer>, { member = true, stamp = false, eventMon = "202405", dialogs = fakeDialogs() } = {}) {
  return renderScreen(StampEventScreen, {
    route: { screen: "stampEvent", path: "event/stampEvent/:eventMon/:eventId" },
    params: { eventMon, eventId: "S01202405" },
    query: { stamp },
    mall: "hanam",
    path: `/hanam/event/stampEvent/${eventMon}/S01202405${stamp ? "?stamp=Y" : ""}`,
    fetch: s.fetch,
    ...(member ? { session: MEMBER } : {}),
    services: { dialogs },
  });
}

const status = () => screen.getByRole("status");

describe("StampEventScreen", () => {
  it("shows the month as a calendar with the member's stamps and the special days", async () => {
    open(stampServer({ cnt: 2 }));
    expect(await screen.findByText("스탬프 3개 중 2개를 모았습니다.")).toBeTruthy();
    const table = screen.getByRole("table", { name: "2024년 5월" });
    expect(within(table).getByText("3일, 스탬프 찍음")).toBeTruthy();
    expect(within(table).getByText("12일, 스탬프 찍음")).toBeTruthy();
    expect(within(table).getByText("17일")).toBeTruthy();
    expect(
      within(table)
        .getByText("17일")
        .closest("td")
        ?.classList.contains(tones.a ?? "missing"),
    ).toBe(true);
    expect(
      within(table)
        .getByText("19일")
        .closest("td")
        ?.classList.contains(tones.b ?? "missing"),
    ).toBe(true);
  });

  it("stamps today once, then says today is done", async () => {
    const s = stampServer({ cnt: 1 });
    open(s);
    const button = await screen.findByRole("button", { name: "오늘 스탬프 찍기" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(status().textContent).toBe("오늘의 스탬프를 찍었습니다."));
    expect(s.count("/postStamp/")).toBe(1);
    expect(screen.getByText("스탬프 3개 중 2개를 모았습니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "오늘 스탬프 완료" }));
    expect(s.count("/postStamp/")).toBe(1);
  });

  it("with today's stamp on the card, a tap says so without a call", async () => {
    const s = stampServer({ cnt: 2, today: true });
    open(s);
    fireEvent.click(await screen.findByRole("button", { name: "오늘 스탬프 완료" }));
    await waitFor(() => expect(status().textContent).toBe("오늘은 이미 스탬프를 찍었습니다. 내일 다시 찍어 주세요."));
    expect(s.count("/postStamp/")).toBe(0);
  });

  it("the last stamp passes the card; the coupon is then taken once and shown", async () => {
    const s = stampServer({ cnt: 2 });
    open(s);
    fireEvent.click(await screen.findByRole("button", { name: "오늘 스탬프 찍기" }));
    await screen.findByText("스탬프 3개를 모두 모았습니다! (3개)");
    // Inside the guard second the buttons rest; past it, the coupon.
    expect(screen.getByRole("button", { name: "완주 쿠폰 받기" }).getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(screen.getByRole("button", { name: "완주 쿠폰 받기" }).getAttribute("aria-disabled")).toBeNull(), { timeout: 2000 });
    fireEvent.click(screen.getByRole("button", { name: "완주 쿠폰 받기" }));
    await waitFor(() => expect(status().textContent).toBe("완주 쿠폰을 받았습니다. 받은 쿠폰에서 확인할 수 있습니다."));
    expect(screen.getByText("완주 음료 교환권 · 쿠폰 번호 4821096735104482")).toBeTruthy();
    expect(s.count("/postStampIssCp.do")).toBe(1);
    expect(screen.getByRole("button", { name: "받은 쿠폰 확인" })).toBeTruthy();
  });

  it("from the stamp bridge it stamps on arrival", async () => {
    const s = stampServer({ cnt: 1 });
    open(s, { stamp: true });
    await waitFor(() => expect(status().textContent).toBe("오늘의 스탬프를 찍었습니다."));
    expect(s.count("/postStamp/")).toBe(1);
  });

  it("an ended event shows the card without actions", async () => {
    const s = stampServer({ cnt: 1, closed: true });
    open(s);
    await screen.findByText("스탬프 3개 중 1개를 모았습니다.");
    expect(screen.queryByRole("button", { name: "오늘 스탬프 찍기" })).toBeNull();
  });

  it("a visitor sees the calendar and is asked to log in to stamp", async () => {
    const d = fakeDialogs(false);
    const s = stampServer();
    open(s, { member: false, dialogs: d });
    fireEvent.click(await screen.findByRole("button", { name: "오늘 스탬프 찍기" }));
    await waitFor(() => expect(d.asked.map((a) => a.kind)).toEqual(["confirm"]));
    expect(s.count("/postStampChk/")).toBe(0);
  });

  it("a malformed month shows the current one", async () => {
    open(stampServer({ cnt: 1 }), { eventMon: "2024XX" });
    expect(await screen.findByRole("table", { name: "2024년 5월" })).toBeTruthy();
  });
});

describe("StampLinkScreen", () => {
  it("goes on to this month's stamp page, asking it to stamp", async () => {
    const s = stampServer();
    const { currentPath } = renderScreen(StampLinkScreen, {
      route: { screen: "stampLink", path: "stamplink" },
      mall: "hanam",
      path: "/hanam/stamplink",
      fetch: s.fetch,
    });
    await waitFor(() => expect(currentPath()).toBe("/hanam/event/stampEvent/202405/S01202405?stamp=Y"));
  });

  it("says when the mall runs no stamp event this month", async () => {
    const none: typeof fetch = async () => json({ message: "success", linkUrl: null, evtSeq: null, bcnCd: null });
    renderScreen(StampLinkScreen, { route: { screen: "stampLink", path: "stamplink" }, mall: "hanam", path: "/hanam/stamplink", fetch: none });
    expect(await screen.findByText("이번 달에 진행 중인 스탬프 이벤트가 없습니다.")).toBeTruthy();
  });
});
