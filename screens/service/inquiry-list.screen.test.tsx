// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { inquiryCredentials } from "./inquiry-credentials.ts";
import InquiryListScreen from "./inquiry-list.screen.tsx";
import { inquiryServer, VISITOR } from "./inquiry.fixture.ts";

afterEach(() => {
  cleanup();
  inquiryCredentials.forget("hanam");
  inquiryCredentials.forget("suwon");
  localStorage.clear();
  sessionStorage.clear();
});

const route = { screen: "inquiryList", path: "store/service/cs" } as const;
const MEMBER = { status: "member", custId: "M0000001" } as const;
/** A field by its label (a required one's label ends in its asterisk). */
const L = (text: string) => new RegExp(`^${text}\\*?$`);
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const form = () => screen.getByRole("form", { name: "문의 작성" });

async function openForm(server = inquiryServer()) {
  const view = renderScreen(InquiryListScreen, { route, path: "/hanam/store/service/cs", fetch: server.fetch });
  await screen.findByRole("form", { name: "문의 작성" });
  return { server, view };
}

async function chooseStores() {
  fireEvent.change(screen.getByLabelText(L("문의 유형")), { target: { value: "10" } });
  await screen.findByLabelText(L("세부 유형"));
}

describe("inquiry page: writing", () => {
  it("takes the categories and the customer centre from cs.do; a category brings its sub-categories, its guide and the store field", async () => {
    await openForm();
    expect(screen.getByText("전화 031-8072-8000")).toBeTruthy();
    expect(screen.queryByLabelText(L("세부 유형"))).toBeNull();
    expect(screen.queryByLabelText(L("매장명"))).toBeNull();
    await chooseStores();
    expect(screen.getByRole("option", { name: "교환/환불" })).toBeTruthy();
    expect(screen.getByLabelText(L("매장명"))).toBeTruthy();
    expect(screen.getByText("이용하신 매장명을 적어 주세요.")).toBeTruthy();
    // Another category without sub-categories or store takes them away.
    fireEvent.change(screen.getByLabelText(L("문의 유형")), { target: { value: "90" } });
    await waitFor(() => expect(screen.queryByLabelText(L("세부 유형"))).toBeNull());
    expect(screen.queryByLabelText(L("매장명"))).toBeNull();
  });

  it("names what is missing in the screen's words, content (the spec's words), password and consent included, and sends nothing", async () => {
    const { server } = await openForm();
    await chooseStores();
    fireEvent.submit(form());
    expect(await screen.findByText("세부 유형을 선택해 주세요.")).toBeTruthy();
    expect(screen.getByText("매장명을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("이름을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("이메일을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("비밀번호를 4~20자로 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("제목을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("문의 내용을 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("개인정보 수집·이용에 동의해 주세요.")).toBeTruthy();
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText(L("세부 유형")));
    expect(server.calls("qnaSave.do")).toHaveLength(0);
  });

  it("an answer by SMS needs the mobile number; a password shorter than 4 is refused", async () => {
    const { server } = await openForm();
    fireEvent.click(screen.getByRole("radio", { name: "문자로 받기" }));
    type(L("비밀번호"), "abc");
    fireEvent.submit(form());
    expect(await screen.findByText("답변을 문자로 받으려면 휴대폰 번호를 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("비밀번호를 4~20자로 입력해 주세요.")).toBeTruthy();
    type(L("휴대폰 번호"), "0101234");
    fireEvent.submit(form());
    expect(await screen.findByText(/휴대폰 번호를 정확히 입력해 주세요/)).toBeTruthy();
    expect(server.calls("qnaSave.do")).toHaveLength(0);
  });

  it("a visitor saves once under a double tap, with the password and e-mail; then the saved notice names the e-mail", async () => {
    const { server } = await openForm();
    await chooseStores();
    fireEvent.change(screen.getByLabelText(L("세부 유형")), { target: { value: "1020" } });
    type(L("매장명"), "리빙 편집숍");
    type(L("이름"), "박방문");
    type(L("이메일"), VISITOR.custEmail);
    type(L("비밀번호"), VISITOR.qutnPw);
    type(L("제목"), "<b>교환</b> 문의");
    type(L("문의 내용"), "교환하고 싶어요.\n영수증은 없습니다.");
    fireEvent.click(screen.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }));
    fireEvent.submit(form());
    fireEvent.submit(form());
    expect(await screen.findByText("문의가 등록되었습니다.")).toBeTruthy();
    expect(screen.getByText(`이메일(${VISITOR.custEmail})과 비밀번호로 문의와 답변을 확인할 수 있습니다.`)).toBeTruthy();
    const saves = server.calls("qnaSave.do");
    expect(saves).toHaveLength(1);
    const sent = Object.fromEntries(saves[0]?.params ?? []);
    expect(sent).toMatchObject({
      lan: "ko",
      cateHighCd: "10",
      cateLowCd: "1020",
      storeNm: "리빙 편집숍",
      replyMean: "EMAIL",
      custNm: "박방문",
      custEmail: VISITOR.custEmail,
      qutnPw: VISITOR.qutnPw,
      qutnTitl: "<b>교환</b> 문의",
      qutnCont: "교환하고 싶어요.\n영수증은 없습니다.",
    });
    expect(sent).not.toHaveProperty("upQnaSeq");
    // Kept in memory for the thread, never in the URL or storage.
    expect(inquiryCredentials.get("hanam")).toEqual(VISITOR);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(window.location.href).not.toContain(VISITOR.qutnPw);
  });

  it("a member's form starts with the member's name and mobile; no password; SMS is enough without an e-mail", async () => {
    const server = inquiryServer({ custId: "M0000001" });
    renderScreen(InquiryListScreen, {
      route,
      path: "/hanam/store/service/cs",
      fetch: server.fetch,
      session: {
        ...MEMBER,
        member: {
          cust_id: "M0000001",
          third_party_info_agre_yn: "Y",
          mbr_cel_num1: "010",
          mbr_cel_num2_dec: "1234",
          mbr_cel_num3: "5678",
          mbr_nm: "김필드",
          stf_point_card_num: "",
          bcn_cd: "01",
        },
      },
    });
    await screen.findByRole("form", { name: "문의 작성" });
    expect((screen.getByLabelText(L("이름")) as HTMLInputElement).value).toBe("김필드");
    expect((screen.getByLabelText(L("휴대폰 번호")) as HTMLInputElement).value).toBe("01012345678");
    expect(screen.queryByLabelText(L("비밀번호"))).toBeNull();
    fireEvent.change(screen.getByLabelText(L("문의 유형")), { target: { value: "90" } });
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBeNull());
    fireEvent.click(screen.getByRole("radio", { name: "문자로 받기" }));
    type(L("제목"), "주차 문의");
    type(L("문의 내용"), "정산이 안 돼요.");
    fireEvent.click(screen.getByRole("checkbox", { name: /동의합니다/ }));
    fireEvent.submit(form());
    expect(await screen.findByText("답변이 등록되면 나의 문의에서 확인할 수 있습니다.")).toBeTruthy();
    expect(Object.fromEntries(server.calls("qnaSave.do")[0]?.params ?? [])).toMatchObject({
      custCelNum1: "010",
      custCelNum2: "1234",
      custCelNum3: "5678",
      replyMean: "SMS",
    });
    expect(server.calls("qnaSave.do")[0]?.params.has("qutnPw")).toBe(false);
  });

  it("a 429 says how long Retry-After asks to wait, and the form sends nothing meanwhile", async () => {
    const { server } = await openForm(inquiryServer({ throttleAfter: 0 }));
    fireEvent.change(screen.getByLabelText(L("문의 유형")), { target: { value: "90" } });
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBeNull());
    type(L("이름"), "박방문");
    type(L("이메일"), VISITOR.custEmail);
    type(L("비밀번호"), VISITOR.qutnPw);
    type(L("제목"), "문의");
    type(L("문의 내용"), "내용");
    fireEvent.click(screen.getByRole("checkbox", { name: /동의합니다/ }));
    fireEvent.submit(form());
    expect(await screen.findByText("시도가 너무 많습니다. 37초 뒤에 다시 시도해 주세요.")).toBeTruthy();
    fireEvent.submit(form());
    expect(server.calls("qnaSave.do")).toHaveLength(1);
  });

  it("what is typed on the form survives a look at My inquiries", async () => {
    await openForm();
    type(L("제목"), "쓰던 제목");
    fireEvent.click(screen.getByRole("tab", { name: "나의 문의" }));
    expect(await screen.findByRole("heading", { name: "비회원 문의 조회" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "문의하기" }));
    expect((screen.getByLabelText(L("제목")) as HTMLInputElement).value).toBe("쓰던 제목");
  });
});

