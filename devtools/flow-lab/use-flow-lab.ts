import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { AnyEventObject } from "xstate";
import { prepareWalk, shortestFlowPaths, type FlowPath, type FlowWalk } from "../flows/flow-paths.ts";
import { inspectOption } from "../../engine/inspection/inspection.ts";
import { createSessionHolder } from "../flows/session-holder.ts";
import { settle } from "../flows/settle.ts";
import type { EventOrigin } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";

type Run = { n: number; replay: { path: FlowPath; originOf: (e: AnyEventObject) => EventOrigin | undefined } | null };

/** The entry's graph-walk events, learnt once from its fakes (probing them is asynchronous). */
function useFlowWalk(entry: MachineEntry): FlowWalk | null {
  const [flow, setFlow] = useState<FlowWalk | null>(null);
  useEffect(() => {
    let live = true;
    void prepareWalk(entry, settle).then((f) => {
      if (live) setFlow(f);
    });
    return () => {
      live = false;
    };
  }, [entry]);
  return flow;
}

/**
 * The lab's state for one machine: the input, the fake outcomes, auto-answer, the running session
 * (restarted whenever the input changes or on demand) and the shortest paths from the input.
 */
export function useFlowLab(entry: MachineEntry) {
  const first = Object.entries(entry.sampleInputs)[0];
  const [sampleName, setSampleName] = useState<string | null>(first?.[0] ?? null);
  const [input, setInput] = useState<unknown>(first?.[1]);
  const [choice, setChoice] = useState<Record<string, string>>(() => ({ ...entry.defaultChoice }));
  const [auto, setAuto] = useState(true);
  const [run, setRun] = useState<Run>({ n: 0, replay: null });
  // The session reads choices at every actor call: picking an outcome affects the next call.
  const live = useRef({ choice, auto });
  useEffect(() => {
    live.current = { choice, auto };
  }, [choice, auto]);

  const holder = useMemo(() => createSessionHolder(), []);
  const held = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  useEffect(() => {
    const replay = run.replay;
    const { session, stop } = holder.start({
      entry,
      input,
      choice: () => live.current.choice,
      auto: () => replay === null && live.current.auto,
      inspect: inspectOption(),
    });
    if (replay)
      void session.replay(
        replay.path.steps.map((s) => s.event),
        replay.originOf,
        settle,
      );
    return stop;
  }, [holder, entry, input, run]);

  const flow = useFlowWalk(entry);
  const paths = useMemo(() => {
    if (!flow) return null;
    try {
      return { flow, list: shortestFlowPaths(flow, input), error: null };
    } catch (error) {
      return { flow, list: [], error: (error as Error).message };
    }
  }, [flow, input]);

  return {
    held,
    input,
    sampleName,
    choice,
    auto,
    paths,
    selectSample(name: string) {
      setSampleName(name);
      setInput(entry.sampleInputs[name]);
    },
    applyInput(value: unknown) {
      setSampleName(null);
      setInput(value);
      setRun((r) => ({ n: r.n + 1, replay: null }));
    },
    restart: () => setRun((r) => ({ n: r.n + 1, replay: null })),
    choose: (actor: string, outcome: string) => setChoice((c) => ({ ...c, [actor]: outcome })),
    setAuto,
    replay(path: FlowPath) {
      if (paths) setRun((r) => ({ n: r.n + 1, replay: { path, originOf: paths.flow.walk.originOf } }));
    },
  };
}

export type FlowLab = ReturnType<typeof useFlowLab>;
