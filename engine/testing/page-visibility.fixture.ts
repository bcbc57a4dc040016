// Test helpers for screens and hooks that follow the page's visibility (imported by tests only).
import { act } from "@testing-library/react";

/**
 * Makes document.visibilityState settable (visible at first) and returns the setter, which also
 * sends visibilitychange. Call it in beforeEach: each call starts visible again.
 */
export function fakePageVisibility(): (v: DocumentVisibilityState) => void {
  let visibility: DocumentVisibilityState = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  return (v) => {
    visibility = v;
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
  };
}
