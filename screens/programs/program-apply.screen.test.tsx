// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER_SESSION } from "../../engine/session/fake-session.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { applyServer, joinListEntry, type ApplyServerOptions } from "./apply.fixture.ts";
import ProgramApplyScreen from "./program-apply.screen.tsx";

afterEach(cleanup);

type Kind = "kids" | "library" | "cityLounge";

function open(o: ApplyServerOptions = {}, { kind = "kids" as Kind, select = "", mall = "hanam", dialogs = fakeDialogs() } = {}) {
  const s = applyServer(o);
  const base = kind === "library" ? "tenant/fieldLibrary/toApply" : kind === "cityLounge" ? "tenant/cityLounge/toApply" : "tenant/fieldKids/toApply";
  const r = renderScreen(ProgramApplyScreen, {
    route: { screen: "programApply", path: base },
    props: { kind },
    path: `/${mall}/${base}${select ? `?select=${select}` : ""}`,
    mall,
    fetch: s.fetch,
    session: MEMBER_SESSION,
    services: { dialogs },
  });
  return { s, dialogs, ...r };
}

const form = () => screen.findByRole("form", { name: "프로그램 신청서" });
const agree = () => {
  fireEvent.click(screen.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }));
  fireEvent.click(screen.getByRole("checkbox", { name: /개인정보 처리 위탁에 동의합니다/ }));
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: /^신청하기/ }));

