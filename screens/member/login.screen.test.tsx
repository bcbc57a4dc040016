// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { LoginQuery } from "../../schemas/screens/query.ts";
import LoginScreen from "./login.screen.tsx";

afterEach(cleanup);

const desc = {
  message: "success",
  loginDesc: {
    bcnCd: "01",
    bcnNm: "하남",
    title: "필드몰 하남 통합회원 로그인",
    descList: ["안내"],
    joinUrl: "https://www.spoint.example/mobile/join",
    findIdUrl: "https://www.spoint.example/mobile/find/id",
    findPwUrl: "javascript:alert(1)",
  },
};

/** A fake server: answers by path, records every request. */
function server(routes: Record<string, (req: SeenRequest) => Response>) {
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
    const path = new URL(req.url, "http://localhost").pathname;
    const answer = Object.entries(routes).find(([p]) => path.endsWith(p))?.[1];
    return answer ? answer(req) : json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen };
}

const form = (query: Partial<LoginQuery>, fetchImpl: typeof fetch) =>
  renderScreen(LoginScreen, { route: { screen: "login", path: "login" }, path: "/hanam/login", query: { toMain: false, ...query }, fetch: fetchImpl });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillPw = (value: string) => fireEvent.change(screen.getByLabelText(/^비밀번호/, { selector: "input" }), { target: { value } });

describe("LoginScreen", () => {
  it("shows the mall's login texts and only the account links that classify as safe", async () => {
    const s = server({ "/login/loginDesc.do": () => json(desc) });
    form({}, s.fetch);
    expect(await screen.findByRole("heading", { level: 1, name: "필드몰 하남 통합회원 로그인" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "회원가입" }).getAttribute("href")).toBe("https://www.spoint.example/mobile/join");
    // A javascript: link from the server is not a link.
    expect(screen.queryByRole("link", { name: "비밀번호 찾기" })).toBeNull();
    expect(screen.getByText("비밀번호 찾기")).toBeTruthy();
  });

  it("asks for the missing fields without calling the server", async () => {
    const s = server({ "/login/loginDesc.do": () => json(desc) });
    form({}, s.fetch);
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    expect(await screen.findByText("아이디를 입력해 주세요.")).toBeTruthy();
    expect(screen.getByText("비밀번호를 입력해 주세요.")).toBeTruthy();
    expect(s.seen.some((r) => r.url.includes("spoint/login"))).toBe(false);
  });

  it("says a wrong password in its own words (the server's 401)", async () => {
    const s = server({ "/login/loginDesc.do": () => json(desc), "/spoint/login": () => json({ message: "The ID or password is incorrect." }, 401) });
    form({}, s.fetch);
    fill(/아이디/, "fieldmall01");
    fillPw("nope");
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    expect(await screen.findByText("아이디 또는 비밀번호가 일치하지 않습니다.")).toBeTruthy();
    const login = s.seen.find((r) => r.url.includes("spoint/login"));
    expect(login?.body).toContain("userId=fieldmall01");
  });

  it("logs in, tells the session and goes back to a same-site return path", async () => {
    const s = server({
      "/login/loginDesc.do": () => json(desc),
      "/spoint/login": () => json({ message: "success", custId: "M0000001", custToken: "" }),
      "/login/acceptanceApi.do": () => json({ message: "success", agreeYn: "Y", missingList: [] }),
    });
    const r = form({ returnTo: "/hanam/myinfo" }, s.fetch);
    fill(/아이디/, "fieldmall01");
    fillPw("Field!2026a");
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/myinfo"));
    expect(r.services.session.getSnapshot()).toMatchObject({ status: "member", custId: "M0000001" });
  });

  it("goes to the terms page when required terms are missing", async () => {
    const s = server({
      "/login/loginDesc.do": () => json(desc),
      "/spoint/login": () => json({ message: "success", custId: "M0000001", custToken: "" }),
      "/login/acceptanceApi.do": () => json({ message: "success", agreeYn: "N", missingList: ["prvc_coln_use_agre_yn"] }),
    });
    const r = form({ toMain: true }, s.fetch);
    fill(/아이디/, "fieldmall01");
    fillPw("Field!2026a");
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/login/agreement?returnTo=%2Fhanam"));
  });

  it("marks the test page and works in English for a mall that allows it", async () => {
    const s = server({ "/login/loginDesc.do": () => json({ message: "fail" }) });
    renderScreen(LoginScreen, {
      route: { screen: "login", path: "cfLogin" },
      mall: "centerfield",
      locale: "en",
      path: "/centerfield/cfLogin",
      props: { variant: "centerfield", test: true },
      fetch: s.fetch,
    });
    expect(await screen.findByRole("note")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });
});
