// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { CfSearchDialog } from "./cf-search-dialog.tsx";
import { searchServer } from "./search.fixture.ts";

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function open(o: Parameters<typeof searchServer>[0] = {}, locale: "ko" | "en" = "ko") {
  const s = searchServer(o);
  const r = renderScreen(CfSearchDialog, {
    route: { screen: "eventDetail", path: "eventDetail/:eventId" },
    props: { variant: "centerfield" },
    mall: "centerfield",
    locale,
    path: "/centerfield/eventDetail/E080001?cfSearch=Y",
    fetch: s.fetch,
  });
  return { s, ...r };
}

describe("CfSearchDialog", () => {
  it("searches stores and events only, opening Centerfield's pages; closing removes cfSearch", async () => {
    const { currentPath } = open({ stores: 2, events: 1, lectures: ["SLP08001"], coupons: 2 });
    const dialog = screen.getByRole("dialog", { name: "검색" });
    // The field has the focus when the dialog opens.
    expect(document.activeElement).toBe(within(dialog).getByRole("combobox", { name: "검색어" }));
    fireEvent.change(within(dialog).getByRole("combobox", { name: "검색어" }), { target: { value: "살롱" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "검색" }));
    await within(dialog).findByText("‘살롱’ 검색결과 3건");
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["검색", "매장2건", "이벤트1건"]);
    expect(within(dialog).getAllByRole("link")[0]!.getAttribute("href")).toBe("/centerfield/tenantDetail/T010001");
    expect(within(dialog).getAllByRole("link")[2]!.getAttribute("href")).toBe("/centerfield/eventDetail/E010001");
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    expect(currentPath()).toBe("/centerfield/eventDetail/E080001");
  });

  it("Escape closes the autocomplete list first, then the dialog", async () => {
    const { currentPath } = open();
    const dialog = screen.getByRole("dialog", { name: "검색" });
    const field = within(dialog).getByRole("combobox", { name: "검색어" });
    fireEvent.change(field, { target: { value: "살롱" } });
    await within(dialog).findByRole("option", { name: /살롱 드 하루/ }, { timeout: 2000 });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(currentPath()).toBe("/centerfield/eventDetail/E080001?cfSearch=Y");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(currentPath()).toBe("/centerfield/eventDetail/E080001");
  });

  it("shows the recommended keywords in Korean in English too", async () => {
    open({}, "en");
    const dialog = screen.getByRole("dialog", { name: "Search" });
    expect(await within(dialog).findByRole("button", { name: "우수고객할인" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Recommended keywords" })).toBeTruthy();
  });
});