describe("inquiry page: my inquiries", () => {
  const lookUp = (email: string, pw: string) => {
    const lookup = screen.getByRole("heading", { name: "비회원 문의 조회" }).closest("section") as HTMLElement;
    fireEvent.change(within(lookup).getByLabelText(L("이메일")), { target: { value: email } });
    fireEvent.change(within(lookup).getByLabelText(L("비밀번호")), { target: { value: pw } });
    fireEvent.submit(within(lookup).getByRole("button", { name: "조회" }).closest("form") as HTMLFormElement);
  };

  it("a visitor looks up by e-mail and password: a wrong one says so; the right one lists them with status labels, linked to their pages", async () => {
    const server = inquiryServer();
    const view = renderScreen(InquiryListScreen, { route, path: "/hanam/store/service/cs?tab=mine", query: { tab: "mine" }, fetch: server.fetch });
    await screen.findByRole("heading", { name: "비회원 문의 조회" });
    lookUp(VISITOR.custEmail, "wrong-pass");
    expect(await screen.findByText("이메일 또는 비밀번호가 올바르지 않습니다.")).toBeTruthy();
    expect(inquiryCredentials.has("hanam")).toBe(false);
    lookUp(VISITOR.custEmail, VISITOR.qutnPw);
    const rows = await screen.findByRole("list", { name: "조회된 문의" });
    expect(
      within(rows)
        .getByRole("link", { name: /교환 가능 기간 문의/ })
        .getAttribute("href"),
    ).toBe("/hanam/store/service/cs/7");
    expect(within(rows).getByText("확인중")).toBeTruthy();
    expect(within(rows).getByText("답변완료")).toBeTruthy();
    expect(within(rows).getByText(/추가 문의 1건/)).toBeTruthy();
    expect(view.currentPath()).not.toContain(VISITOR.qutnPw);
    expect(server.calls("qnalist/nonMemberLogin.do")).toHaveLength(2);
    // Another e-mail: forgotten.
    fireEvent.click(screen.getByRole("button", { name: "다른 이메일로 조회" }));
    expect(await screen.findByRole("heading", { name: "비회원 문의 조회" })).toBeTruthy();
    expect(inquiryCredentials.has("hanam")).toBe(false);
  });

  it("the lookup's 429 says the wait", async () => {
    renderScreen(InquiryListScreen, {
      route,
      path: "/hanam/store/service/cs?tab=mine",
      query: { tab: "mine" },
      fetch: inquiryServer({ throttleAfter: 0 }).fetch,
    });
    await screen.findByRole("heading", { name: "비회원 문의 조회" });
    lookUp(VISITOR.custEmail, VISITOR.qutnPw);
    expect(await screen.findByText("시도가 너무 많습니다. 37초 뒤에 다시 시도해 주세요.")).toBeTruthy();
  });

  it("a member's list: paged with more, the three status labels, a deleted one shown as such", async () => {
    const server = inquiryServer({ custId: "M0000001" });
    renderScreen(InquiryListScreen, { route, path: "/hanam/store/service/cs?tab=mine", query: { tab: "mine" }, fetch: server.fetch, session: MEMBER });
    const list = await screen.findByRole("list", { name: "나의 문의 목록" });
    expect(within(list).getByRole("link", { name: /삭제됨 삭제된 문의입니다/ })).toBeTruthy();
    expect(within(list).getByText("답변완료")).toBeTruthy();
    expect(within(list).getByText("확인완료")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await within(list).findByRole("link", { name: /주차 정산 문의.*확인중/ })).toBeTruthy();
    expect(server.calls("myQna.do").map((c) => c.params.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("Suwon has no inquiry page: a row opens the thread here, and the list button closes it", async () => {
    inquiryCredentials.keep("suwon", VISITOR);
    const view = renderScreen(InquiryListScreen, {
      route: { screen: "inquiryList", path: "sw/service/cs" },
      props: { variant: "suwon" },
      mall: "suwon",
      path: "/suwon/sw/service/cs?tab=mine",
      query: { tab: "mine" },
      fetch: inquiryServer().fetch,
    });
    const rows = await screen.findByRole("list", { name: "조회된 문의" });
    fireEvent.click(within(rows).getByRole("button", { name: /교환 가능 기간 문의/ }));
    expect(await screen.findByRole("heading", { name: "교환 가능 기간 문의", level: 2 })).toBeTruthy();
    expect(view.currentPath()).toBe("/suwon/sw/service/cs?tab=mine&qna=7");
    fireEvent.click(screen.getByRole("button", { name: "목록으로" }));
    expect(await screen.findByRole("list", { name: "조회된 문의" })).toBeTruthy();
  });
});
