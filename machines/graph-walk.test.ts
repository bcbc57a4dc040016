import { describe, expect, it } from "vitest";
import { assign, createMachine, fromPromise, setup } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { gateMachineFakes } from "./gate.fakes.ts";
import { gateMachine } from "./gate.machine.ts";
import {
  actorNames,
  classifyEvent,
  delayMs,
  delayedTransitions,
  fakeProblems,
  invocations,
  outsideEventTypes,
  pathLabel,
  probeFakes,
  walkEvents,
  walkOptions,
} from "./graph-walk.ts";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

// A small machine with an outside event with payload, a retry loop, an inline delay and two actors.
const pagerMachine = setup({
  types: { context: {} as { pages: number; errors: number }, events: {} as { type: "pager.more"; size: number } | { type: "pager.reset" } },
  actors: {
    fetchPage: fromPromise<number>(async () => 0),
    logVisit: fromPromise<void>(async () => {}),
  },
  delays: { retryDelay: ({ context }) => 100 * (context.errors + 1) },
}).createMachine({
  id: "pager",
  context: { pages: 0, errors: 0 },
  initial: "idle",
  on: { "pager.reset": { target: ".idle", actions: assign({ pages: 0, errors: 0 }) } },
  states: {
    idle: { on: { "pager.more": { guard: ({ context, event }) => event.size > 0 && context.pages < 2, target: "loading" } } },
    loading: {
      invoke: {
        src: "fetchPage",
        id: "page",
        onDone: { target: "idle", actions: assign({ pages: ({ context }) => context.pages + 1 }) },
        onError: [{ guard: ({ context }) => context.errors < 2, target: "waiting" }, { target: "idle" }],
      },
    },
    waiting: {
      entry: assign({ errors: ({ context }) => context.errors + 1 }),
      after: { retryDelay: "loading", 5000: "idle" },
    },
  },
});

const pagerFakes = {
  fetchPage: { one: fromPromise<number>(async () => 1), fails: fromPromise<number>(() => Promise.reject(new Error("offline"))) },
  logVisit: { ok: fromPromise<void>(async () => {}) },
};

describe("graph walk helpers", () => {
  it("classifies actor answers, delays, eventless steps and outside events", () => {
    expect(classifyEvent("xstate.done.actor.checkApp")).toEqual({ kind: "done", invokeId: "checkApp" });
    expect(classifyEvent("xstate.error.actor.page")).toEqual({ kind: "error", invokeId: "page" });
    expect(classifyEvent("xstate.after.deviceIdTimeout.gate.checkingApp")).toEqual({ kind: "after", delay: "deviceIdTimeout", stateId: "gate.checkingApp" });
    expect(classifyEvent("")).toEqual({ kind: "always" });
    expect(classifyEvent("receipts.loadMore")).toEqual({ kind: "event" });
  });

  it("reads invokes, actors, delays and outside events from the definition", () => {
    expect(invocations(pagerMachine)).toEqual([{ stateId: "pager.loading", invokeId: "page", src: "fetchPage" }]);
    expect(actorNames(pagerMachine)).toEqual(["fetchPage", "logVisit"]);
    // Object key order: integer-like keys come first.
    expect(delayedTransitions(pagerMachine).map((d) => d.delay)).toEqual(["5000", "retryDelay"]);
    expect(outsideEventTypes(pagerMachine).toSorted()).toEqual(["pager.more", "pager.reset"]);
    expect(actorNames(gateMachine)).toEqual(["checkApp", "readLoginToken", "fetchLoginStatus", "readVisitedMallCode", "requestToken"]);
  });

  it("stops a walk that never ends (context that grows without bound)", () => {
    const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
      id: "counter",
      context: { n: 0 },
      on: { tick: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => getShortestPaths(counter, walkOptions(undefined, [{ type: "tick" }]))).toThrow("Traversal limit exceeded");
  });

  it("evaluates named, functional and inline delays", () => {
    expect(delayMs(gateMachine, "deviceIdTimeout")).toBe(150);
    expect(delayMs(pagerMachine, "5000")).toBe(5000);
    const snapshot = pagerMachine.resolveState({ value: "waiting", context: { pages: 0, errors: 2 } });
    expect(delayMs(pagerMachine, "retryDelay", snapshot)).toBe(300);
    expect(() => delayMs(pagerMachine, "later")).toThrow('pager: unknown delay "later"');
  });

  it("names the machine and the actor when an actor has no fakes", () => {
    expect(fakeProblems("pager", pagerMachine, { fetchPage: pagerFakes.fetchPage })).toEqual([
      'pager: actor "logVisit" has no fakes; add fakes.logVisit (outcome name → actor logic) to its entry in machines/registry.ts',
    ]);
    expect(fakeProblems("pager", pagerMachine, { ...pagerFakes, logVisit: {} })[0]).toContain('actor "logVisit" has no fakes');
    expect(fakeProblems("pager", pagerMachine, { ...pagerFakes, sendMail: pagerFakes.logVisit })).toEqual([
      "pager: fakes.sendMail fakes an actor the machine does not have",
    ]);
    expect(fakeProblems("gate", gateMachine, gateMachineFakes)).toEqual([]);
  });

  it("asks for a name when an invoke runs inline logic", () => {
    const inline = createMachine({ id: "inline", initial: "a", states: { a: { invoke: { id: "job", src: fromPromise(async () => 1) } } } });
    expect(fakeProblems("inline", inline, {})).toEqual([
      'inline: the invoke "job" in inline.a runs inline logic; name it in setup({ actors }) so a fake can replace it',
    ]);
  });

  it("probes every fake: an output, an error, or no answer", async () => {
    const probes = await probeFakes(gateMachineFakes, settle);
    const checkApp = probes.filter((p) => p.actor === "checkApp").map((p) => [p.outcome, p.result.kind]);
    expect(checkApp).toEqual([
      ["app", "done"],
      ["browser", "done"],
      ["noAnswer", "pending"],
      ["error", "error"],
    ]);
  });

  it("feeds every outcome, delay and outside event, and labels steps by outcome", async () => {
    const walk = walkEvents(pagerMachine, await probeFakes(pagerFakes, settle), [{ type: "pager.more", size: 2 }]);
    expect(walk.events.map((e) => e.type)).toEqual([
      "xstate.done.actor.page",
      "xstate.error.actor.page",
      "xstate.after.5000.pager.waiting",
      "xstate.after.retryDelay.pager.waiting",
      "pager.reset",
      "pager.more",
    ]);
    const paths = getShortestPaths(pagerMachine, walkOptions(undefined, walk.events));
    const labels = paths.map((p) => pathLabel(p.steps, walk.originOf));
    expect(labels).toContain('pager.more {"size":2} → page:fails');
    expect(labels).toContain('pager.more {"size":2} → page:one');
    expect(labels[0]).toBe("(start)");
  });
});
