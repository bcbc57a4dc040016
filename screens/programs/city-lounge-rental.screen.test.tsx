// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER_SESSION } from "../../engine/session/fake-session.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { applyServer, rental, type ApplyServerOptions } from "./apply.fixture.ts";
import CityLoungeRentalScreen from "./city-lounge-rental.screen.tsx";
import { WINDOWS } from "./programs.fixture.ts";

afterEach(cleanup);

function open(o: ApplyServerOptions = {}, { member = true, search = "", dialogs = fakeDialogs() } = {}) {
  const s = applyServer(o);
  const r = renderScreen(CityLoungeRentalScreen, {
    route: { screen: "cityLoungeRental", path: "tenant/cityLounge/toRental" },
    mall: "myeongji",
    path: `/myeongji/tenant/cityLounge/toRental${search}`,
    fetch: s.fetch,
    ...(member ? { session: MEMBER_SESSION } : {}),
    services: { dialogs },
  });
  return { s, dialogs, ...r };
}

const agree = () => {
  fireEvent.click(screen.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }));
  fireEvent.click(screen.getByRole("checkbox", { name: /개인정보 처리 위탁에 동의합니다/ }));
};

describe("CityLoungeRentalScreen", () => {
  it("lists the rentals with their day, hours and capacity, each with its join button by the programs' time rule", async () => {
    open({
      rentals: [
        rental("RNT001", { rntTitl: "세미나룸 A" }),
        rental("RNT002", { rntTitl: "파티룸", ...WINDOWS.deadline }),
        rental("RNT003", { rntTitl: "스터디룸", ...WINDOWS.upcoming }),
        rental("RNT004", { rntTitl: "스튜디오", ...WINDOWS.prizePending }),
      ],
    });
    expect(screen.getByRole("heading", { level: 1, name: "시티라운지 대관" })).toBeTruthy();
    const list = await screen.findByRole("region", { name: "대관 목록" });
    const row = (title: string) => within(list).getAllByText(title)[0]?.closest("li") as HTMLElement;
    expect(await within(list).findByRole("button", { name: /^신청하기\s*세미나룸 A$/ })).toBeTruthy();
    expect(row("세미나룸 A").textContent).toContain("05.27(월) 오전 10시 ~ 오후 12시");
    expect(row("세미나룸 A").textContent).toContain("최대 12명");
    expect(within(row("세미나룸 A")).getByRole("button", { name: /^신청하기\s*세미나룸 A$/ })).toBeTruthy();
    expect((within(row("파티룸")).getByRole("button", { name: "신청 마감" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row("스터디룸")).getByRole("button", { name: "05.18(토) 신청 오픈" }) as HTMLButtonElement).disabled).toBe(true);
    expect(row("스튜디오").textContent).toContain("당첨자 발표 준비 중");
  });

  it("a member applies in place, once however often it is tapped, with a party up to the capacity; the confirmation goes back to the list", async () => {
    const { s, dialogs, currentPath } = open({ hold: true });
    fireEvent.click(await screen.findByRole("button", { name: /^신청하기\s*세미나룸 A$/ }));
    await waitFor(() => expect(currentPath()).toBe("/myeongji/tenant/cityLounge/toRental?rental=RNT001"));
    const form = await screen.findByRole("form", { name: "대관 신청서" });
    expect(screen.getByRole("heading", { level: 2, name: "세미나룸 A" })).toBeTruthy();
    const size = within(form).getByRole("combobox", { name: "참여 인원" }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    fireEvent.change(size, { target: { value: "5" } });
    agree();
    const button = within(form).getByRole("button", { name: /^신청하기/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(form);
    await waitFor(() => expect(s.posts).toHaveLength(1));
    s.release();
    await waitFor(() => expect(dialogs.asked.map((d) => d.text)).toEqual(["신청이 완료되었습니다."]));
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]?.path).toBe("/api/myeongji/rnt/joinRnt.do");
    expect(Object.fromEntries(s.posts[0]?.body ?? [])).toMatchObject({ rntSeq: "RNT001", joinNum: "5", name: "김하남", telNum1: "010" });
    await waitFor(() => expect(currentPath()).toBe("/myeongji/tenant/cityLounge/toRental"));
    expect(await screen.findByRole("region", { name: "대관 목록" })).toBeTruthy();
  });

  it("a visitor who taps apply gets the login prompt; yes goes to login with a return to this rental's form", async () => {
    const { dialogs, currentPath } = open({}, { member: false });
    fireEvent.click(await screen.findByRole("button", { name: /^신청하기\s*세미나룸 A$/ }));
    await waitFor(() => expect(dialogs.asked.map((d) => d.text)).toEqual(["로그인이 필요한 서비스입니다. 로그인하시겠습니까?"]));
    await waitFor(() => expect(currentPath()).toBe(`/myeongji/login?returnTo=${encodeURIComponent("/myeongji/tenant/cityLounge/toRental?rental=RNT001")}`));
  });

  it("a visitor on a rental's address sees the list, never the form", async () => {
    open({}, { member: false, search: "?rental=RNT001" });
    expect(await screen.findByRole("region", { name: "대관 목록" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "대관 신청서" })).toBeNull();
  });

  it("a rental no longer open on its address is said, with the list", async () => {
    open({}, { search: "?rental=RNT002" });
    expect(await screen.findByText("선택하신 대관은 지금 신청할 수 없습니다.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "대관 신청서" })).toBeNull();
  });

  it("the server's refusals: fully booked as the alert, too many people at the party size", async () => {
    const full = open({ refuse: { status: 409, message: "Applications are closed: the program is fully booked." } }, { search: "?rental=RNT001" });
    const form = await screen.findByRole("form", { name: "대관 신청서" });
    agree();
    fireEvent.click(within(form).getByRole("button", { name: /^신청하기/ }));
    await waitFor(() => expect(full.dialogs.asked.map((d) => d.text)).toEqual(["신청이 마감되었습니다. 정원이 모두 찼습니다."]));
    cleanup();
    open(
      { refuse: { status: 400, message: "invalid request", errors: [{ field: "joinNum", message: "the space holds at most 6 people" }] } },
      { search: "?rental=RNT001" },
    );
    const again = await screen.findByRole("form", { name: "대관 신청서" });
    agree();
    fireEvent.click(within(again).getByRole("button", { name: /^신청하기/ }));
    expect(await screen.findByText("신청할 수 있는 인원을 넘었습니다.")).toBeTruthy();
  });

  it("shows the rental winner notices; no rentals shows the empty state", async () => {
    open({ notices: [{ notiSeq: 1, notiTitl: "[대관 당첨 안내] 포토 스튜디오", notiCont: "<p>당첨</p>", regDt: "2024-05-13", refSeq: "RNT005" }] });
    expect(await screen.findByText("[대관 당첨 안내] 포토 스튜디오")).toBeTruthy();
    cleanup();
    open({ rentals: [] });
    expect(await screen.findByText("신청할 수 있는 대관이 없습니다.")).toBeTruthy();
  });
});
