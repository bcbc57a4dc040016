// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import LoyaltyEventScreen from "./loyalty-event.screen.tsx";
import PartnerCardScreen, { PARTNER_DIALOG_KEY } from "./partner-card.screen.tsx";

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const lists: typeof fetch = async (input) => {
  const path = new URL(String(input), "http://l").pathname;
  if (path.endsWith("/shippingBrands.do"))
    return json({ message: "success", verDt: "2023-09-11", partnerList: Array.from({ length: 86 }, (_, i) => ({ no: i + 1, bizNm: `브랜드${i + 1}` })) });
  if (path.endsWith("/classPlatform.do"))
    return json({
      message: "success",
      verDt: "2025-08-13",
      partnerList: Array.from({ length: 37 }, (_, i) => ({ no: i + 1, compNm: `회사${i + 1}`, tradeNm: `상호${i + 1}` })),
    });
  return json({ message: "no" }, 404);
};

// The test clock: 2024-05-15 12:00 in Seoul.
const open = (now?: number) =>
  renderScreen(PartnerCardScreen, {
    route: { screen: "partnerCard", path: "event/card" },
    mall: "hanam",
    path: "/hanam/event/card",
    fetch: lists,
    ...(now !== undefined ? { services: { now: () => now } } : {}),
  });

describe("PartnerCardScreen", () => {
  it("opens the partner lists on arrival: the 86 shipping brands with their date, and the 37 class partners", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "제휴사 목록" });
    expect(await within(dialog).findByText("기준일 2023.09.11 · 86곳")).toBeTruthy();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(86);
    fireEvent.click(within(dialog).getByRole("tab", { name: "클래스 플랫폼 제휴사" }));
    expect(await within(dialog).findByText("기준일 2025.08.13 · 37곳")).toBeTruthy();
    expect(within(dialog).getAllByRole("row")).toHaveLength(38);
  });

  it("'don't show for 7 days' keeps it closed on arrival for seven days, then it opens again; the buttons still open it", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "제휴사 목록" });
    fireEvent.click(within(dialog).getByRole("button", { name: "7일 동안 보지 않기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem(PARTNER_DIALOG_KEY)).toBe("20240515");
    cleanup();
    open(Date.parse("2024-05-21T23:00:00+09:00"));
    await screen.findByRole("heading", { level: 1, name: "제휴 카드 혜택" });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "클래스 플랫폼 제휴사 목록 보기" }));
    expect(await screen.findByRole("dialog", { name: "제휴사 목록" })).toBeTruthy();
    cleanup();
    open(Date.parse("2024-05-22T00:00:00+09:00"));
    expect(await screen.findByRole("dialog", { name: "제휴사 목록" })).toBeTruthy();
  });

  it("closing only closes: it opens again next time", async () => {
    open();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem(PARTNER_DIALOG_KEY)).toBeNull();
  });
});

describe("LoyaltyEventScreen", () => {
  it("explains the gifts and leads to the events, coupons and purchases of its route set", async () => {
    renderScreen(LoyaltyEventScreen, {
      route: { screen: "loyaltyEvent", path: "loyaltyEvent" },
      props: { variant: "suwon" },
      mall: "suwon",
      path: "/suwon/loyaltyEvent",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "구매 사은 이벤트" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /진행 중인 이벤트 보기/ }).getAttribute("href")).toBe("/suwon/event/main");
    expect(screen.getByRole("link", { name: /쿠폰 보기/ }).getAttribute("href")).toBe("/suwon/event/coupon");
    expect(screen.getByRole("link", { name: /구매 내역/ }).getAttribute("href")).toBe("/suwon/mypage/receipt");
  });
});
