import { describe, expect, it } from "vitest";
import { fromPromise, setup } from "xstate";
import { machineEntry, type MachineEntry } from "../../machines/registry.ts";
import { enabledEvents } from "./enabled-events.ts";
import { prepareWalk, shortestFlowPaths } from "./flow-paths.ts";
import { createFlowSession } from "./flow-session.ts";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const gate = machineEntry("gate") as MachineEntry;
const input = gate.sampleInputs.mainHost;

function session(choice: Record<string, string>, auto = true) {
  return createFlowSession({ entry: gate, input, choice: () => ({ ...gate.defaultChoice, ...choice }), auto: () => auto });
}

describe("flow session", () => {
  it("runs on the chosen fakes and logs events and actions", async () => {
    const s = session({ fetchLoginStatus: "error", readVisitedMallCode: "wirye", requestToken: "empty" });
    for (let i = 0; i < 6; i++) await settle();
    const { snapshot, log } = s.getState();
    expect(snapshot.value).toBe("navigate");
    expect(snapshot.output).toEqual({ type: "navigate", to: "/wirye" });
    expect(log.at(-1)).toMatchObject({ kind: "action", type: "navigate", detail: '{"to":"/wirye"}' });
    expect(log.map((l) => l.type)).toContain("xstate.error.actor.fetchLoginStatus");
  });

  it("holds calls for the answer buttons and offers each outcome", async () => {
    const s = session({}, false);
    await settle();
    const first = enabledEvents(gate, s.getState().snapshot, s.getState().calls);
    expect(first.answers.map((a) => [a.call.invokeId, a.outcomes])).toEqual([["checkApp", ["app", "browser", "noAnswer", "error"]]]);
    expect(first.delays).toEqual([{ delay: "deviceIdTimeout", stateId: "gate.checkingApp", ms: 150 }]);
    s.answer("checkApp", "app");
    await settle();
    expect(s.getState().snapshot.value).toBe("readingLoginToken");
  });

  it("advances the simulated clock to take a delay", async () => {
    const s = session({ checkApp: "noAnswer" });
    await settle();
    s.advance(149);
    expect(s.getState().snapshot.value).toBe("checkingApp");
    s.advance(1);
    expect(s.getState().snapshot.value).toBe("stay");
    expect(s.getState().clockMs).toBe(150);
  });

  it("edits the running context without restarting the invoke", async () => {
    const s = session({}, false);
    await settle();
    s.answer("checkApp", "app");
    await settle();
    s.setContext({ defaultBranch: "goyang", branch: "goyang" });
    expect(s.getState().snapshot.context.branch).toBe("goyang");
    expect(s.getState().calls.map((c) => c.invokeId)).toEqual(["readLoginToken"]);
    s.answer("readLoginToken", "none");
    await settle();
    expect(s.getState().snapshot.value).toBe("stay");
  });

  it("replays every shortest path to the walk's own end state", async () => {
    const flow = await prepareWalk(gate, settle);
    for (const path of shortestFlowPaths(flow, input)) {
      const s = session({}, false);
      await s.replay(
        path.steps.map((x) => x.event),
        flow.walk.originOf,
        settle,
      );
      expect(s.getState().snapshot.value, path.label).toEqual(path.state.value);
      expect(s.getState().snapshot.context, path.label).toEqual(path.state.context);
      s.stop();
    }
  });

  it("offers outside events the state takes, with the entry's payloads", () => {
    const m = setup({
      types: { events: {} as { type: "list.more"; size: number } | { type: "list.reset" } },
      actors: { load: fromPromise(async () => 1) },
    }).createMachine({
      id: "list",
      initial: "idle",
      states: { idle: { on: { "list.more": "loading", "list.reset": "idle" } }, loading: { invoke: { src: "load", onDone: "idle" } } },
    });
    const entry: MachineEntry = {
      id: "list",
      title: "",
      machine: m,
      fakes: { load: { ok: fromPromise(async () => 1) } },
      defaultChoice: { load: "ok" },
      sampleInputs: { none: undefined },
      graphEvents: [{ type: "list.more", size: 10 }],
    };
    const s = createFlowSession({ entry, input: undefined, choice: () => ({}), auto: () => false });
    expect(enabledEvents(entry, s.getState().snapshot, []).outside).toEqual([{ type: "list.more", size: 10 }, { type: "list.reset" }]);
  });
});
