// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import MyPageScreen from "./my-page.screen.tsx";

afterEach(cleanup);
beforeEach(() => window.sessionStorage.clear());

const MEMBER = {
  cust_id: "M0000001",
  third_party_info_agre_yn: "Y" as const,
  mbr_cel_num1: "010",
  mbr_cel_num2_dec: "1111",
  mbr_cel_num3: "2026",
  mbr_nm: "김하늘",
  stf_point_card_num: "9410000000000001",
  bcn_cd: "01",
};
const VIP = {
  message: "success",
  vipYn: "Y",
  vipGrade: "VIP",
  popYn: "Y",
  popup: { title: "VIP 클럽 회원님, 환영합니다", cont: "혜택을 확인해 보세요.", imgUrl: "/images/vip.svg" },
};

function server(opts: { evtSeq?: string | null; vip?: object; stampedToday?: boolean } = {}) {
  const seen: SeenRequest[] = [];
  const evtSeq = opts.evtSeq === undefined ? "SE202611" : opts.evtSeq;
  let stamps = 3;
  let today = opts.stampedToday ?? true;
  const card = () => ({
    message: "success",
    evtSeq: "SE202611",
    bcnCd: "01",
    eventMon: "202611",
    stampGoal: 5,
    stampCnt: stamps,
    passYn: "N",
    todayStampYn: today ? "Y" : "N",
    cpIssYn: "N",
    stampList: [],
  });
  const fetchImpl: typeof fetch = async (input, init) => {
    const req: SeenRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      credentials: init?.credentials,
      contentType: null,
      body: typeof init?.body === "string" ? init.body : null,
    };
    seen.push(req);
    const path = new URL(req.url, "http://localhost").pathname;
    if (path.endsWith("/mypage/vipPop.do")) return json(opts.vip ?? VIP);
    if (path.endsWith("/spoint/url")) return json({ message: "success", spointUrl: "https://www.spoint.example/point/history" });
    if (path.endsWith("/postStampIssBcnCpChk.do")) return json({ message: "success", bcnCd: "01", eventMon: "202611", evtSeq, passYn: "N", cpIssYn: "N" });
    if (path.endsWith("/postStampChk.do")) return json(card());
    if (path.endsWith("/membership/stampEvnt/postStamp.do")) {
      if (!today) {
        stamps++;
        today = true;
      }
      return json(card());
    }
    return json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen, paths: () => seen.map((r) => new URL(r.url, "http://localhost").pathname) };
}

/** Dialogs that answer yes at once; the alerts they were asked for, as they were asked. */
function recordingDialogs() {
  const dialogs = fakeDialogs();
  return {
    dialogs,
    get alerts() {
      return dialogs.asked.filter((a) => a.kind === "alert");
    },
  };
}

type Open = {
  session?: Parameters<typeof renderScreen>[1]["session"];
  mall?: string;
  path: string;
  routePath: string;
  variant?: "standard" | "suwon" | "centerfield" | "granseoul";
  tabs?: boolean;
  s?: ReturnType<typeof server>;
  dialogs?: ReturnType<typeof recordingDialogs>;
};
const open = ({
  mall = "hanam",
  path,
  routePath,
  variant = "standard",
  tabs = false,
  s = server(),
  dialogs = recordingDialogs(),
  session = { status: "member", custId: "M0000001", member: MEMBER },
}: Open) =>
  renderScreen(MyPageScreen, {
    route: { screen: "myPage", path: routePath },
    props: { variant, tabs },
    mall,
    path,
    fetch: s.fetch,
    session,
    services: { dialogs: dialogs.dialogs },
  });

