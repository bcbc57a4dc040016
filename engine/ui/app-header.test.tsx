// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppHeader } from "./app-header.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

describe("AppHeader", () => {
  it("shows only the title without handlers", () => {
    renderWithProviders(<AppHeader title="하남" />);
    expect(screen.getByText("하남")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("has a labelled back button and a menu button that reports its drawer", () => {
    const onBack = vi.fn();
    const onMenu = vi.fn();
    renderWithProviders(<AppHeader title="하남" onBack={onBack} onMenu={onMenu} menuOpen={false} menuControls="drawer" />);
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    const menu = screen.getByRole("button", { name: "메뉴 열기" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(menu.getAttribute("aria-controls")).toBe("drawer");
    fireEvent.click(menu);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it("renders trailing actions", () => {
    renderWithProviders(<AppHeader trailing={<button type="button">검색</button>} />);
    expect(screen.getByRole("button", { name: "검색" })).toBeTruthy();
  });
});
