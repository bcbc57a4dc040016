// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SPLASH_FADE_MS, Splash } from "./splash.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Splash", () => {
  it("shows the wordmark while booting and leaves after its fade", () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<Splash visible wordmark="STARFIELD" caption="HANAM" />);
    expect(screen.getByText("STARFIELD")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("앱을 준비하고 있습니다");
    rerender(<Splash visible={false} wordmark="STARFIELD" />);
    act(() => vi.advanceTimersByTime(SPLASH_FADE_MS));
    expect(screen.queryByText("STARFIELD")).toBeNull();
  });
});