describe("ProgramApplyScreen", () => {
  it("offers the open programs with the selected one ticked, fills the member's name and number, and asks the round of a multi-round program", async () => {
    open({}, { select: "SKP001" });
    await form();
    expect(screen.getByRole("heading", { level: 1, name: "키즈 프로그램 신청" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "숲속 음악회" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "물감 놀이터" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("textbox", { name: "이름" }) as HTMLInputElement).value).toBe("김하남");
    expect((screen.getByRole("textbox", { name: "휴대폰 번호 가운데 자리" }) as HTMLInputElement).value).toBe("1234");
    const rounds = screen.getByRole("group", { name: "숲속 음악회 회차 선택" });
    expect(
      within(rounds)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["1회차 오전 11시", "2회차 오후 2시"]);
    agree();
    submit();
    expect(await screen.findByText("회차를 선택해 주세요.")).toBeTruthy();
  });

  it("sends one application however often it is tapped, with the chosen round, and the confirmation goes back to the program list", async () => {
    const { s, dialogs, currentPath } = open({ hold: true }, { select: "SKP001" });
    await form();
    fireEvent.click(screen.getByRole("radio", { name: "2회차 오후 2시" }));
    fireEvent.change(screen.getByRole("combobox", { name: "참여 인원" }), { target: { value: "3" } });
    agree();
    submit();
    submit();
    fireEvent.submit(await form());
    await waitFor(() => expect(s.posts).toHaveLength(1));
    s.release();
    await waitFor(() => expect(dialogs.asked.map((d) => d.text)).toEqual(["신청이 완료되었습니다."]));
    expect(s.posts).toHaveLength(1);
    const body = s.posts[0]?.body;
    expect(s.posts[0]?.path).toBe("/api/hanam/fieldKids/joinProgram.do");
    expect(body?.getAll("skpSeqs")).toEqual(["SKP001_2"]);
    expect(body?.get("joinNum")).toBe("3");
    expect([body?.get("name"), body?.get("telNum1"), body?.get("telNum2"), body?.get("telNum3")]).toEqual(["김하남", "010", "1234", "5678"]);
    expect(body?.has("slpSeqs")).toBe(false);
    await waitFor(() => expect(currentPath()).toBe("/hanam/tenant/fieldKids"));
  });

  it("the mobile number takes digits only, cut to each part's length; the consents and a program are required", async () => {
    const { s } = open();
    await form();
    const middle = screen.getByRole("textbox", { name: "휴대폰 번호 가운데 자리" }) as HTMLInputElement;
    fireEvent.change(middle, { target: { value: "98a7654321" } });
    expect(middle.value).toBe("9876");
    submit();
    expect(await screen.findByText("신청할 프로그램을 선택해 주세요.")).toBeTruthy();
    expect(screen.getAllByText("필수 항목에 동의해 주세요.")).toHaveLength(2);
    expect(s.posts).toHaveLength(0);
  });

  it("the party size goes up to the smallest limit of what is chosen", async () => {
    open({}, { select: "SKP002" });
    await form();
    const size = screen.getByRole("combobox", { name: "참여 인원" }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(["1", "2"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "물감 놀이터" }));
    expect([...size.options]).toHaveLength(4);
  });

  it("too many people: the server's refusal shows at the party size", async () => {
    const { s } = open(
      { refuse: { status: 400, message: "invalid request", errors: [{ field: "joinNum", message: "at most 2 people per application" }] } },
      { select: "SKP002" },
    );
    await form();
    agree();
    submit();
    expect(await screen.findByText("신청할 수 있는 인원을 넘었습니다.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "참여 인원" }).getAttribute("aria-invalid")).toBe("true");
    expect(s.posts).toHaveLength(1);
  });

  it.each([
    ["Applications are closed: the program is fully booked.", "신청이 마감되었습니다. 정원이 모두 찼습니다."],
    ["The application period has not started yet.", "아직 신청 기간이 아닙니다."],
    ["The application period has ended.", "신청 기간이 종료되었습니다."],
  ])("the server's 409 '%s' is said as the spec's alert and the form stays", async (message, said) => {
    const { dialogs, currentPath } = open({ refuse: { status: 409, message } }, { select: "SKP002" });
    await form();
    agree();
    submit();
    await waitFor(() => expect(dialogs.asked).toEqual([{ kind: "alert", text: said, title: undefined, image: undefined }]));
    expect(currentPath()).toBe("/hanam/tenant/fieldKids/toApply?select=SKP002");
    expect(screen.getByRole("button", { name: "신청하기" })).toBeTruthy();
  });

  it("a send that fails says so in the form", async () => {
    open({ refuse: { status: 500, message: "boom" } }, { select: "SKP002" });
    await form();
    agree();
    submit();
    expect(await screen.findByText("신청하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeTruthy();
  });

  it("a selected id that is not open is left out, and said", async () => {
    open({}, { select: "SKP999" });
    await form();
    expect(screen.getByText("선택하신 프로그램 중 지금 신청할 수 없는 프로그램은 제외했습니다.")).toBeTruthy();
    expect(screen.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
  });

  it("the library offers its open lectures and sends them as slpSeqs", async () => {
    const { s } = open({}, { kind: "library", select: "SLP001" });
    await form();
    expect(screen.getByRole("heading", { level: 1, name: "강좌 신청" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "재즈의 밤" })).toBeNull();
    agree();
    submit();
    await waitFor(() => expect(s.posts).toHaveLength(1));
    expect(s.posts[0]?.body.getAll("slpSeqs")).toEqual(["SLP001"]);
    expect(s.posts[0]?.body.has("skpSeqs")).toBe(false);
  });

  it("the city lounge applies to myeongji's kids programs; nothing open shows the empty state with the way back", async () => {
    open({ joinList: [] }, { kind: "cityLounge", mall: "myeongji" });
    expect(await screen.findByText("지금 신청할 수 있는 프로그램이 없습니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "프로그램 목록으로" }).getAttribute("href")).toBe("/myeongji/tenant/cityLounge");
  });

  it("in English, the words are English", async () => {
    const s = applyServer({ joinList: [joinListEntry("SKP002", { maxJoinNum: 2, title: "Paint" })] });
    renderScreen(ProgramApplyScreen, {
      route: { screen: "programApply", path: "tenant/fieldKids/toApply" },
      props: { kind: "kids" },
      path: "/hanam/tenant/fieldKids/toApply",
      locale: "en",
      fetch: s.fetch,
      session: MEMBER_SESSION,
    });
    expect(await screen.findByRole("form", { name: "Program application" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply" })).toBeTruthy();
  });
});
