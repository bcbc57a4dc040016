import { describe, expect, it } from "vitest";
import { StateMachine, type AnyStateMachine } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { replayPath } from "./fake-harness.ts";
import { WALK_LIMIT, fakeProblems, pathLabel, probeFakes, stateNodes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineRegistry, type MachineEntry } from "./registry.ts";

// Every registered machine, every sample input: derive the shortest paths from the machine's
// definition and its fakes, then replay each on a real actor with the fakes and a simulated clock.
// A macrotask lets every started promise settle. setImmediate, not setTimeout(0): Node holds a
// timer at least 1 ms, and replaying every path took 30 s with it, 3.6 s without.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const machineFiles = import.meta.glob<Record<string, unknown>>("./*.machine.ts", { eager: true });
const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

/** Leaf states a machine can rest in: an eventless state (`always`) only passes through. */
function restingStates(machine: AnyStateMachine): string[] {
  return stateNodes(machine)
    .filter((n) => n.path.length > 0 && Object.keys(n.states).length === 0 && !n.always?.length && n.type !== "history")
    .map((n) => n.path.join("."));
}

async function walk(entry: MachineEntry) {
  const problems = fakeProblems(entry.id, entry.machine, entry.fakes);
  if (problems.length > 0) return { entry, problems, inputs: [] };
  const events = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);
  const inputs = Object.entries(entry.sampleInputs).map(([name, input]) => {
    let paths: ReturnType<typeof getShortestPaths<AnyStateMachine>> = [];
    try {
      paths = getShortestPaths(entry.machine, walkOptions(input, events.events));
    } catch (error) {
      problems.push(
        `${entry.id}: the walk from sample input "${name}" failed (${String(error)}); past ${WALK_LIMIT} states the context probably grows without bound`,
      );
    }
    return { name, input, paths: paths.map((p, i) => [i + 1, pathLabel(p.steps, events.originOf), p] as const) };
  });
  return { entry, problems, inputs, originOf: events.originOf };
}

const walks = await Promise.all(machineRegistry.map(walk));

describe("machine registry", () => {
  it("registers every machine that machines/*.machine.ts exports", () => {
    const unregistered = Object.entries(machineFiles).flatMap(([file, mod]) =>
      Object.entries(mod)
        .filter(([, value]) => isMachine(value) && !machineRegistry.some((e) => e.machine === value))
        .map(([name]) => `machines/${file.slice(2)} exports ${name}, which machines/registry.ts does not register: add an entry with fakes for its actors`),
    );
    expect(unregistered).toEqual([]);
  });

  it("gives every machine a unique id, a default outcome per actor and a sample input", () => {
    expect(new Set(machineRegistry.map((e) => e.id)).size).toBe(machineRegistry.length);
    for (const e of machineRegistry) {
      expect(Object.keys(e.sampleInputs).length, `${e.id}: sampleInputs`).toBeGreaterThan(0);
      for (const [actor, outcome] of Object.entries(e.defaultChoice))
        expect(Object.keys(e.fakes[actor] ?? {}), `${e.id}: defaultChoice.${actor}`).toContain(outcome);
    }
  });
});

describe.each(walks)("machine $entry.id: all shortest paths", ({ entry, problems, inputs, originOf }) => {
  it("has fakes for every actor it can run, and a walk that ends", () => {
    if (problems.length > 0) throw new Error(problems.join("\n"));
  });

  it("reaches every resting state from some sample input", () => {
    const reached = inputs.flatMap(({ paths }) => paths.flatMap(([, , p]) => [p.state, ...p.steps.map((s) => s.state)]));
    const unreached = restingStates(entry.machine).filter((path) => !reached.some((s) => s.matches(path)));
    expect(unreached.map((path) => `${entry.id}: no sample input and fake outcome reaches state ${path}`)).toEqual([]);
  });

  describe.each(inputs)("input $name", ({ input, paths }) => {
    it("finds paths that never end in an error status", () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter(([, , path]) => path.state.status === "error").map(([, label]) => label)).toEqual([]);
    });

    it.each(paths)("replays path %i [%s]", async (_, __, path) => {
      const snapshots = await replayPath({
        machine: entry.machine,
        fakes: entry.fakes,
        input,
        events: path.steps.slice(1).map((s) => s.event),
        originOf,
        settle,
      });
      const last = snapshots[snapshots.length - 1];
      expect(last?.value).toEqual(path.state.value);
      expect(last?.context).toEqual(path.state.context);
      expect(last?.status).toEqual(path.state.status);
      expect(last?.output).toEqual(path.state.output);
    });
  });
});
