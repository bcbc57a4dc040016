import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { WALK_LIMIT, pathLabel, probeFakes, stepLabel, walkEvents, walkOptions, type Probe, type WalkEvents } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";

/** What a machine's graph walk feeds, learnt once from its fakes. */
export interface FlowWalk {
  entry: MachineEntry;
  probes: Probe[];
  walk: WalkEvents;
}

export interface FlowStep {
  label: string;
  event: AnyEventObject;
  /** The snapshot after the step. */
  state: AnyMachineSnapshot;
}

export interface FlowPath {
  /** 1-based, as `npm run flows -- <machine> --path N` takes it. */
  index: number;
  label: string;
  /** The steps after the initial snapshot. */
  steps: FlowStep[];
  /** The snapshot the path starts from (after the initial eventless steps). */
  start: AnyMachineSnapshot;
  state: AnyMachineSnapshot;
}

/** Probes the entry's fakes and derives the events its walks feed. */
export async function prepareWalk(entry: MachineEntry, settle: () => Promise<void>): Promise<FlowWalk> {
  const probes = await probeFakes(entry.fakes, settle);
  return { entry, probes, walk: walkEvents(entry.machine, probes, entry.graphEvents) };
}

/** Every shortest path (one per reachable snapshot) from an input, numbered from 1. */
export function shortestFlowPaths(flow: FlowWalk, input: unknown): FlowPath[] {
  let paths;
  try {
    paths = getShortestPaths(flow.entry.machine, walkOptions(input, flow.walk.events));
  } catch (error) {
    throw new Error(`${flow.entry.id}: the walk stopped (${String(error)}): past ${WALK_LIMIT} states its context probably grows without bound`);
  }
  return paths.map((p, i) => ({
    index: i + 1,
    label: pathLabel(p.steps, flow.walk.originOf),
    start: (p.steps[0]?.state ?? p.state) as AnyMachineSnapshot,
    steps: p.steps.slice(1).map((s) => ({ label: stepLabel(s.event, flow.walk.originOf), event: s.event, state: s.state as AnyMachineSnapshot })),
    state: p.state as AnyMachineSnapshot,
  }));
}
