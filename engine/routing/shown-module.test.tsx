// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetLoading, SHOW_WAIT_MS } from "../shell/loading-store.ts";
import { shownModule } from "./shown-module.ts";

const busy = () => document.documentElement.hasAttribute("data-busy");

afterEach(() => {
  cleanup();
  resetLoading();
  vi.useRealTimers();
});

describe("shownModule", () => {
  it("keeps the page busy from the module's arrival until its component has mounted, and passes the props through", () => {
    resetLoading();
    const { default: Shown } = shownModule({ default: ({ name }: { name: string }) => <h1>{name}</h1> });
    expect(busy()).toBe(true);
    render(<Shown name="the part" />);
    expect(screen.getByRole("heading").textContent).toBe("the part");
    expect(busy()).toBe(false);
  });

  it("lets the page settle after SHOW_WAIT_MS when the render it arrived for was given up", () => {
    vi.useFakeTimers();
    resetLoading();
    shownModule({ default: () => null });
    act(() => vi.advanceTimersByTime(SHOW_WAIT_MS - 1));
    expect(busy()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(busy()).toBe(false);
  });
});
