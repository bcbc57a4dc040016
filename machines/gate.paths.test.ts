import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise, type AnyEventObject, type NonReducibleUnknown, type SnapshotFrom } from "xstate";
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from "xstate/graph";
import { BRIDGE_TIMEOUTS_MS } from "../schemas/bridge-constants.ts";
import { gateInput } from "./gate.fixtures.ts";
import { gateMachine, type IntroToken, type LoginStatus } from "./gate.machine.ts";

// The machine invokes promise actors, which a graph walk cannot run. Instead the walk feeds
// the events those actors (and the clock) would send, with every outcome that matters;
// each path found is then replayed on a real actor with fake actors and a simulated clock.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: "failed" });
const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.gate.${state}` });

const delaysMs: Record<string, number> = {
  deviceIdTimeout: BRIDGE_TIMEOUTS_MS.deviceId,
  loginTokenTimeout: BRIDGE_TIMEOUTS_MS.loginToken,
};

// On the main host: coexmall (02) is served here, wirye (04) is not.
const events: AnyEventObject[] = [
  done("checkApp", true),
  done("checkApp", false),
  error("checkApp"),
  after("deviceIdTimeout", "checkingApp"),
  done("readLoginToken", "stored-token"),
  done("readLoginToken", null),
  error("readLoginToken"),
  after("loginTokenTimeout", "readingLoginToken"),
  done("fetchLoginStatus", { loginYN: "Y", bcnCd: "02" }),
  done("fetchLoginStatus", { loginYN: "N" }),
  error("fetchLoginStatus"),
  done("readVisitedMallCode", "04"),
  done("readVisitedMallCode", "99"),
  error("readVisitedMallCode"),
  done("requestToken", { custId: "C1", xToken: "X1" }),
  done("requestToken", { custId: "", xToken: "" }),
  error("requestToken"),
];

type GateSnapshot = SnapshotFrom<typeof gateMachine>;

// Only events the state handles: an unhandled actor error would put the machine in its error status.
// The traversal API types events as the machine's own events; these internal ones are what we feed.
const eventsFor = (state: GateSnapshot) =>
  (state.status === "active" ? events.filter((e) => state.can(e as never)) : []) as never[];

const input = gateInput();
const traversal = { input, events: eventsFor };
const shortestPaths = getShortestPaths(gateMachine, traversal);
const simplePaths = getSimplePaths(gateMachine, traversal);

type Step = { event: AnyEventObject };

/** Fake actors that answer as the path's events say; actors the path never hears from hang. */
function actorsFor(steps: readonly Step[]) {
  const outcomes = new Map<string, AnyEventObject>();
  for (const { event } of steps) {
    const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    if (id) outcomes.set(id, event);
  }
  function fake<O, I = NonReducibleUnknown>(id: string) {
    return fromPromise<O, I>(() => {
      const e = outcomes.get(id);
      if (!e) return new Promise<O>(() => {});
      return e.type.startsWith("xstate.done.") ? Promise.resolve(e.output as O) : Promise.reject(new Error(id));
    });
  }
  return {
    checkApp: fake<boolean>("checkApp"),
    readLoginToken: fake<string | null, { queryLoginToken: string | null }>("readLoginToken"),
    fetchLoginStatus: fake<LoginStatus, { loginToken: string }>("fetchLoginStatus"),
    readVisitedMallCode: fake<string | null>("readVisitedMallCode"),
    requestToken: fake<IntroToken, { branch: string }>("requestToken"),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function label(steps: readonly Step[]): string {
  return steps
    .slice(1)
    .map(({ event }) => {
      const short = event.type.replace(/^xstate\.(done\.actor\.|error\.actor\.|after\.)/, "");
      if (event.type.startsWith("xstate.error.")) return `${short}!error`;
      if (event.type.startsWith("xstate.after.")) return `${short.split(".")[0]}`;
      return `${short}=${JSON.stringify(event.output)}`;
    })
    .join(" → ");
}

async function replay(path: { steps: readonly Step[]; state: GateSnapshot }) {
  const clock = new SimulatedClock();
  const actor = createActor(gateMachine.provide({ actors: actorsFor(path.steps) }), { clock, input }).start();
  for (const { event } of path.steps.slice(1)) {
    if (event.type.startsWith("xstate.after.")) clock.increment(delaysMs[event.type.split(".")[2] ?? ""] ?? NaN);
    else await settle();
  }
  const snapshot = actor.getSnapshot();
  expect(snapshot.value).toEqual(path.state.value);
  expect(snapshot.context).toEqual(path.state.context);
  expect(snapshot.output).toEqual(path.state.output);
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
    const taken = new Set(
      adjacency.flatMap((v) => Object.values(v.transitions).map((t) => JSON.stringify((t as Step).event))),
    );
    for (const e of events) expect(taken, e.type).toContain(JSON.stringify(e));
  });

  it.each(shortestPaths.map((p) => [label(p.steps), p] as const))("replays shortest path [%s]", (_, p) => replay(p));

  // Simple paths also cover the edges no shortest path needs (timeouts, errors that end like a "no").
  it.each(simplePaths.map((p) => [label(p.steps), p] as const))("replays simple path [%s]", (_, p) => replay(p));
});
