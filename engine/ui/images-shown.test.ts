// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imagesShown } from "./images-shown.ts";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An image whose decode the test settles. */
function image() {
  const img = document.createElement("img");
  let settle: (ok: boolean) => void = () => {};
  img.decode = () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error("broken")))));
  return { img, settle: (ok: boolean) => settle(ok) };
}

describe("imagesShown", () => {
  it("waits for every image's decode, then a frame, then a task; a broken image counts as done", async () => {
    const a = image();
    const b = image();
    const done = vi.fn();
    void imagesShown([a.img, b.img], 5000).then(done);
    a.settle(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    b.settle(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("gives up waiting for a stalled image at the cap", async () => {
    const done = vi.fn();
    void imagesShown([image().img], 1500).then(done);
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("with no image, waits for a frame only", async () => {
    const done = vi.fn();
    void imagesShown([], 1500).then(done);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
