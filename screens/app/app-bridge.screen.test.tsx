// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import AppBridgeScreen from "./app-bridge.screen.tsx";

afterEach(cleanup);

const route = { screen: "appBridge", path: "bridge" } as const;

function open(search: string, locale?: "ko" | "en") {
  const dialogs = fakeDialogs();
  const fetch = vi.fn<typeof globalThis.fetch>();
  const view = renderScreen(AppBridgeScreen, {
    route,
    mall: "hanam",
    path: `/hanam/bridge${search}`,
    fetch,
    services: { dialogs },
    ...(locale ? { locale } : {}),
  });
  return { view, dialogs, fetch };
}

it("on success opens the Notification dialog once (connection complete, re-run the app and log in), keeps it on the page and offers the way home", async () => {
  const { dialogs, fetch } = open("?result=success&partner=S-POINT");
  await waitFor(() =>
    expect(dialogs.asked).toEqual([
      { kind: "alert", title: "알림", text: "S-POINT 연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.", image: undefined },
    ]),
  );
  expect(screen.getByRole("status").textContent).toBe("S-POINT 연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.");
  expect(screen.getByRole("link", { name: "필드몰 하남 홈으로" }).getAttribute("href")).toBe("/hanam/home");
  expect(screen.queryByRole("region", { name: "연결하지 못했습니다" })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it("says Notification in English, and the plain wording without a partner", async () => {
  const { dialogs } = open("?result=success", "en");
  await waitFor(() =>
    expect(dialogs.asked.map((d) => [d.title, d.text])).toEqual([["Notification", "The connection is complete. Please restart the app and log in."]]),
  );
});

it.each([
  ["fail", "?result=fail&partner=S-POINT", "S-POINT 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요."],
  ["no result", "", "앱 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요."],
  ["an unknown result", "?result=maybe", "앱 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요."],
])("on %s shows the error with the way home and no dialog", async (_, search, text) => {
  const { dialogs, fetch } = open(search);
  const failed = await screen.findByRole("region", { name: "연결하지 못했습니다" });
  expect(within(failed).getByRole("heading", { level: 2 }).textContent).toBe("연결하지 못했습니다");
  expect(failed.textContent).toContain(text);
  expect(screen.queryByRole("status")).toBeNull();
  expect(screen.getByRole("link", { name: "필드몰 하남 홈으로" }).getAttribute("href")).toBe("/hanam/home");
  expect(dialogs.asked).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
});

it("shows the partner's name as text, never as markup, and drops one that is not a display name", async () => {
  const markup = '<img src=x onerror="alert(1)">';
  const { view } = open(`?result=fail&partner=${encodeURIComponent(markup)}`);
  expect((await screen.findByRole("region", { name: "연결하지 못했습니다" })).textContent).toContain(`${markup} 연결을 완료하지 못했습니다.`);
  expect(view.container.querySelector("img")).toBeNull();
  cleanup();
  open(`?result=fail&partner=${"가".repeat(41)}`);
  expect((await screen.findByRole("region", { name: "연결하지 못했습니다" })).textContent).toContain("앱 연결을 완료하지 못했습니다.");
});
