// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { inquiryCredentials } from "./inquiry-credentials.ts";
import InquiryDetailScreen from "./inquiry-detail.screen.tsx";
import { inquiryServer, VISITOR } from "./inquiry.fixture.ts";

afterEach(() => {
  cleanup();
  inquiryCredentials.forget("hanam");
});

const route = { screen: "inquiryDetail", path: "store/service/cs/:qnaId" } as const;
const MEMBER = { status: "member", custId: "M0000001" } as const;
const L = (text: string) => new RegExp(`^${text}\\*?$`);

function open(qnaId: string, { member = false, server = inquiryServer({ custId: member ? "M0000001" : null }) } = {}) {
  const view = renderScreen(InquiryDetailScreen, {
    route,
    params: { qnaId },
    path: `/hanam/store/service/cs/${qnaId}`,
    fetch: server.fetch,
    ...(member ? { session: MEMBER } : {}),
  });
  return { server, view };
}

const title = (name: string) => screen.findByRole("heading", { level: 2, name });

describe("inquiry page: the thread", () => {
  it("a deep link without credentials goes to the lookup; once they are given, the thread opens with its posts oldest first", async () => {
    const { server, view } = open("7");
    expect(await screen.findByText("이 문의를 보려면 작성할 때 입력한 이메일과 비밀번호를 입력해 주세요.")).toBeTruthy();
    expect(server.calls("csQna.do")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(L("이메일")), { target: { value: VISITOR.custEmail } });
    fireEvent.change(screen.getByLabelText(L("비밀번호")), { target: { value: VISITOR.qutnPw } });
    fireEvent.click(screen.getByRole("button", { name: "조회" }));
    await title("교환 가능 기간 문의");
    const posts = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(posts.map((p) => within(p).getByRole("heading", { level: 3 }).textContent)).toEqual(["문의", "추가 문의"]);
    expect(within(posts[0] as HTMLElement).getByText("선물로 받은 상품을 교환하고 싶습니다.")).toBeTruthy();
    expect(within(posts[0] as HTMLElement).getByRole("region", { name: "답변" }).textContent).toContain("영수증을 가져와 주세요.");
    expect(within(posts[1] as HTMLElement).getByText("답변을 준비하고 있습니다.")).toBeTruthy();
    expect(Object.fromEntries(server.calls("csQna.do")[0]?.params ?? [])).toMatchObject({ qnaSeq: "7", ...VISITOR });
    expect(view.currentPath()).toBe("/hanam/store/service/cs/7");
  });

  it("with credentials in memory the thread opens at once; the list link goes back to my inquiries", async () => {
    inquiryCredentials.keep("hanam", VISITOR);
    open("7");
    await title("교환 가능 기간 문의");
    expect(screen.getByText("확인중")).toBeTruthy();
    expect(screen.getByRole("link", { name: "목록으로" }).getAttribute("href")).toBe("/hanam/store/service/cs?tab=mine");
  });

  it("credentials the server refuses are forgotten, and the lookup says so", async () => {
    inquiryCredentials.keep("hanam", { custEmail: VISITOR.custEmail, qutnPw: "not-it" });
    open("7");
    expect(await screen.findByText("이메일 또는 비밀번호가 올바르지 않습니다.")).toBeTruthy();
    expect(inquiryCredentials.has("hanam")).toBe(false);
  });

  it("adds an inquiry: content required (the spec's words); sent once, then shown in the thread", async () => {
    const { server } = open("21", { member: true });
    await title("주차 정산 문의");
    const add = screen.getByRole("form", { name: "추가 문의 작성" });
    fireEvent.submit(add);
    expect(await screen.findByText("추가 문의 내용을 입력해 주세요.")).toBeTruthy();
    expect(server.calls("myQna/addInquiry.do")).toHaveLength(0);
    fireEvent.change(within(add).getByLabelText(L("추가 문의")), { target: { value: "사진도 보낼게요." } });
    fireEvent.submit(add);
    fireEvent.submit(add);
    expect(await screen.findByText("추가 문의가 등록되었습니다.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("사진도 보낼게요.")).toBeTruthy());
    expect(server.calls("myQna/addInquiry.do")).toHaveLength(1);
    expect(Object.fromEntries(server.calls("myQna/addInquiry.do")[0]?.params ?? [])).toMatchObject({ qnaGrpSeq: "21", qutnCont: "사진도 보낼게요." });
  });

  it("edits a thread being checked: the form starts from what was written and saves it as an edit", async () => {
    const { server } = open("21", { member: true });
    await title("주차 정산 문의");
    fireEvent.click(screen.getByRole("button", { name: "문의 수정" }));
    const edit = await screen.findByRole("form", { name: "문의 수정" });
    expect((within(edit).getByLabelText(L("제목")) as HTMLInputElement).value).toBe("주차 정산 문의");
    expect((within(edit).getByLabelText(L("문의 내용")) as HTMLTextAreaElement).value).toBe("정산이 안 됩니다.");
    expect(within(edit).queryByLabelText(L("비밀번호"))).toBeNull();
    expect(within(edit).queryByRole("checkbox")).toBeNull();
    fireEvent.change(within(edit).getByLabelText(L("제목")), { target: { value: "주차 정산 문의 (수정)" } });
    fireEvent.change(within(edit).getByLabelText(L("이메일")), { target: { value: "member1@example.com" } });
    fireEvent.submit(edit);
    expect(await screen.findByText("문의가 수정되었습니다.")).toBeTruthy();
    await title("주차 정산 문의 (수정)");
    expect(Object.fromEntries(server.calls("qnaSave.do")[0]?.params ?? [])).toMatchObject({
      upQnaSeq: "21",
      qnaGrpSeq: "21",
      qutnTitl: "주차 정산 문의 (수정)",
    });
  });

  it("a visitor's edit proves itself with the credentials in memory", async () => {
    inquiryCredentials.keep("hanam", VISITOR);
    const { server } = open("7");
    await title("교환 가능 기간 문의");
    fireEvent.click(screen.getByRole("button", { name: "문의 수정" }));
    const edit = await screen.findByRole("form", { name: "문의 수정" });
    expect(within(edit).queryByLabelText(L("이메일"))).toBeNull();
    expect((within(edit).getByLabelText(L("세부 유형")) as HTMLSelectElement).value).toBe("1020");
    expect((within(edit).getByLabelText(L("매장명")) as HTMLInputElement).value).toBe("리빙 편집숍");
    fireEvent.submit(edit);
    expect(await screen.findByText("문의가 수정되었습니다.")).toBeTruthy();
    expect(Object.fromEntries(server.calls("qnaSave.do")[0]?.params ?? [])).toMatchObject({ upQnaSeq: "7", ...VISITOR });
  });

  it("cancelling an edit shows the thread unchanged", async () => {
    open("21", { member: true });
    await title("주차 정산 문의");
    fireEvent.click(screen.getByRole("button", { name: "문의 수정" }));
    fireEvent.click(await screen.findByRole("button", { name: "수정 취소" }));
    await title("주차 정산 문의");
  });

  it("a confirmed thread takes an addition but no edit; an answered one neither (the spec's words)", async () => {
    open("22", { member: true });
    await title("수유실 위치");
    expect(screen.queryByRole("button", { name: "문의 수정" })).toBeNull();
    expect(screen.getByRole("form", { name: "추가 문의 작성" })).toBeTruthy();
    cleanup();
    open("23", { member: true });
    await title("교환 문의");
    expect(screen.queryByRole("button", { name: "문의 수정" })).toBeNull();
    expect(screen.queryByRole("form", { name: "추가 문의 작성" })).toBeNull();
    expect(screen.getByText("답변이 완료된 문의는 수정할 수 없습니다.")).toBeTruthy();
  });

  it("an addition the server refuses as answered (409) says so and shows the thread as it is now", async () => {
    const { server } = open("21", { member: true });
    await title("주차 정산 문의");
    const thread = server.threads.find((t) => t.qnaSeq === 21);
    if (thread) thread.stat = "ANSWERED";
    const add = screen.getByRole("form", { name: "추가 문의 작성" });
    fireEvent.change(within(add).getByLabelText(L("추가 문의")), { target: { value: "하나 더요." } });
    fireEvent.submit(add);
    expect(await screen.findByText("답변이 진행 중이거나 완료된 문의는 수정할 수 없습니다.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form", { name: "추가 문의 작성" })).toBeNull());
    expect(screen.getByText("답변완료")).toBeTruthy();
  });

  it.each([
    ["24", "삭제된 문의입니다.", true],
    ["30", "다른 고객의 문의입니다.", true],
    ["99", "문의를 찾을 수 없습니다.", true],
  ] as const)("inquiry %s is refused in words: %s", async (qnaId, words, member) => {
    open(qnaId, { member });
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("a deleted inquiry is shown as such, with the spec's rule", async () => {
    open("24", { member: true });
    expect(await screen.findByText("삭제된 문의입니다.")).toBeTruthy();
    expect(screen.getByText("불건전하거나 광고성 내용의 게시물은 삭제될 수 있으며, 삭제된 게시물은 수정할 수 없습니다.")).toBeTruthy();
  });

  it("a member's inquiry opened by a visitor with credentials asks to log in (401)", async () => {
    inquiryCredentials.keep("hanam", VISITOR);
    open("21");
    expect(await screen.findByText("회원이 작성한 문의입니다. 로그인한 뒤 확인해 주세요.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "로그인" }).getAttribute("href")).toBe(`/hanam/login?returnTo=${encodeURIComponent("/hanam/store/service/cs/21")}`);
  });

  it("a 429 says the wait from Retry-After", async () => {
    inquiryCredentials.keep("hanam", VISITOR);
    open("7", { server: inquiryServer({ throttleAfter: 0 }) });
    expect(await screen.findByText("시도가 너무 많습니다. 37초 뒤에 다시 시도해 주세요.")).toBeTruthy();
  });

  it("an id that is not a number is not found, without a call", async () => {
    const { server } = open("abc");
    expect(await screen.findByText("문의를 찾을 수 없습니다.")).toBeTruthy();
    expect(server.all()).toHaveLength(0);
  });
});