describe("MyPageScreen (membership)", () => {
  it("while the session is checked (the page its HTML shows, docs/decisions/0060) keeps the card's place, never says there is no card", () => {
    open({ path: "/hanam/myinfo/membership", routePath: "myinfo/membership", session: { status: "checking", custId: "", member: null } });
    // At once: the view ships with the screen, so the first render is the page, not a fallback.
    expect(screen.getByRole("heading", { level: 1, name: "멤버십" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "멤버십 카드" })).toBeTruthy();
    expect(screen.queryByText("등록된 멤버십 카드가 없습니다.")).toBeNull();
    expect(screen.queryByRole("img", { name: /멤버십 카드 바코드/ })).toBeNull();
  });

  it("the stamp card stamps today through the stamp flow (loaded with the tap): one call, the new count and what happened", async () => {
    const s = server({ stampedToday: false });
    open({ path: "/hanam/myfield/main", routePath: "my{product}/main", s });
    const button = await screen.findByRole("button", { name: "오늘 스탬프 찍기" }, { timeout: 8000 });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText("오늘의 스탬프를 찍었습니다.")).toBeTruthy();
    expect(screen.getByText("스탬프 4개 / 5개")).toBeTruthy();
    expect(s.paths().filter((p) => p.endsWith("/membership/stampEvnt/postStamp.do"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "오늘 스탬프 찍기" })).toBeNull();
  });

  it("shows the member's card as a barcode, the VIP tier and popup once, the points link and the stamp card", async () => {
    const s = server();
    const d = recordingDialogs();
    open({ path: "/hanam/myfield/main", routePath: "my{product}/main", s, dialogs: d });
    expect(await screen.findByRole("heading", { level: 1, name: "멤버십" })).toBeTruthy();
    expect(screen.getByText("김하늘님")).toBeTruthy();
    expect(await screen.findByRole("img", { name: /멤버십 카드 바코드/ })).toBeTruthy();
    expect(await screen.findByText("VIP 클럽 · VIP")).toBeTruthy();
    await waitFor(() => expect(d.alerts).toHaveLength(1));
    expect(d.alerts[0]).toMatchObject({ title: "VIP 클럽 회원님, 환영합니다", text: "혜택을 확인해 보세요.", image: { src: "/images/vip.svg", alt: "" } });
    expect((await screen.findByRole("link", { name: "포인트 회원 사이트에서 포인트 내역 보기" })).getAttribute("href")).toBe(
      "https://www.spoint.example/point/history",
    );
    expect(await screen.findByText("스탬프 3개 / 5개")).toBeTruthy();
    expect(screen.getByText("오늘의 스탬프를 받았습니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "스탬프 이벤트 보기" }).getAttribute("href")).toBe("/hanam/event/stampEvent/202611/SE202611");
    // The stamp card is asked for this mall by its code.
    const bcn = s.seen.find((r) => r.url.includes("postStampIssBcnCpChk"));
    expect(new URLSearchParams(bcn?.body ?? "").get("bcnCd")).toBe("01");
  });

  it("shows the VIP popup only once a visit", async () => {
    const d = recordingDialogs();
    open({ path: "/hanam/myfield", routePath: "my{product}", dialogs: d });
    await waitFor(() => expect(d.alerts).toHaveLength(1));
    cleanup();
    open({ path: "/hanam/myfield", routePath: "my{product}", dialogs: d });
    await screen.findByText("VIP 클럽 · VIP");
    expect(d.alerts).toHaveLength(1);
  });

  it("leads to the standard set's member pages by the mall's product word", async () => {
    open({ path: "/hanam/myfield", routePath: "my{product}" });
    const nav = await screen.findByRole("navigation", { name: "회원 메뉴" });
    const links = within(nav)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["회원정보 수정", "/hanam/myfield/myInfo"],
      ["멤버십 정보 변경", "/hanam/myfield/main/membership-update"],
      ["구매 내역", "/hanam/mobileReceipt"],
      ["보안 설정", "/hanam/myinfo/security"],
    ]);
  });

  it("inside myinfo leaves receipts and security to the frame", async () => {
    open({ path: "/hanam/myinfo/membership", routePath: "myinfo/membership" });
    const nav = await screen.findByRole("navigation", { name: "회원 메뉴" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["회원정보 수정", "멤버십 정보 변경"]);
  });

  it("at a mall without the VIP club asks for no tier; a month without a stamp event says so", async () => {
    const s = server({ evtSeq: null });
    open({ mall: "goyang", path: "/goyang/myfield", routePath: "my{product}", s });
    expect(await screen.findByText("이번 달에 이 지점에서 진행하는 스탬프 이벤트가 없습니다.")).toBeTruthy();
    expect(s.paths().some((p) => p.endsWith("/vipPop.do"))).toBe(false);
    expect(s.paths().some((p) => p.endsWith("/postStampChk.do"))).toBe(false);
    expect(screen.queryByText(/VIP 클럽/)).toBeNull();
  });

  it("on Suwon leads to receipts, favourites and security; no stamp card where the mall runs none", async () => {
    const s = server();
    open({ mall: "suwon", path: "/suwon/mypage/membership", routePath: "mypage/membership", variant: "suwon", s });
    const nav = await screen.findByRole("navigation", { name: "회원 메뉴" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/suwon/mypage/receipt", "/suwon/mypage/favoriteStore", "/suwon/mypage/favoriteEvent", "/suwon/mypage/security"]);
    await screen.findByRole("link", { name: "포인트 회원 사이트에서 포인트 내역 보기" });
    expect(s.paths().some((p) => p.includes("stampEvnt"))).toBe(false);
  });

  it("on Granseoul frames the membership, receipt and coupon tabs, membership shown on the page itself", async () => {
    open({ mall: "granseoul", path: "/granseoul/mypage", routePath: "mypage", variant: "granseoul", tabs: true });
    const tabs = screen.getByRole("navigation", { name: "마이페이지" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")]),
    ).toEqual([
      ["멤버십", "/granseoul/mypage/membership", "page"],
      ["구매 내역", "/granseoul/mypage/receipt", null],
      ["내 쿠폰", "/granseoul/mypage/coupon", null],
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "멤버십" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "회원 메뉴" })).toBeNull();
  });

  it("on a Granseoul tab's own route the frame shows only the tabs (the tab's screen is in the outlet)", () => {
    open({ mall: "granseoul", path: "/granseoul/mypage/receipt", routePath: "mypage", variant: "granseoul", tabs: true });
    const tabs = screen.getByRole("navigation", { name: "마이페이지" });
    expect(within(tabs).getByRole("link", { name: "구매 내역" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
