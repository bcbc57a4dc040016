// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmptyState } from "./empty-state.tsx";
import { ErrorState } from "./error-state.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

describe("EmptyState", () => {
  it("shows a generic message by default and a given one otherwise", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText("아직 표시할 내용이 없습니다.")).toBeTruthy();
    cleanup();
    renderWithProviders(<EmptyState title="진행 중인 이벤트가 없습니다." titleAs="h2" icon="event" />);
    expect(screen.getByRole("heading", { level: 2, name: "진행 중인 이벤트가 없습니다." })).toBeTruthy();
  });
});

describe("ErrorState", () => {
  it("is announced and offers a retry", () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("정보를 불러오지 못했습니다.");
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("has no retry button without a handler", () => {
    renderWithProviders(<ErrorState />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
