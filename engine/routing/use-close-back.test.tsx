// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { useCloseBack } from "./use-close-back.ts";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "");
});

function Popup() {
  const close = useCloseBack("/hanam/tenant/floorInfo?fl=1F");
  const location = useLocation();
  return (
    <>
      <p>{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={close}>
        close
      </button>
    </>
  );
}

describe("useCloseBack", () => {
  it("goes back one step when the browser history holds a page before this one", () => {
    window.history.replaceState({ idx: 1 }, "");
    render(
      <MemoryRouter initialEntries={["/hanam/tenant/floorInfo", "/hanam/tenant/floorInfo?showMap=show"]} initialIndex={1}>
        <Popup />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "close" }));
    expect(screen.getByText("/hanam/tenant/floorInfo")).toBeTruthy();
  });

  it("opened from its own address (nothing to go back to), replaces it with the page without the popup", () => {
    render(
      <MemoryRouter initialEntries={["/hanam/tenant/floorInfo?showMap=show&fl=1F"]}>
        <Popup />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "close" }));
    expect(screen.getByText("/hanam/tenant/floorInfo?fl=1F")).toBeTruthy();
  });
});
