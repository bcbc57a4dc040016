// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { isPreloadable, preloadable } from "./preloadable.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Hello: ComponentType<{ name: string }> = ({ name }) => <p>hello {name}</p>;

/** Renders in one synchronous act (no microtask runs in between) and reads what was committed. */
function renderNow(node: React.ReactNode): { text: string; root: ReturnType<typeof createRoot> } {
  const el = document.createElement("div");
  const root = createRoot(el);
  act(() => root.render(<Suspense fallback="loading">{node}</Suspense>));
  return { text: el.textContent ?? "", root };
}

describe("preloadable", () => {
  it("React.lazy suspends on its first render even with its module in (why this exists)", async () => {
    const module = Promise.resolve({ default: Hello });
    await module;
    const Lazy = lazy(() => module);
    const { text, root } = renderNow(<Lazy name="x" />);
    expect(text).toBe("loading");
    // Its retry, inside act.
    await act(async () => {});
    act(() => root.unmount());
  });

  it("renders at once, without its fallback, once preloaded", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Hi = preloadable(load);
    expect(await Hi.preload()).toBe(Hello);
    const { text, root } = renderNow(<Hi name="x" />);
    expect(text).toBe("hello x");
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("not preloaded, it loads on its first render as React.lazy does", async () => {
    const Hi = preloadable(() => Promise.resolve({ default: Hello }));
    const el = document.createElement("div");
    const root = createRoot(el);
    await act(async () =>
      root.render(
        <Suspense fallback="loading">
          <Hi name="y" />
        </Suspense>,
      ),
    );
    expect(el.textContent).toBe("hello y");
    act(() => root.unmount());
  });

  it("loads once however often it is asked, and forgets a failed load", async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType<{ name: string }> }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Hello });
    const Hi = preloadable(load);
    await expect(Hi.preload()).rejects.toThrow("offline");
    await Hi.preload();
    await Hi.preload();
    expect(load).toHaveBeenCalledTimes(2);
    const { text, root } = renderNow(<Hi name="z" />);
    expect(text).toBe("hello z");
    act(() => root.unmount());
  });

  it("is told apart from a plain component", () => {
    expect(isPreloadable(preloadable(() => Promise.resolve({ default: Hello })))).toBe(true);
    expect(isPreloadable(Hello)).toBe(false);
    expect(isPreloadable(undefined)).toBe(false);
  });
});
