// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyModule, loadLazyModules, useLazyModule, type LazyModule } from "./lazy-module.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Parts {
  word: string;
}

function Probe({ mod, wanted }: { mod: LazyModule<Parts>; wanted: boolean }) {
  const { module, failed } = useLazyModule(mod, wanted);
  return <p>{failed ? "failed" : (module?.word ?? "waiting")}</p>;
}

const el = document.createElement("div");
let root: ReturnType<typeof createRoot> | null = null;
const render = (mod: LazyModule<Parts>, wanted = true) => {
  root ??= createRoot(el);
  act(() => root!.render(<Probe mod={mod} wanted={wanted} />));
};
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A load the test settles itself. */
function deferred() {
  let settle: { resolve: (p: Parts) => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
  const load = vi.fn(() => new Promise<Parts>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle };
}

describe("useLazyModule", () => {
  it("loads nothing until wanted", () => {
    const { load } = deferred();
    render(lazyModule(load), false);
    expect(load).not.toHaveBeenCalled();
    expect(el.textContent).toBe("waiting");
  });

  it("keeps the page busy while it loads, and shows the module by a state update when it arrives", async () => {
    const { load, settle } = deferred();
    render(lazyModule(load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute("data-busy")).toBe(true);
    await act(async () => settle().resolve({ word: "banners" }));
    expect(el.textContent).toBe("banners");
    expect(document.documentElement.hasAttribute("data-busy")).toBe(false);
  });

  it("renders a module already in at once, without asking again", async () => {
    const load = vi.fn(() => Promise.resolve({ word: "kept" }));
    const mod = lazyModule(load);
    await mod.load();
    render(mod);
    expect(el.textContent).toBe("kept");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says so when the load fails, no longer busy, and a later use asks again", async () => {
    const { load, settle } = deferred();
    const mod = lazyModule(load);
    render(mod);
    await act(async () => settle().reject(new Error("offline")));
    expect(el.textContent).toBe("failed");
    expect(document.documentElement.hasAttribute("data-busy")).toBe(false);
    act(() => root?.unmount());
    root = null;
    render(mod);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("loadLazyModules", () => {
  it("loads the keyed modules named, so a first render has them at once; an unknown key is skipped", async () => {
    const load = vi.fn(() => Promise.resolve({ word: "parts" }));
    const mod = lazyModule(load, "screens/test/parts-a.tsx");
    const other = vi.fn(() => Promise.resolve({ word: "other" }));
    lazyModule(other, "screens/test/parts-b.tsx");
    expect(mod.current).toBeNull();
    await loadLazyModules(["screens/test/parts-a.tsx", "screens/test/unknown.tsx"]);
    expect(mod.current).toEqual({ word: "parts" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("rejects when one cannot load", async () => {
    lazyModule(() => Promise.reject(new Error("offline")), "screens/test/parts-c.tsx");
    await expect(loadLazyModules(["screens/test/parts-c.tsx"])).rejects.toThrow("offline");
  });
});
