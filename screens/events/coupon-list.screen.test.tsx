// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { fakeBridge, fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import CouponListScreen from "./coupon-list.screen.tsx";
import { coupon, eventsServer, issueOf, type EventsServerOptions } from "./events.fixture.ts";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };
const OFFERED = [
  coupon(55, { cpTitl: "5천원 할인", tntNmKo: "리빙 앤 홈", remainQty: 12, totQty: 100 }),
  coupon(56, { cpTitl: "주차 2시간", mbrOnlyYn: "Y" }),
  coupon(57, { cpTitl: "음료 교환", remainQty: 0, totQty: 50 }),
];

interface OpenOptions {
  member?: boolean;
  tab?: "all" | "my";
  view?: "list" | "sCoupon" | "my";
  variant?: "standard" | "centerfield" | "suwon" | "granseoul";
  mall?: string;
  dialogs?: ReturnType<typeof fakeDialogs>;
}

function open(
  o: EventsServerOptions,
  { member = false, tab = "all", view = "list", variant = "standard", mall = "hanam", dialogs = fakeDialogs() }: OpenOptions = {},
) {
  const s = eventsServer({ offered: OFFERED, ...o });
  const r = renderScreen(CouponListScreen, {
    route: { screen: "couponList", path: "event/coupon" },
    props: { variant, view },
    query: { tab },
    mall,
    path: `/${mall}/event/coupon${tab === "my" ? "?tab=my" : ""}`,
    fetch: s.fetch,
    ...(member ? { session: MEMBER } : {}),
    services: { dialogs },
  });
  return { s, ...r };
}

const card = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("li")!;

describe("CouponListScreen", () => {
  it("lists the coupons offered now: store, benefit, use period, how many are left, members-only, sold out", async () => {
    open({});
    await screen.findByRole("heading", { level: 2, name: "5천원 할인" });
    expect(screen.getByRole("heading", { level: 1, name: "쿠폰" })).toBeTruthy();
    expect(within(card("5천원 할인")).getByText("리빙 앤 홈")).toBeTruthy();
    expect(within(card("5천원 할인")).getByText("남은 수량 12장")).toBeTruthy();
    expect(within(card("5천원 할인")).getByText("사용 기간 05.01(수) ~ 06.07(금)")).toBeTruthy();
    expect(within(card("주차 2시간")).getByText("회원 전용")).toBeTruthy();
    expect(within(card("음료 교환")).getByText("소진")).toBeTruthy();
    expect(within(card("음료 교환")).queryByRole("button")).toBeNull();
    expect(screen.getByText("쿠폰은 매일 10:00:01부터 22:00:00까지 받을 수 있습니다.")).toBeTruthy();
  });

  it("a member downloads once with a double tap; the coupon then opens as theirs", async () => {
    const d = fakeDialogs();
    const { s } = open({}, { member: true, dialogs: d });
    const get = await screen.findByRole("button", { name: "5천원 할인 쿠폰 받기" });
    fireEvent.click(get);
    fireEvent.click(get);
    expect((await screen.findByRole("link", { name: "5천원 할인 쿠폰 보기" })).getAttribute("href")).toBe("/hanam/event/coupon/55");
    expect(s.seen.filter((r) => r.method === "POST").map((r) => new URL(r.url, "http://l").pathname)).toEqual(["/api/hanam/eventCoupon/coupon/55.do"]);
  });

  it("a held coupon is a state: already issued shows as held, a used one as used", async () => {
    open({ holding: [issueOf(55), issueOf(56, { useYn: "Y", useDttm: "2024-05-10 12:00:00" })] }, { member: true });
    expect(await screen.findByRole("link", { name: "5천원 할인 쿠폰 보기" })).toBeTruthy();
    expect(within(card("주차 2시간")).getByText("사용 완료")).toBeTruthy();
  });

  it("the received tab lists the caller's coupons, with its own empty state", async () => {
    const { s } = open({ holding: [issueOf(56)] }, { member: true, tab: "my" });
    await screen.findByRole("heading", { level: 2, name: "주차 2시간" });
    expect(s.calls("/myCouponListData.do").map((p) => p.get("listType"))).toEqual(["my"]);
    cleanup();
    open({}, { member: true, tab: "my" });
    expect(await screen.findByText("받은 쿠폰이 없습니다.")).toBeTruthy();
  });

  it("a visitor in a browser on the received tab is offered the login, and no list is asked for", async () => {
    const { s } = open({}, { tab: "my" });
    expect(await screen.findByText("로그인하면 받은 쿠폰을 볼 수 있습니다.")).toBeTruthy();
    expect(s.calls("/myCouponListData.do")).toHaveLength(0);
  });

  it("Granseoul's my coupons (no coupon page) opens the voucher in a dialog, and marks it used behind a confirm", async () => {
    const d = fakeDialogs();
    open({ holding: [issueOf(55)] }, { member: true, view: "my", variant: "granseoul", mall: "granseoul", dialogs: d });
    fireEvent.click(await screen.findByRole("button", { name: "5천원 할인 쿠폰 보기" }));
    const dialog = await screen.findByRole("dialog", { name: "5천원 할인" });
    expect(screen.queryByRole("tab")).toBeNull();
    expect(within(dialog).getByText("1234 5678 9012 3456")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "사용 처리" }));
    expect(await within(dialog).findByText("05.15(수)에 사용한 쿠폰입니다.")).toBeTruthy();
    expect(d.asked.map((a) => a.kind)).toEqual(["confirm", "alert"]);
  });

  it("in the app without a login, the coupon is issued to this device; a members-only one asks to log in", async () => {
    const browserAgent = navigator.userAgent;
    Object.defineProperty(window.navigator, "userAgent", {
      value: "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 FieldMallApp/3.4.0",
      configurable: true,
    });
    onTestFinished(() => void Object.defineProperty(window.navigator, "userAgent", { value: browserAgent, configurable: true }));
    const bridge = () => Promise.resolve({ ...fakeBridge(), getDeviceId: async () => "DEVICE-0001-ABCD" });
    const d = fakeDialogs(false);
    const s = eventsServer({ offered: OFFERED });
    renderScreen(CouponListScreen, {
      route: { screen: "couponList", path: "event/coupon" },
      props: { variant: "standard", view: "list" },
      query: { tab: "all" },
      mall: "hanam",
      path: "/hanam/event/coupon",
      fetch: s.fetch,
      services: { dialogs: d, bridge },
    });
    fireEvent.click(await screen.findByRole("button", { name: "5천원 할인 쿠폰 받기" }));
    expect(await screen.findByRole("link", { name: "5천원 할인 쿠폰 보기" })).toBeTruthy();
    const posts = s.seen.filter((r) => r.method === "POST").map((r) => new URL(r.url, "http://l").pathname);
    expect(posts).toEqual(["/api/hanam/coupon/mycp/55/DEVICE-0001-ABCD.do"]);
    // The list asked with the device id, so its status is the device's.
    expect(s.calls("/myCouponListData.do").every((p) => p.get("uuid") === "DEVICE-0001-ABCD")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "주차 2시간 쿠폰 받기" }));
    await screen.findByRole("link", { name: "5천원 할인 쿠폰 보기" });
    expect(d.asked.map((a) => a.kind)).toContain("confirm");
    expect(s.seen.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});
