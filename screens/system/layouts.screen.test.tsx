// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../engine/ui/test-providers.tsx";
import LayoutsScreen from "./layouts.screen.tsx";

afterEach(cleanup);

describe("LayoutsScreen", () => {
  it("shows the tokens and the shared components under one h1", () => {
    renderWithProviders(<LayoutsScreen props={{}} query={{}} params={{}} route={{ screen: "layouts", path: "/layouts" }} />, { path: "/layouts" });
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["디자인 시스템"]);
    expect(screen.getByText("--brand-primary")).toBeTruthy();
    expect(screen.getByRole("tablist")).toBeTruthy();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "뒤로 가기" })).toBeTruthy();
  });

  it("opens the sample dialogs and drawer", () => {
    renderWithProviders(<LayoutsScreen props={{}} query={{}} params={{}} route={{ screen: "layouts", path: "/layouts" }} />, { path: "/layouts" });
    fireEvent.click(screen.getByRole("button", { name: "대화상자 열기" }));
    expect(screen.getByRole("dialog", { name: "영수증 상세" })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "확인 대화상자 열기" }));
    expect(screen.getByRole("dialog", { name: "알림" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    fireEvent.click(screen.getByRole("button", { name: "사이드 메뉴 열기" }));
    expect(screen.getByRole("dialog", { name: "디자인 시스템" })).toBeTruthy();
  });
});
