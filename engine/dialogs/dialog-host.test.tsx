// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dialogsMessages } from "../i18n/catalog/dialogs.ts";
import { ServicesContext, type Services } from "../services/services.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { DialogHost } from "./dialog-host.tsx";
import { createDialogService } from "./dialog-service.ts";

// The host loads the machine and the dialog markup on the first request; transforming them the
// first time takes longer than a findBy waits, so they are loaded once up front.
beforeAll(async () => {
  await Promise.all([import("./dialog-actor.ts"), import("../ui/confirm-dialog.tsx")]);
});

afterEach(cleanup);

function renderHost(locale: "ko" | "en" = "ko") {
  const dialogs = createDialogService();
  const services: Services = createTestServices({ services: { dialogs } });
  renderWithProviders(
    <ServicesContext.Provider value={services}>
      <button type="button">열기</button>
      <DialogHost />
    </ServicesContext.Provider>,
    { locale, messages: dialogsMessages[locale] },
  );
  const opener = screen.getByRole("button", { name: "열기" });
  opener.focus();
  return { dialogs, opener };
}

/** Asks the service from outside React, as a screen's handler or the bridge would. */
function ask<T>(request: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>;
  act(() => {
    pending = request();
  });
  return pending;
}

const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("DialogHost", () => {
  it("renders nothing while no dialog was requested", () => {
    renderHost();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows an alert with the default title '알림' and button '확인', and resolves on it", async () => {
    const { dialogs } = renderHost();
    const closed = ask(() => dialogs.alert({ text: "등록된 당첨자 명단이 없습니다." }));
    expect(await screen.findByRole("dialog", { name: "알림" })).toBeTruthy();
    expect(screen.getByText("등록된 당첨자 명단이 없습니다.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "확인" })).toBeTruthy();
    press("확인");
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses the English defaults in English", async () => {
    const { dialogs } = renderHost("en");
    void ask(() => dialogs.confirm({ text: "Close the banner?" }));
    expect(await screen.findByRole("dialog", { name: "Notice" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("moves focus in, keeps Tab inside, resolves false on Escape and gives focus back", async () => {
    const { dialogs, opener } = renderHost();
    const answer = ask(() => dialogs.confirm({ title: "배너", text: "배너를 닫으시겠습니까?", positive: "닫기", negative: "오늘 하루 닫기" }));
    const dialog = await screen.findByRole("dialog", { name: "배너" });
    const close = screen.getByRole("button", { name: "닫기" });
    const today = screen.getByRole("button", { name: "오늘 하루 닫기" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement).toBe(today);
    fireEvent.keyDown(today, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("resolves true for the positive button and false for the negative one", async () => {
    const { dialogs } = renderHost();
    const yes = ask(() => dialogs.confirm({ text: "신청하시겠습니까?", positive: "신청" }));
    fireEvent.click(await screen.findByRole("button", { name: "신청" }));
    await expect(yes).resolves.toBe(true);
    const no = ask(() => dialogs.confirm({ text: "삭제하시겠습니까?" }));
    await screen.findByText("삭제하시겠습니까?");
    press("취소");
    await expect(no).resolves.toBe(false);
  });

  it("shows a second confirm after the first closes, then returns focus to the opener", async () => {
    const { dialogs, opener } = renderHost();
    const first = ask(() => dialogs.confirm({ title: "첫 번째", text: "하나" }));
    const second = ask(() => dialogs.confirm({ title: "두 번째", text: "둘" }));
    await screen.findByRole("dialog", { name: "첫 번째" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    press("확인");
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole("dialog", { name: "두 번째" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "확인" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await expect(second).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ["ko", "inspection", "시스템 점검 중입니다.", "알림", "확인"],
    ["en", "inspection", "We are checking the system. Please use it after the inspection is completed.", "Notice", "OK"],
    ["ko", "error", "오류가 발생했습니다.", "알림", "확인"],
    ["en", "error", "An error has occurred. Please try again later.", "Notice", "OK"],
  ] as const)("shows the %s %s dialog with its catalogue text and one button", async (locale, kind, text, title, ok) => {
    const { dialogs } = renderHost(locale);
    const closed = ask(() => (kind === "inspection" ? dialogs.inspection() : dialogs.error()));
    const dialog = await screen.findByRole("dialog", { name: title });
    expect(dialog.textContent).toContain(text);
    expect(screen.getAllByRole("button").filter((b) => dialog.contains(b))).toHaveLength(1);
    press(ok);
    await expect(closed).resolves.toBeUndefined();
  });

  it("renders the caller's content, text2 and the negative button at the end when asked", async () => {
    const { dialogs } = renderHost();
    void ask(() => dialogs.confirm({ text: "본문", text2: "부가 설명", negativeSide: "end" }));
    const dialog = await screen.findByRole("dialog", { name: "알림" });
    expect(dialog.textContent).toContain("부가 설명");
    const buttons = screen.getAllByRole("button").filter((b) => dialog.contains(b));
    expect(buttons.map((b) => b.textContent)).toEqual(["확인", "취소"]);
    press("확인");
    const custom = ask(() => dialogs.alert({ content: <a href="#terms">약관 보기</a> }));
    expect(await screen.findByRole("link", { name: "약관 보기" })).toBeTruthy();
    press("확인");
    await custom;
  });
});
