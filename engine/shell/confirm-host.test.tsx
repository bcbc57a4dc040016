// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { sourceMessages } from "../i18n/catalogs.ts";
import { ConfirmHost } from "./confirm-host.tsx";
import { requestConfirm } from "./confirm-store.ts";

afterEach(cleanup);

const renderHost = () =>
  render(
    <IntlProvider locale="ko" messages={sourceMessages("ko")}>
      <ConfirmHost />
    </IntlProvider>,
  );

describe("confirm host (the bridge's alert fallback)", () => {
  it("shows the default title '알림' and button '확인', and resolves true on it", async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = requestConfirm({ text: "등록된 당첨자 명단이 없습니다." });
    });
    expect(screen.getByRole("dialog", { name: "알림" })).toBeTruthy();
    expect(screen.getByText("등록된 당첨자 명단이 없습니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("queues requests and answers false for the negative button", async () => {
    renderHost();
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = requestConfirm({ title: "배너", text: "배너를 닫으시겠습니까?", positive: "닫기", negative: "오늘 하루 닫기" });
      second = requestConfirm({ text: "두 번째" });
    });
    fireEvent.click(screen.getByRole("button", { name: "오늘 하루 닫기" }));
    await expect(first).resolves.toBe(false);
    expect(screen.getByText("두 번째")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await expect(second).resolves.toBe(true);
  });
});
