// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Services } from "../../engine/services/services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import hidden from "../../engine/ui/visually-hidden.module.css";
import AgreementPageScreen from "./agreement-page.screen.tsx";
import { termsServer, type TermsServer } from "./terms.fixture.ts";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const route = { screen: "agreementPage", path: "agreement" } as const;

function openTerms(search: string, server: TermsServer = termsServer(), opts: { locale?: "ko" | "en"; mall?: string; services?: Partial<Services> } = {}) {
  const mall = opts.mall ?? "hanam";
  const view = renderScreen(AgreementPageScreen, {
    route,
    mall,
    locale: opts.locale,
    path: `/${mall}/agreement${search}`,
    fetch: server.fetch,
    services: opts.services,
  });
  return { view, server };
}

const versionSelect = () => screen.findByRole("combobox", { name: /버전/ }) as Promise<HTMLSelectElement>;

describe("the terms page (m/agreement)", () => {
  it("shows the version in force, titled by the terms, with its sanitized body and every version in the dropdown as Ver.5.0", async () => {
    const { server } = openTerms("?agreement=privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeTruthy();
    expect(await screen.findByText("hanam privacy Ver5.0 본문")).toBeTruthy();
    expect(document.querySelector("[onerror]")).toBeNull();
    const select = await versionSelect();
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Ver.5.0 · 2024.02.10 시행 (현재)",
      "Ver.4.0 · 2022.06.01 시행",
      "Ver.3.0 · 2021.03.01 시행",
    ]);
    expect(select.value).toBe("3");
    expect(server.calls).toEqual([{ mall: "hanam", key: "privacy", terSeq: null }]);
  });

  it("choosing a version calls for it and shows its body; the dropdown keeps the choice", async () => {
    const { server } = openTerms("?agreement=privacy");
    const select = await versionSelect();
    fireEvent.change(select, { target: { value: "1" } });
    expect(await screen.findByText("hanam privacy Ver3.0 본문")).toBeTruthy();
    expect(screen.queryByText("hanam privacy Ver5.0 본문")).toBeNull();
    expect(server.calls.at(-1)).toEqual({ mall: "hanam", key: "privacy", terSeq: "1" });
    expect((await versionSelect()).value).toBe("1");
  });

  it("reloads the terms every time the page opens, even within the duplicate-call guard's 3 s", async () => {
    const server = termsServer();
    const { services } = openTerms("?agreement=service", server).view;
    expect(await screen.findByText("hanam service Ver2.0 본문")).toBeTruthy();
    cleanup();
    // The same app (its client, guard and cache) opens the page again.
    openTerms("?agreement=service", server, { services: { api: services.api, cache: services.cache } });
    expect(await screen.findByText("hanam service Ver2.0 본문")).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((c) => c.key === "service")).toHaveLength(2));
  });

  it("heads the body with the version read; a terms with one version has no dropdown", async () => {
    openTerms("?agreement=privacy");
    expect(await screen.findByRole("heading", { level: 2, name: "Ver.5.0 · 2024.02.10 시행 (현재)" })).toBeTruthy();
    fireEvent.change(await versionSelect(), { target: { value: "2" } });
    expect(await screen.findByRole("heading", { level: 2, name: "Ver.4.0 · 2022.06.01 시행" })).toBeTruthy();
    cleanup();
    openTerms("?agreement=operation");
    expect(await screen.findByRole("heading", { level: 2, name: "Ver.2.0 · 2023.09.01 시행 (현재)" })).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("?mall= names the mall whose terms are called (the server reads the mall from the path); one naming no mall is ignored", async () => {
    const { server } = openTerms("?agreement=privacy&mall=coexmall");
    expect(await screen.findByText("coexmall privacy Ver5.0 본문")).toBeTruthy();
    cleanup();
    const other = openTerms("?agreement=privacy&mall=nowhere").server;
    expect(await screen.findByText("hanam privacy Ver5.0 본문")).toBeTruthy();
    expect([...server.calls, ...other.calls].map((c) => c.mall)).toEqual(["coexmall", "hanam"]);
  });

  it("notitle keeps the title for screen readers only", async () => {
    openTerms("?agreement=privacy&notitle=Y");
    const title = await screen.findByRole("heading", { level: 1, name: "개인정보 처리방침" });
    expect(title.className).toBe(hidden.hidden);
    cleanup();
    openTerms("?agreement=privacy");
    expect((await screen.findByRole("heading", { level: 1, name: "개인정보 처리방침" })).className).not.toBe(hidden.hidden);
  });

  it("a missing or malformed key is not found without a call; an unknown one is not found after the server's 404", async () => {
    for (const search of ["", "?agreement=", "?agreement=Privacy%3Cb%3E"]) {
      const { server } = openTerms(search);
      expect(await screen.findByRole("heading", { level: 1, name: "약관을 찾을 수 없습니다" })).toBeTruthy();
      expect(server.calls).toEqual([]);
      cleanup();
    }
    const { server } = openTerms("?agreement=no_such_terms");
    expect(await screen.findByRole("heading", { level: 1, name: "약관을 찾을 수 없습니다" })).toBeTruthy();
    expect(server.calls).toEqual([{ mall: "hanam", key: "no_such_terms", terSeq: null }]);
  });

  for (const [what, fail] of [
    ["a 500", 500],
    ["no connection", 0],
  ] as const)
    it(`on ${what} the privacy policy shows its stored copy, labelled as such, and retry loads the terms in force`, async () => {
      const server = termsServer({ fail });
      openTerms("?agreement=privacy", server);
      const label = await screen.findByRole("region", { name: "저장된 사본" });
      expect(within(label).getByText(/앱에 저장해 둔 Ver\.5\.0 사본/)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "수집하는 개인정보 항목" })).toBeTruthy();
      expect(screen.queryByRole("combobox")).toBeNull();
      const calls = server.calls.length;
      fireEvent.click(within(label).getByRole("button", { name: "최신 약관 다시 불러오기" }));
      await waitFor(() => expect(server.calls.length).toBeGreaterThan(calls));
    });

  it("the CCTV policy and the mall's {product}_membership terms have stored copies too; other terms fail into the error state with retry", async () => {
    openTerms("?agreement=image_info", termsServer({ fail: 503 }));
    expect(await screen.findByRole("heading", { level: 1, name: "영상정보처리기기 운영·관리 방침" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "저장된 사본" })).toBeTruthy();
    cleanup();
    openTerms("?agreement=field_membership", termsServer({ fail: 500 }));
    expect(await screen.findByRole("heading", { level: 1, name: "멤버십 이용약관" })).toBeTruthy();
    expect(screen.getByText(/앱에 저장해 둔 Ver\.3\.0 사본/)).toBeTruthy();
    cleanup();
    openTerms("?agreement=operation", termsServer({ fail: 500 }));
    expect(await screen.findByRole("button", { name: "다시 시도" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "저장된 사본" })).toBeNull();
  });

  it("in English: the words, the stored copy's text and its label", async () => {
    openTerms("?agreement=privacy", termsServer({ fail: 500 }), { mall: "anseong", locale: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Stored copy" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Personal data collected" })).toBeTruthy();
  });

  it("closing goes back one step, or to the mall's home when the page was opened first", async () => {
    const { view } = openTerms("?agreement=privacy");
    fireEvent.click(await screen.findByRole("button", { name: "닫기" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam"));
  });
});

describe("the app's terms and policies (/app/setting/policyAgreement)", () => {
  const policy = { screen: "agreementPage", path: "policyAgreement" } as const;
  // The shell makes the ?mall= mall the current one on /app pages.
  const openPolicy = (path: string, mall: string | null = null, server = termsServer()) => {
    const view = renderScreen(AgreementPageScreen, { route: policy, props: { view: "policy" }, mall, path, fetch: server.fetch });
    return { view, server };
  };

  it("lists the operator's footer terms and the membership terms of the fallback mall; a term opens in the terms dialog", async () => {
    const { server, view } = openPolicy("/app/setting/policyAgreement");
    expect(screen.getByRole("heading", { level: 1, name: "약관 및 정책" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "약관 목록" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["서비스 이용약관", "/app/setting/policyAgreement?agreement=service"],
      ["개인정보 처리방침", "/app/setting/policyAgreement?agreement=privacy"],
      ["영상정보처리기기 운영방침", "/app/setting/policyAgreement?agreement=image_info"],
      ["위치기반서비스 이용약관", "/app/setting/policyAgreement?agreement=location"],
      ["멤버십 이용약관", "/app/setting/policyAgreement?agreement=field_membership"],
    ]);
    expect(server.calls).toEqual([]);
    fireEvent.click(within(list).getByRole("link", { name: "개인정보 처리방침" }));
    const dialog = await screen.findByRole("dialog", { name: "개인정보 처리방침" });
    expect(await within(dialog).findByText("hanam privacy Ver5.0 본문")).toBeTruthy();
    expect(view.currentPath()).toBe("/app/setting/policyAgreement?agreement=privacy");
  });

  it("uses the ?mall= mall's own terms and keeps ?mall= in its links; closing the dialog leaves the list", async () => {
    const { server, view } = openPolicy("/app/setting/policyAgreement?mall=centerfield&agreement=operation", "centerfield");
    const dialog = await screen.findByRole("dialog", { name: "영상정보처리기기 운영관리 방침" });
    expect(server.calls[0]).toEqual({ mall: "centerfield", key: "operation", terSeq: null });
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(view.currentPath()).toBe("/app/setting/policyAgreement?mall=centerfield");
    const list = screen.getByRole("list", { name: "약관 목록" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/app/setting/policyAgreement?mall=centerfield&agreement=operation",
      "/app/setting/policyAgreement?mall=centerfield&agreement=privacy",
      "/app/setting/policyAgreement?mall=centerfield&agreement=service",
      "/app/setting/policyAgreement?mall=centerfield&agreement=field_membership",
    ]);
  });
});

describe("the app's permissions (/app/agreement/notice_access)", () => {
  it("explains each permission the app asks for and where to change it, with no call", async () => {
    const server = termsServer();
    renderScreen(AgreementPageScreen, {
      route: { screen: "agreementPage", path: "agreement/notice_access" },
      props: { view: "noticeAccess" },
      mall: null,
      path: "/app/agreement/notice_access",
      fetch: server.fetch,
    });
    expect(screen.getByRole("heading", { level: 1, name: "앱 접근 권한 안내" })).toBeTruthy();
    for (const name of ["카메라", "위치", "알림"]) expect(screen.getByText(name, { selector: "dt" })).toBeTruthy();
    expect(screen.getByText(/QR 코드/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "권한을 바꾸려면" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
