import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { FakeCall } from "../../machines/fake-harness.ts";
import { delayMs, delayedTransitions, outsideEventTypes, stateNodes } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";
import { activePaths } from "./machine-graph.ts";

export interface EnabledDelay {
  delay: string;
  stateId: string;
  /** Null when the delay is computed and cannot be evaluated here. */
  ms: number | null;
}

export interface EnabledEvents {
  /** Calls waiting (or hanging) with the outcomes that can answer them. */
  answers: { call: FakeCall; outcomes: string[] }[];
  /** Delayed transitions of the states the machine is in. */
  delays: EnabledDelay[];
  /** Outside events the snapshot takes: the entry's graph events with payload, else the bare types. */
  outside: AnyEventObject[];
}

/** What can happen next in a snapshot: actor answers, delays and outside events. */
export function enabledEvents(entry: MachineEntry, snapshot: AnyMachineSnapshot, calls: readonly FakeCall[]): EnabledEvents {
  const answers = calls.map((call) => ({ call, outcomes: Object.keys(entry.fakes[call.src] ?? {}) }));
  if (snapshot.status !== "active") return { answers, delays: [], outside: [] };
  const active = new Set(["", ...activePaths(snapshot.value)]);
  const pathOf = new Map(stateNodes(entry.machine).map((n) => [n.id, n.path.join(".")]));
  const delays = delayedTransitions(entry.machine)
    .filter((d) => active.has(pathOf.get(d.stateId) ?? "?"))
    .map((d) => {
      let ms: number | null = null;
      try {
        ms = delayMs(entry.machine, d.delay, snapshot);
      } catch {
        ms = null;
      }
      return { delay: d.delay, stateId: d.stateId, ms: ms === null || Number.isNaN(ms) ? null : ms };
    });
  const graphEvents = entry.graphEvents ?? [];
  const withPayload = new Set(graphEvents.map((e) => e.type));
  const candidates = [
    ...graphEvents,
    ...outsideEventTypes(entry.machine)
      .filter((t) => !withPayload.has(t))
      .map((type) => ({ type })),
  ];
  return { answers, delays, outside: candidates.filter((e) => snapshot.can(e as never)) };
}
