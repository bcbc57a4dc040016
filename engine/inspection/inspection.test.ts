// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createActor, toPromise, type InspectionEvent } from "xstate";
import { gateFakeActors } from "../../machines/gate.fakes.ts";
import { gateInput } from "../../machines/gate.fixtures.ts";
import { gateMachine } from "../../machines/gate.machine.ts";
import { inspectRequested, resetInspectFlag } from "./inspect-flag.ts";
import { inspectOption } from "./inspection.ts";
import { forwardInspection, inspectedActors, resetInspection } from "./inspection-store.ts";

function visit(search: string) {
  window.history.replaceState(null, "", `/${search}`);
  resetInspectFlag();
}

afterEach(() => {
  sessionStorage.clear();
  resetInspection();
  visit("");
});

describe("inspection flag", () => {
  it("is off without ?inspect=1, on with it, and remembered for the tab until ?inspect=0", () => {
    visit("");
    expect(inspectRequested()).toBe(false);
    expect(inspectOption()).toBeUndefined();
    visit("?inspect=1");
    expect(inspectRequested()).toBe(true);
    visit("?mall=hanam");
    expect(inspectRequested()).toBe(true);
    visit("?inspect=0");
    expect(inspectRequested()).toBe(false);
  });
});

describe("inspection store", () => {
  it("lists every actor an inspected machine starts, with state, context, output and last events", async () => {
    visit("?inspect=1");
    const actor = createActor(gateMachine.provide({ actors: gateFakeActors() }), { input: gateInput(), inspect: inspectOption() });
    actor.start();
    await toPromise(actor);
    const actors = inspectedActors();
    const gate = actors.find((a) => a.name === "gate");
    expect(gate).toMatchObject({ status: "done", value: "navigate", output: { type: "navigate", to: "/coexmall" }, parentId: null });
    expect((gate?.context as { branch?: string } | undefined)?.branch).toBe("coexmall");
    expect(gate?.events.at(-1)).toBe("xstate.done.actor.requestToken");
    expect(actors.find((a) => a.name === "checkApp")).toMatchObject({ status: "done", output: true, parentId: gate?.sessionId });
    expect(actors.map((a) => a.name)).toEqual(["gate", "checkApp", "readLoginToken", "fetchLoginStatus", "requestToken"]);
  });

  it("hands everything seen so far, then each new event, to another inspector", async () => {
    visit("?inspect=1");
    const seen: InspectionEvent[] = [];
    createActor(gateMachine, { input: gateInput({ pathname: "/hanam" }), inspect: inspectOption() }).start();
    forwardInspection((e) => seen.push(e));
    const before = seen.length;
    expect(before).toBeGreaterThan(0);
    createActor(gateMachine, { input: gateInput({ pathname: "/hanam" }), inspect: inspectOption() }).start();
    expect(seen.length).toBeGreaterThan(before);
  });
});
