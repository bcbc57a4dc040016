// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_FADE_MS, LoadingOverlay } from "./loading-overlay.tsx";
import { renderWithProviders } from "./test-providers.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const overlay = () => document.querySelector("[data-state]");

describe("LoadingOverlay", () => {
  it("renders nothing when not visible", () => {
    renderWithProviders(<LoadingOverlay visible={false} />);
    expect(overlay()).toBeNull();
  });

  it("announces loading, then fades out over 1000 ms before unmounting", () => {
    const { rerender } = renderWithProviders(<LoadingOverlay visible />);
    expect(screen.getByRole("status").textContent).toBe("불러오는 중입니다");
    rerender(<LoadingOverlay visible={false} />);
    expect(overlay()?.getAttribute("data-state")).toBe("leaving");
    act(() => vi.advanceTimersByTime(LOADING_FADE_MS - 1));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
    expect(LOADING_FADE_MS).toBe(1000);
  });

  it("comes back at once if loading starts again while fading", () => {
    const { rerender } = renderWithProviders(<LoadingOverlay visible />);
    rerender(<LoadingOverlay visible={false} />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<LoadingOverlay visible />);
    expect(overlay()?.getAttribute("data-state")).toBe("visible");
    act(() => vi.advanceTimersByTime(2000));
    expect(overlay()).not.toBeNull();
  });
});
