// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import CouponDetailScreen from "./coupon-detail.screen.tsx";
import { coupon, eventsServer, issueOf, type EventsServerOptions } from "./events.fixture.ts";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };
const OFFERED = [coupon(55, { cpTitl: "5천원 할인", tntNmKo: "리빙 앤 홈", cpCont: "1인 1회\n\n중복 사용 불가" })];

function open(o: EventsServerOptions, { id = "55", member = true, dialogs = fakeDialogs(), centerfieldQuery = false } = {}) {
  const s = eventsServer({ offered: OFFERED, ...o });
  const r = renderScreen(CouponDetailScreen, {
    route: { screen: "couponDetail", path: centerfieldQuery ? "couponDetail" : "event/coupon/:couponId" },
    props: { variant: centerfieldQuery ? "centerfield" : "standard" },
    params: centerfieldQuery ? {} : { couponId: id },
    query: centerfieldQuery ? { cpSeq: id } : {},
    mall: centerfieldQuery ? "centerfield" : "hanam",
    path: centerfieldQuery ? `/centerfield/couponDetail?cpSeq=${id}` : `/hanam/event/coupon/${id}`,
    fetch: s.fetch,
    ...(member ? { session: MEMBER } : {}),
    services: { dialogs },
  });
  return { s, ...r };
}

describe("CouponDetailScreen", () => {
  it("shows what the coupon gives, where and when, and its conditions line by line", async () => {
    open({}, { member: false });
    expect(await screen.findByRole("heading", { level: 1, name: "5천원 할인" })).toBeTruthy();
    expect(screen.getByText("리빙 앤 홈")).toBeTruthy();
    expect(screen.getByText("받는 기간 05.01(수) ~ 05.31(금)")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("중복 사용 불가");
    expect(screen.getByRole("link", { name: "쿠폰 목록" }).getAttribute("href")).toBe("/hanam/event/coupon");
  });

  it("downloading turns the page into the voucher", async () => {
    const { s } = open({});
    fireEvent.click(await screen.findByRole("button", { name: "쿠폰 받기" }));
    expect(await screen.findByRole("heading", { name: "모바일 쿠폰" })).toBeTruthy();
    expect(screen.getByText("1234 5678 9012 3456")).toBeTruthy();
    expect(s.seen.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("uses the coupon once, only after the confirm", async () => {
    const no = fakeDialogs(false);
    const first = open({ holding: [issueOf(55)] }, { dialogs: no });
    fireEvent.click(await screen.findByRole("button", { name: "사용 처리" }));
    await waitFor(() => expect(no.asked.map((a) => a.kind)).toEqual(["confirm"]));
    expect(first.s.calls("/use/55.do")).toHaveLength(0);
    cleanup();
    const yes = fakeDialogs(true);
    const second = open({ holding: [issueOf(55)] }, { dialogs: yes });
    fireEvent.click(await screen.findByRole("button", { name: "사용 처리" }));
    expect(await screen.findByText("05.15(수)에 사용한 쿠폰입니다.")).toBeTruthy();
    expect(second.s.calls("/use/55.do")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "사용 처리" })).toBeNull();
  });

  it("a coupon used elsewhere in the meantime says so", async () => {
    open({
      holding: [issueOf(55)],
      override: (path) =>
        path.includes("/coupon/my/use/")
          ? new Response(JSON.stringify({ message: "This coupon has already been used." }), { status: 409, headers: { "content-type": "application/json" } })
          : null,
    });
    fireEvent.click(await screen.findByRole("button", { name: "사용 처리" }));
    expect(await screen.findByText("이미 사용한 쿠폰입니다.")).toBeTruthy();
  });

  it("an unknown or malformed coupon says it is not found, with the list", async () => {
    open({}, { id: "404" });
    expect(await screen.findByRole("heading", { level: 1, name: "쿠폰을 찾을 수 없습니다. 기간이 끝났거나 주소가 잘못되었습니다." })).toBeTruthy();
    cleanup();
    const { s } = open({}, { id: "abc" });
    expect(await screen.findByText("쿠폰을 찾을 수 없습니다. 기간이 끝났거나 주소가 잘못되었습니다.")).toBeTruthy();
    expect(s.seen).toHaveLength(0);
  });

  it("Centerfield's couponDetail takes the coupon from the query", async () => {
    open({}, { centerfieldQuery: true });
    expect(await screen.findByRole("heading", { level: 1, name: "5천원 할인" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "쿠폰 목록" }).getAttribute("href")).toBe("/centerfield/couponeList");
  });
});
