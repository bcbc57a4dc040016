// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "./test-providers.tsx";
import { ToTop } from "./to-top.tsx";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});
afterEach(cleanup);

describe("ToTop", () => {
  it("appears only after scrolling past the threshold", () => {
    renderWithProviders(<ToTop threshold={200} />);
    expect(screen.queryByRole("button")).toBeNull();
    scrollTo(201);
    expect(screen.getByRole("button", { name: "맨 위로 이동" })).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("scrolls to the top and moves focus to the main landmark", () => {
    renderWithProviders(
      <main>
        <ToTop threshold={10} />
      </main>,
    );
    scrollTo(500);
    fireEvent.click(screen.getByRole("button", { name: "맨 위로 이동" }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });
});
