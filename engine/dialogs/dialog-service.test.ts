import { afterEach, describe, expect, it, vi } from "vitest";
import { createDialogService, type DialogService } from "./dialog-service.ts";

/** Waits for the lazily started machine to show the dialog with this text (or kind). */
async function shown(dialogs: DialogService, match: string) {
  await vi.waitFor(() => {
    const current = dialogs.getSnapshot().current;
    expect(current?.request.text ?? current?.kind).toBe(match);
  });
  return dialogs.getSnapshot().current?.id ?? "";
}

describe("dialog service: answers", () => {
  it.each([
    ["the positive button", (d: DialogService, id: string) => d.answer(id, "positive"), true],
    ["the negative button", (d: DialogService, id: string) => d.answer(id, "negative"), false],
    ["Escape or the backdrop", (d: DialogService, id: string) => d.dismiss(id), false],
  ])("resolves a confirm for %s", async (_, close, expected) => {
    const dialogs = createDialogService();
    const answer = dialogs.confirm({ text: "배너를 닫으시겠습니까?" });
    close(dialogs, await shown(dialogs, "배너를 닫으시겠습니까?"));
    await expect(answer).resolves.toBe(expected);
    expect(dialogs.getSnapshot().current).toBeNull();
  });

  it.each([
    ["the positive button", (d: DialogService, id: string) => d.answer(id, "positive"), "positive"],
    ["the negative button", (d: DialogService, id: string) => d.answer(id, "negative"), "negative"],
    ["Escape or the backdrop", (d: DialogService, id: string) => d.dismiss(id), "dismissed"],
  ])("tells a choice made with %s from the others", async (_, close, expected) => {
    const dialogs = createDialogService();
    const answer = dialogs.choose({ text: "배너를 닫으시겠습니까?", positive: "닫기", negative: "오늘 하루 닫기" });
    close(dialogs, await shown(dialogs, "배너를 닫으시겠습니까?"));
    await expect(answer).resolves.toBe(expected);
  });

  it("closes a choice as dismissed when its caller aborts (its own content was tapped), and the next one shows", async () => {
    const dialogs = createDialogService();
    const tapped = new AbortController();
    const popup = dialogs.choose({ text: "팝업" }, { signal: tapped.signal });
    const next = dialogs.confirm({ text: "다음" });
    await shown(dialogs, "팝업");
    tapped.abort();
    await expect(popup).resolves.toBe("dismissed");
    dialogs.answer(await shown(dialogs, "다음"), "positive");
    await expect(next).resolves.toBe(true);
    const late = new AbortController();
    late.abort();
    await expect(dialogs.choose({ text: "늦음" }, { signal: late.signal })).resolves.toBe("dismissed");
  });

  it("resolves an alert when it closes, either way", async () => {
    const dialogs = createDialogService();
    const first = dialogs.alert({ text: "등록된 당첨자 명단이 없습니다." });
    const second = dialogs.alert({ text: "조회된 당첨자가 없습니다." });
    dialogs.answer(await shown(dialogs, "등록된 당첨자 명단이 없습니다."), "positive");
    dialogs.dismiss(await shown(dialogs, "조회된 당첨자가 없습니다."));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it("carries the spec's fields to the host", async () => {
    const dialogs = createDialogService();
    const request = {
      title: "배너",
      text: "배너를 닫으시겠습니까?",
      text2: "오늘 하루 보지 않기",
      positive: "닫기",
      negative: "오늘 하루 닫기",
      negativeSide: "end",
      small: true,
      height: 120,
      image: { src: "/b.svg", alt: "배너" },
    } as const;
    void dialogs.confirm(request);
    await shown(dialogs, request.text);
    expect(dialogs.getSnapshot().current).toMatchObject({ kind: "confirm", request });
  });

  it("ignores an answer for a dialog no longer on screen", async () => {
    const dialogs = createDialogService();
    const first = dialogs.confirm({ text: "첫 번째" });
    const second = dialogs.confirm({ text: "두 번째" });
    const firstId = await shown(dialogs, "첫 번째");
    dialogs.answer(firstId, "positive");
    dialogs.answer(firstId, "negative");
    await expect(first).resolves.toBe(true);
    expect(dialogs.getSnapshot().current?.request.text).toBe("두 번째");
    dialogs.answer(await shown(dialogs, "두 번째"), "negative");
    await expect(second).resolves.toBe(false);
  });
});

describe("dialog service: order", () => {
  it("shows requests one at a time in the order they were made, also before the machine has loaded", async () => {
    const dialogs = createDialogService();
    const settled: string[] = [];
    const track = <T>(name: string, p: Promise<T>) => p.then(() => settled.push(name));
    const all = [track("a", dialogs.confirm({ text: "a" })), track("b", dialogs.alert({ text: "b" })), track("c", dialogs.confirm({ text: "c" }))];
    await shown(dialogs, "a");
    expect(dialogs.getSnapshot().waiting).toBe(2);
    for (const text of ["a", "b", "c"]) dialogs.answer(await shown(dialogs, text), "positive");
    await Promise.all(all);
    expect(settled).toEqual(["a", "b", "c"]);
    expect(dialogs.getSnapshot()).toEqual({ current: null, waiting: 0 });
  });

  it("shows a second confirm raised from the first one's answer right after it", async () => {
    const dialogs = createDialogService();
    const flow = dialogs.confirm({ text: "배너를 닫으시겠습니까?" }).then((yes) => (yes ? dialogs.confirm({ text: "오늘 하루 보지 않으시겠습니까?" }) : false));
    dialogs.answer(await shown(dialogs, "배너를 닫으시겠습니까?"), "positive");
    dialogs.answer(await shown(dialogs, "오늘 하루 보지 않으시겠습니까?"), "positive");
    await expect(flow).resolves.toBe(true);
  });

  it("keeps one snapshot object until something changes, and tells subscribers when it does", async () => {
    const dialogs = createDialogService();
    const idle = dialogs.getSnapshot();
    expect(dialogs.getSnapshot()).toBe(idle);
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    void dialogs.confirm({ text: "a" });
    await shown(dialogs, "a");
    expect(listener).toHaveBeenCalled();
    const open = dialogs.getSnapshot();
    expect(dialogs.getSnapshot()).toBe(open);
    unsubscribe();
    void dialogs.confirm({ text: "b" });
    await vi.waitFor(() => expect(dialogs.getSnapshot().waiting).toBe(1));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("dialog service: system dialogs", () => {
  it("shows one inspection dialog for requests made while it is open, and resolves them all", async () => {
    const dialogs = createDialogService();
    const calls = [dialogs.inspection(), dialogs.inspection()];
    const id = await shown(dialogs, "inspection");
    calls.push(dialogs.inspection());
    await Promise.resolve();
    expect(dialogs.getSnapshot()).toMatchObject({ current: { id, kind: "inspection" }, waiting: 0 });
    dialogs.answer(id, "positive");
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(dialogs.getSnapshot().current).toBeNull();
  });

  it("queues the error dialog behind an open confirm", async () => {
    const dialogs = createDialogService();
    const confirm = dialogs.confirm({ text: "신청하시겠습니까?" });
    const error = dialogs.error();
    dialogs.answer(await shown(dialogs, "신청하시겠습니까?"), "positive");
    dialogs.dismiss(await shown(dialogs, "error"));
    await expect(confirm).resolves.toBe(true);
    await expect(error).resolves.toBeUndefined();
  });
});

describe("dialog service: the machine's chunk fails to load", () => {
  afterEach(() => {
    vi.doUnmock("./dialog-actor.ts");
    vi.resetModules();
  });

  it("answers waiting requests as dismissed and tries again on the next one", async () => {
    vi.resetModules();
    vi.doMock("./dialog-actor.ts", () => {
      throw new Error("offline");
    });
    const { createDialogService: create } = await import("./dialog-service.ts");
    const dialogs = create();
    await expect(dialogs.confirm({ text: "a" })).resolves.toBe(false);
    await expect(dialogs.alert({ text: "b" })).resolves.toBeUndefined();
    vi.doUnmock("./dialog-actor.ts");
    vi.resetModules();
    const later = dialogs.confirm({ text: "c" });
    dialogs.answer(await shown(dialogs, "c"), "positive");
    await expect(later).resolves.toBe(true);
  });
});
