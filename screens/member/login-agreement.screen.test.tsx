// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import LoginAgreementScreen from "./login-agreement.screen.tsx";

afterEach(cleanup);

const term = (terSeq: number, terKey: string, terType: string, reqYn: "Y" | "N", agreFlag: string | null) => ({
  terSeq,
  terKey,
  terType,
  reqYn,
  agreFlag,
  terVer: "Ver5.0",
  terCont: `<p>${terType} 본문</p><script>window.hacked = true</script>`,
});
const terms = {
  message: "success",
  termsList: [
    term(1, "service", "서비스 이용약관", "Y", null),
    term(2, "privacy", "개인정보 수집·이용", "Y", "prvc_coln_use_agre_yn"),
    term(3, "marketing", "마케팅 정보 수신", "N", "mket_info_sms_agre_yn"),
  ],
};

const flags = [
  "stf_mbr_third_party_agre_yn",
  "stf_mbr_ship_agre_yn",
  "prvc_coln_use_agre_yn",
  "mket_info_sms_agre_yn",
  "mket_info_email_agre_yn",
  "mket_info_dm_agre_yn",
  "mket_info_tm_agre_yn",
  "third_party_info_agre_yn",
];
const saved = { ...Object.fromEntries(flags.map((f) => [f, "Y"])), updDttm: "2026-11-23 10:00:00" };

function server(missing: string[]) {
  const seen: SeenRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const req: SeenRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      credentials: init?.credentials,
      contentType: null,
      body: typeof init?.body === "string" ? init.body : null,
    };
    seen.push(req);
    if (req.url.includes("acceptanceOfTerms")) return json(terms);
    if (req.url.includes("acceptanceApi")) return json({ message: "success", agreeYn: missing.length ? "N" : "Y", missingList: missing });
    if (req.url.includes("members/agreement.do")) return json({ message: "success", agreement: saved });
    return json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen };
}

const open = (s: ReturnType<typeof server>, query: Record<string, unknown> = {}) =>
  renderScreen(LoginAgreementScreen, {
    route: { screen: "loginAgreement", path: "login/agreement" },
    path: "/hanam/login/agreement",
    query,
    fetch: s.fetch,
    session: { status: "member", custId: "M0000001" },
  });

describe("LoginAgreementScreen", () => {
  it("lists the terms with required/optional marks, versions as Ver.5.0 and sanitized texts", async () => {
    open(server(["prvc_coln_use_agre_yn"]));
    expect(await screen.findByRole("checkbox", { name: "서비스 이용약관 (필수)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "마케팅 정보 수신 (선택)" })).toBeTruthy();
    expect(screen.getAllByText("Ver.5.0")).toHaveLength(3);
    // A term's text (and the sanitizer) arrives when its fold is opened.
    expect(screen.queryByText("서비스 이용약관 본문")).toBeNull();
    const fold = screen.getAllByText("내용 보기", { exact: false })[0]!.closest("details")!;
    fold.open = true;
    fireEvent(fold, new Event("toggle"));
    await waitFor(() => expect(screen.getByText("서비스 이용약관 본문")).toBeTruthy());
    expect(document.querySelector("script")).toBeNull();
  });

  it("refuses to continue until every required term is accepted, without a request", async () => {
    const s = server(["prvc_coln_use_agre_yn"]);
    open(s);
    fireEvent.click(await screen.findByRole("button", { name: "동의하고 계속하기" }));
    expect(await screen.findByText("필수 약관에 모두 동의해 주세요.")).toBeTruthy();
    expect(s.seen.some((r) => r.method === "POST")).toBe(false);
  });

  it("'accept all' saves every consent flag and continues to the return path", async () => {
    const s = server(["prvc_coln_use_agre_yn"]);
    const r = open(s, { returnTo: "/hanam/myinfo" });
    fireEvent.click(await screen.findByRole("checkbox", { name: "전체 동의" }));
    fireEvent.click(screen.getByRole("button", { name: "동의하고 계속하기" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/myinfo"));
    const post = s.seen.find((q) => q.method === "POST");
    expect(post?.url).toContain("/api/hanam/members/agreement.do");
    expect(new URLSearchParams(post?.body ?? "").get("prvc_coln_use_agre_yn")).toBe("Y");
    expect(new URLSearchParams(post?.body ?? "").get("mket_info_sms_agre_yn")).toBe("Y");
  });

  it("sends N for an optional term left unchecked", async () => {
    const s = server([]);
    const r = open(s);
    // Required terms accepted before start checked.
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "개인정보 수집·이용 (필수)" }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole("checkbox", { name: "서비스 이용약관 (필수)" }));
    fireEvent.click(screen.getByRole("button", { name: "동의하고 계속하기" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam"));
    expect(new URLSearchParams(s.seen.find((q) => q.method === "POST")?.body ?? "").get("mket_info_sms_agre_yn")).toBe("N");
  });
});
