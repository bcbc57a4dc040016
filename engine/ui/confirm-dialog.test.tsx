// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

describe("ConfirmDialog", () => {
  it("defaults to the spec's alert: title '알림', one '확인' button focused", () => {
    const onPositive = vi.fn();
    renderWithProviders(<ConfirmDialog open text="등록된 당첨자 명단이 없습니다." onPositive={onPositive} />);
    const dialog = screen.getByRole("dialog", { name: "알림" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    const ok = screen.getByRole("button", { name: "확인" });
    expect(document.activeElement).toBe(ok);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    fireEvent.click(ok);
    expect(onPositive).toHaveBeenCalledTimes(1);
  });

  it("does not act on the second click of a double tap (the tap that opened it, landing on its button or backdrop), but on a single click or a key", () => {
    const onPositive = vi.fn();
    const onNegative = vi.fn();
    renderWithProviders(<ConfirmDialog open text="신청이 완료되었습니다." onPositive={onPositive} negativeLabel="닫기" onNegative={onNegative} />);
    fireEvent.click(screen.getByRole("button", { name: "확인" }), { detail: 2 });
    fireEvent.click(screen.getByRole("button", { name: "닫기" }), { detail: 2 });
    fireEvent.click(document.querySelector("[data-part=backdrop]")!, { detail: 2 });
    expect([onPositive.mock.calls.length, onNegative.mock.calls.length]).toEqual([0, 0]);
    fireEvent.click(screen.getByRole("button", { name: "확인" }), { detail: 1 });
    fireEvent.click(screen.getByRole("button", { name: "닫기" }), { detail: 0 });
    expect([onPositive.mock.calls.length, onNegative.mock.calls.length]).toEqual([1, 1]);
  });

  it("shows the negative button and dismisses to it on Escape", () => {
    const onPositive = vi.fn();
    const onNegative = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="신청 확인"
        text="신청하시겠습니까?"
        image={{ src: "/images/kids.svg", alt: "키즈 프로그램" }}
        positiveLabel="신청"
        onPositive={onPositive}
        onNegative={onNegative}
      />,
    );
    expect(screen.getByRole("img", { name: "키즈 프로그램" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    fireEvent.keyDown(screen.getByRole("dialog", { name: "신청 확인" }), { key: "Escape" });
    expect(onNegative).toHaveBeenCalledTimes(2);
    expect(onPositive).not.toHaveBeenCalled();
  });

  it("uses English defaults in English", () => {
    renderWithProviders(<ConfirmDialog open onPositive={() => {}} negativeLabel="No" />, { locale: "en" });
    expect(screen.getByRole("dialog", { name: "Notice" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No" })).toBeTruthy();
  });

  it("describes itself by text and text2, fixes the height and puts the negative button at the end", () => {
    renderWithProviders(<ConfirmDialog open small height={120} text="본문" text2="부가 설명" negativeSide="end" onPositive={() => {}} onNegative={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "알림" });
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("본문부가 설명");
    expect(description?.style.height).toBe("120px");
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["확인", "취소"]);
  });

  it("renders the caller's content in place of the texts", () => {
    renderWithProviders(
      <ConfirmDialog open text="보이지 않는 본문" onPositive={() => {}}>
        <a href="#terms">약관 보기</a>
      </ConfirmDialog>,
    );
    expect(screen.getByRole("link", { name: "약관 보기" })).toBeTruthy();
    expect(screen.queryByText("보이지 않는 본문")).toBeNull();
  });
});
