// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WhenVisible } from "./when-visible.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("WhenVisible", () => {
  it("keeps the room and renders the content once its place nears the screen", () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          report = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { container } = render(
      <WhenVisible minHeight="10rem">
        <p>스탬프</p>
      </WhenVisible>,
    );
    expect(screen.queryByText("스탬프")).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe("10rem");
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText("스탬프")).toBeNull();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText("스탬프")).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it("renders at once without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenVisible minHeight="10rem">
        <p>스탬프</p>
      </WhenVisible>,
    );
    expect(screen.getByText("스탬프")).toBeTruthy();
  });
});
