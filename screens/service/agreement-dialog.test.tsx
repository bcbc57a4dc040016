// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { Services } from "../../engine/services/services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { AgreementQueryDialog } from "./agreement-dialog.tsx";
import { termsServer, type TermsServer } from "./terms.fixture.ts";

afterEach(cleanup);

// The shell mounts the dialog over a Centerfield page whose route declares `agreement`.
function openOver(path: string, server: TermsServer = termsServer(), services?: Partial<Services>) {
  const view = renderScreen(() => <AgreementQueryDialog />, {
    route: { screen: "storeAbout", path: "about" },
    mall: "centerfield",
    path,
    fetch: server.fetch,
    services,
  });
  return { view, server };
}

it("opens Centerfield's terms over its page, titled by the terms, with the version dropdown; each open reloads them", async () => {
  const server = termsServer();
  const { services } = openOver("/centerfield/about?agreement=service", server).view;
  const dialog = await screen.findByRole("dialog", { name: "서비스 이용약관" });
  expect(await within(dialog).findByText("centerfield service Ver2.0 본문")).toBeTruthy();
  const select = within(dialog).getByRole("combobox", { name: /버전/ }) as HTMLSelectElement;
  fireEvent.change(select, { target: { value: "21" } });
  expect(await within(dialog).findByText("centerfield service Ver1.0 본문")).toBeTruthy();
  cleanup();
  // Opened again in the same app (its client, guard and cache), at once.
  openOver("/centerfield/about?agreement=service", server, { api: services.api, cache: services.cache });
  expect(await screen.findByText("centerfield service Ver2.0 본문")).toBeTruthy();
  await waitFor(() => expect(server.calls).toHaveLength(3));
  expect(server.calls.map((c) => c.terSeq)).toEqual([null, "21", null]);
});

it("closing goes to Centerfield's home when the dialog was opened first (back one step otherwise: the e2e test)", async () => {
  const { view } = openOver("/centerfield/about?agreement=operation");
  const dialog = await screen.findByRole("dialog", { name: "영상정보처리기기 운영관리 방침" });
  fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
  await waitFor(() => expect(view.currentPath()).toBe("/centerfield"));
});

it("an unknown or malformed key says the terms are not found", async () => {
  const { server } = openOver("/centerfield/home?agreement=BAD-KEY");
  const dialog = await screen.findByRole("dialog", { name: "약관" });
  expect(within(dialog).getByText("약관을 찾을 수 없습니다")).toBeTruthy();
  expect(server.calls).toEqual([]);
  cleanup();
  openOver("/centerfield/home?agreement=nothing_here");
  expect(await screen.findByText("약관을 찾을 수 없습니다")).toBeTruthy();
});

it("a failed call shows the stored privacy policy, labelled as the stored copy", async () => {
  openOver("/centerfield/home?agreement=privacy", termsServer({ fail: 502 }));
  const dialog = await screen.findByRole("dialog", { name: "개인정보 처리방침" });
  expect(within(dialog).getByRole("region", { name: "저장된 사본" })).toBeTruthy();
});
