// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Drawer } from "./drawer.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(cleanup);

const links = [
  { to: "/hanam", label: "홈", icon: "store" as const },
  { to: "/hanam/store/parkingInfo", label: "주차 안내", icon: "parking" as const },
];

describe("Drawer", () => {
  it("renders nothing when closed", () => {
    renderWithProviders(<Drawer open={false} onClose={() => {}} title="스타필드 하남" links={links} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a labelled modal panel with navigation links, marking the current page", () => {
    renderWithProviders(<Drawer open onClose={() => {}} title="스타필드 하남" links={links} id="mall-drawer" />, { path: "/hanam/store/parkingInfo" });
    const dialog = screen.getByRole("dialog", { name: "스타필드 하남" });
    expect(dialog.id).toBe("mall-drawer");
    const nav = within(dialog).getByRole("navigation", { name: "스타필드 하남" });
    expect(within(nav).getByRole("link", { name: "주차 안내" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "홈" }).getAttribute("aria-current")).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape, the backdrop, the close button and a followed link", () => {
    const onClose = vi.fn();
    renderWithProviders(<Drawer open onClose={onClose} title="스타필드 하남" links={links} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(document.querySelector("[data-part='backdrop']")!);
    fireEvent.click(screen.getByRole("button", { name: "메뉴 닫기" }));
    fireEvent.click(screen.getByRole("link", { name: "주차 안내" }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
