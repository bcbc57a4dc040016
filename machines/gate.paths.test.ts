import { describe, expect, it } from "vitest";
import type { AnyEventObject, SnapshotFrom } from "xstate";
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from "xstate/graph";
import { replayPath } from "./fake-harness.ts";
import { gateInput } from "./gate.fixtures.ts";
import { gateMachine } from "./gate.machine.ts";
import { afterEvent, doneEvent, errorEvent, eventsFor, pathLabel } from "./graph-walk.ts";

// The machine invokes promise actors, which a graph walk cannot run. Instead the walk feeds
// the events those actors (and the clock) would send, with every outcome that matters;
// each path found is then replayed on a real actor with a simulated clock, its actors answering
// as the path says. (registry.test.ts walks every machine with its registered fakes; this one
// pins the gate's own outcomes and also covers simple paths.)
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

// On the main host: coexmall (02) is served here, wirye (04) is not.
const events: AnyEventObject[] = [
  doneEvent("checkApp", true),
  doneEvent("checkApp", false),
  errorEvent("checkApp"),
  afterEvent("deviceIdTimeout", "gate.checkingApp"),
  doneEvent("readLoginToken", "stored-token"),
  doneEvent("readLoginToken", null),
  errorEvent("readLoginToken"),
  afterEvent("loginTokenTimeout", "gate.readingLoginToken"),
  doneEvent("fetchLoginStatus", { loginYN: "Y", bcnCd: "02" }),
  doneEvent("fetchLoginStatus", { loginYN: "N" }),
  errorEvent("fetchLoginStatus"),
  doneEvent("readVisitedMallCode", "04"),
  doneEvent("readVisitedMallCode", "99"),
  errorEvent("readVisitedMallCode"),
  doneEvent("requestToken", { custId: "C1", xToken: "X1" }),
  doneEvent("requestToken", { custId: "", xToken: "" }),
  errorEvent("requestToken"),
];

type GateSnapshot = SnapshotFrom<typeof gateMachine>;
type Step = { event: AnyEventObject };

const input = gateInput();
const traversal = { input, events: eventsFor(events) };
const shortestPaths = getShortestPaths(gateMachine, traversal);
const simplePaths = getSimplePaths(gateMachine, traversal);

async function replay(path: { steps: readonly Step[]; state: GateSnapshot }) {
  const snapshots = await replayPath({ machine: gateMachine, fakes: {}, input, events: path.steps.slice(1).map((s) => s.event), settle });
  const snapshot = snapshots[snapshots.length - 1];
  expect(snapshot?.value).toEqual(path.state.value);
  expect(snapshot?.context).toEqual(path.state.context);
  expect(snapshot?.output).toEqual(path.state.output);
}

describe("gate machine: model paths", () => {
  it("walks every state and ends in exactly stay, navigate and leave", () => {
    const reached = shortestPaths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]);
    // checkingEntry is transient (eventless), so it is never a resting state.
    const all = Object.keys(gateMachine.root.states).filter((k) => k !== "checkingEntry");
    expect([...new Set(reached.map((s) => s.value))].toSorted()).toEqual(all.toSorted());
    expect(reached.every((s) => s.status !== "error")).toBe(true);
    const finals = new Set(shortestPaths.filter((p) => p.state.status === "done").map((p) => p.state.value));
    expect([...finals].toSorted()).toEqual(["leave", "navigate", "stay"]);
  });

  it("takes every fed event somewhere (no misspelt event type)", () => {
    const adjacency = Object.values(getAdjacencyMap(gateMachine, traversal));
    const taken = new Set(adjacency.flatMap((v) => Object.values(v.transitions).map((t) => JSON.stringify((t as Step).event))));
    for (const e of events) expect(taken, e.type).toContain(JSON.stringify(e));
  });

  it.each(shortestPaths.map((p) => [pathLabel(p.steps), p] as const))("replays shortest path [%s]", (_, p) => replay(p));

  // Simple paths also cover the edges no shortest path needs (timeouts, errors that end like a "no").
  it.each(simplePaths.map((p) => [pathLabel(p.steps), p] as const))("replays simple path [%s]", (_, p) => replay(p));
});
