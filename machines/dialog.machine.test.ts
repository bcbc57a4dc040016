import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { recordResolutions } from "./dialog.fakes.ts";
import { bannerConfirm, openEvent, winnerAlert } from "./dialog.fixtures.ts";
import { dialogMachine, type DialogEvent } from "./dialog.machine.ts";

function start() {
  const record = recordResolutions();
  const actor = createActor(dialogMachine.provide({ actions: record.actions })).start();
  const send = (...events: DialogEvent[]) => events.forEach((e) => actor.send(e));
  const shown = () => actor.getSnapshot().context.current;
  const waitingIds = () => actor.getSnapshot().context.waiting.map((e) => e.ids);
  return { actor, send, shown, waitingIds, resolved: record.resolved };
}

describe("dialog machine: one dialog at a time", () => {
  it("starts idle with nothing shown", () => {
    const { actor, shown } = start();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(shown()).toBeNull();
  });

  it("shows a request at once, with its fields", () => {
    const { actor, send, shown } = start();
    send(openEvent("a", "confirm", bannerConfirm));
    expect(actor.getSnapshot().value).toBe("showing");
    expect(shown()).toEqual({ ids: ["a"], kind: "confirm", fields: bannerConfirm });
  });

  it("makes a second confirm raised while one is open wait, then shows it", () => {
    const { send, shown, waitingIds, resolved } = start();
    send(openEvent("a", "confirm", bannerConfirm), openEvent("b", "confirm", { text: "두 번째" }));
    expect(shown()?.ids).toEqual(["a"]);
    expect(waitingIds()).toEqual([["b"]]);
    send({ type: "dialog.answer", id: "a", answer: "negative" });
    expect(resolved).toEqual([{ ids: ["a"], answer: "negative" }]);
    expect(shown()).toEqual({ ids: ["b"], kind: "confirm", fields: { text: "두 번째" } });
    expect(waitingIds()).toEqual([]);
  });

  it("shows a follow-up raised after the first one's answer next", () => {
    const { actor, send, shown } = start();
    send(openEvent("a"), { type: "dialog.answer", id: "a", answer: "positive" });
    expect(actor.getSnapshot().value).toBe("idle");
    send(openEvent("follow-up", "confirm", { text: "정말 닫으시겠습니까?" }));
    expect(shown()?.ids).toEqual(["follow-up"]);
  });

  it("keeps the order requests came in, whatever their kind", () => {
    const { send, shown, resolved } = start();
    send(openEvent("a", "alert", winnerAlert), openEvent("b", "error"), openEvent("c", "confirm"), openEvent("d", "inspection"));
    const order: string[] = [];
    while (shown()) {
      const id = shown()?.ids[0] ?? "";
      order.push(`${id}:${shown()?.kind}`);
      send({ type: "dialog.answer", id, answer: "positive" });
    }
    expect(order).toEqual(["a:alert", "b:error", "c:confirm", "d:inspection"]);
    expect(resolved.map((r) => r.ids[0])).toEqual(["a", "b", "c", "d"]);
  });

  it("goes back to idle when the last dialog closes", () => {
    const { actor, send } = start();
    send(openEvent("a"), { type: "dialog.dismiss", id: "a" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toEqual({ current: null, waiting: [] });
  });
});

describe("dialog machine: answers", () => {
  it.each([
    ["positive", { type: "dialog.answer", id: "a", answer: "positive" }],
    ["negative", { type: "dialog.answer", id: "a", answer: "negative" }],
    ["dismissed", { type: "dialog.dismiss", id: "a" }],
  ] as const)("reports %s through resolveRequests", (answer, event) => {
    const { send, resolved } = start();
    send(openEvent("a"), event);
    expect(resolved).toEqual([{ ids: ["a"], answer }]);
  });

  it("ignores an answer for a dialog that is not on screen (a double tap, a waiting one)", () => {
    const { send, shown, resolved } = start();
    send(openEvent("a"), openEvent("b"));
    send({ type: "dialog.answer", id: "b", answer: "positive" }, { type: "dialog.dismiss", id: "b" }, { type: "dialog.answer", id: "zz", answer: "positive" });
    expect(resolved).toEqual([]);
    expect(shown()?.ids).toEqual(["a"]);
    send({ type: "dialog.answer", id: "a", answer: "positive" }, { type: "dialog.answer", id: "a", answer: "negative" });
    expect(resolved).toEqual([{ ids: ["a"], answer: "positive" }]);
    expect(shown()?.ids).toEqual(["b"]);
  });

  it("does not show the same request twice", () => {
    const { send, waitingIds } = start();
    send(openEvent("a"), openEvent("a"), openEvent("b"), openEvent("b"));
    expect(waitingIds()).toEqual([["b"]]);
  });
});

describe("dialog machine: system dialogs", () => {
  it("merges repeated inspection requests into the one on screen, and resolves them together", () => {
    const { send, shown, waitingIds, resolved } = start();
    send(openEvent("i1", "inspection"), openEvent("i2", "inspection"), openEvent("c", "confirm"), openEvent("i3", "inspection"));
    expect(shown()).toEqual({ ids: ["i1", "i2", "i3"], kind: "inspection", fields: {} });
    expect(waitingIds()).toEqual([["c"]]);
    send({ type: "dialog.answer", id: "i2", answer: "positive" });
    expect(resolved).toEqual([{ ids: ["i1", "i2", "i3"], answer: "positive" }]);
    expect(shown()?.ids).toEqual(["c"]);
  });

  it("merges repeated error requests into the one waiting, keeping its place", () => {
    const { send, waitingIds } = start();
    send(openEvent("a"), openEvent("e1", "error"), openEvent("b"), openEvent("e2", "error"));
    expect(waitingIds()).toEqual([["e1", "e2"], ["b"]]);
  });

  it("keeps an error and an inspection apart, and never merges confirms or alerts", () => {
    const { send, shown, waitingIds } = start();
    send(openEvent("i", "inspection"), openEvent("e", "error"), openEvent("a1", "alert"), openEvent("a2", "alert"), openEvent("c1"), openEvent("c2"));
    expect(shown()?.ids).toEqual(["i"]);
    expect(waitingIds()).toEqual([["e"], ["a1"], ["a2"], ["c1"], ["c2"]]);
  });

  it("shows a new inspection dialog once the merged one has closed", () => {
    const { send, shown } = start();
    send(openEvent("i1", "inspection"), { type: "dialog.dismiss", id: "i1" }, openEvent("i2", "inspection"));
    expect(shown()?.ids).toEqual(["i2"]);
  });
});
