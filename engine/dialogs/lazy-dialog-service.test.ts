import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyDialogService } from "./lazy-dialog-service.ts";

// Loaded once up front, as the first transform takes longer than a waitFor allows.
await Promise.all([import("./dialog-service.ts"), import("./dialog-actor.ts")]);

async function shownText(dialogs: ReturnType<typeof lazyDialogService>, text: string) {
  await vi.waitFor(() => expect(dialogs.getSnapshot().current?.request.text).toBe(text));
  return dialogs.getSnapshot().current?.id ?? "";
}

describe("lazy dialog service", () => {
  it("is idle, and answers nothing, before the first request", () => {
    const dialogs = lazyDialogService();
    expect(dialogs.getSnapshot()).toEqual({ current: null, waiting: 0 });
    expect(() => dialogs.answer("dialog-1", "positive")).not.toThrow();
  });

  it("shows requests in the order they were made while the service loads, and tells subscribers", async () => {
    const dialogs = lazyDialogService();
    const heard = vi.fn();
    dialogs.subscribe(heard);
    const first = dialogs.confirm({ text: "하나" });
    const second = dialogs.alert({ text: "둘" });
    dialogs.answer(await shownText(dialogs, "하나"), "positive");
    await expect(first).resolves.toBe(true);
    expect(dialogs.getSnapshot().waiting).toBe(0);
    dialogs.dismiss(await shownText(dialogs, "둘"));
    await expect(second).resolves.toBeUndefined();
    expect(heard).toHaveBeenCalled();
    expect(dialogs.getSnapshot().current).toBeNull();
  });

  it("shows the system dialogs", async () => {
    const dialogs = lazyDialogService();
    const closed = dialogs.inspection();
    await vi.waitFor(() => expect(dialogs.getSnapshot().current?.kind).toBe("inspection"));
    dialogs.answer(dialogs.getSnapshot().current?.id ?? "", "positive");
    await expect(closed).resolves.toBeUndefined();
  });
});

describe("lazy dialog service: the service's chunk fails to load", () => {
  afterEach(() => {
    vi.doUnmock("./dialog-service.ts");
    vi.resetModules();
  });

  it("answers as dismissed and tries again on the next request", async () => {
    vi.resetModules();
    vi.doMock("./dialog-service.ts", () => {
      throw new Error("offline");
    });
    const { lazyDialogService: create } = await import("./lazy-dialog-service.ts");
    const dialogs = create();
    await expect(dialogs.confirm({ text: "a" })).resolves.toBe(false);
    await expect(dialogs.alert({ text: "b" })).resolves.toBeUndefined();
    await expect(dialogs.error()).resolves.toBeUndefined();
    vi.doUnmock("./dialog-service.ts");
    vi.resetModules();
    const later = dialogs.confirm({ text: "c" });
    await vi.waitFor(() => expect(dialogs.getSnapshot().current?.request.text).toBe("c"), { timeout: 5_000 });
    dialogs.answer(dialogs.getSnapshot().current?.id ?? "", "positive");
    await expect(later).resolves.toBe(true);
  });
});
