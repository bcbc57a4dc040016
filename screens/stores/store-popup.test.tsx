// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { floorsServer } from "./floors.fixture.ts";
import { StorePopup } from "./store-popup.tsx";

afterEach(cleanup);

function open(tntSeq: string, mall = "hanam", onClose = vi.fn()) {
  const Host = () => <StorePopup tntSeq={tntSeq} onClose={onClose} />;
  renderScreen(Host, { route: { screen: "tenantList" }, mall, path: `/${mall}/tenant`, fetch: floorsServer().fetch });
  return onClose;
}

describe("StorePopup", () => {
  it("shows the store with its pin and, where the route set has one, a link to its page; Escape closes", async () => {
    const onClose = open("T010001");
    const dialog = await screen.findByRole("dialog", { name: "매장 1" });
    expect(within(dialog).getByText("1F")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "전화 031-8072-1234" }).getAttribute("href")).toBe("tel:03180721234");
    expect(within(dialog).getByRole("img", { name: "매장 1 (선택한 매장)" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "매장 상세 보기" }).getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });

  it("unknown hours read as unknown, not closed; a malformed id says not found without asking", async () => {
    open("T010002");
    const dialog = await screen.findByRole("dialog", { name: "매장 2" });
    expect(within(dialog).getByText("영업시간은 매장에 문의해 주세요")).toBeTruthy();
    cleanup();
    open("nope");
    expect(await screen.findByText("매장을 찾을 수 없습니다.")).toBeTruthy();
  });
});
