import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { Actor, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from "xstate";

export interface MachineOnDemand<M extends AnyStateMachine> {
  /** The running machine's snapshot; null until the first interaction has loaded and started it. */
  snapshot: SnapshotFrom<M> | null;
  /** The machine (and xstate) could not be loaded; the next send or warm tries again. */
  loadFailed: boolean;
  /** Starts loading without sending anything (call it on the first focus). */
  warm(): void;
  /** Sends an event, loading and starting the machine first if needed (events wait in order). */
  send(event: EventFrom<M>): void;
}

interface Source<M extends AnyStateMachine> {
  load: () => Promise<M>;
  input: InputFrom<M>;
}

/** The flow outside React: loads once, queues events meanwhile, tells listeners of every change. */
function onDemandFlow<M extends AnyStateMachine>(first: Source<M>) {
  let source = first;
  let actor: Actor<M> | null = null;
  let loading = false;
  let failed = false;
  let alive = true;
  const queue: EventFrom<M>[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const warm = () => {
    if (actor || loading || !alive) return;
    loading = true;
    const { load, input } = source;
    Promise.all([load(), import("./start-actor.ts")]).then(
      ([machine, { createFlowActor }]) => {
        loading = false;
        if (!alive) return;
        actor = createFlowActor(machine, input);
        failed = false;
        actor.subscribe(notify);
        actor.start();
        for (const event of queue.splice(0)) actor.send(event);
        notify();
      },
      () => {
        loading = false;
        failed = true;
        queue.length = 0;
        notify();
      },
    );
  };
  return {
    warm,
    /** The loader and input to use when loading starts (the screen's latest). */
    setSource(next: Source<M>) {
      source = next;
    },
    send(event: EventFrom<M>) {
      if (actor) return actor.send(event);
      queue.push(event);
      warm();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => (actor ? (actor.getSnapshot() as SnapshotFrom<M>) : null),
    getFailed: () => failed,
    mount() {
      alive = true;
    },
    // Leaving the screen ends the flow; coming back (or StrictMode's second mount) starts afresh.
    unmount() {
      alive = false;
      actor?.stop();
      actor = null;
      queue.length = 0;
    },
  };
}

/**
 * A flow machine that loads on the first interaction instead of with the page (the import-on-
 * interaction pattern): xstate and the machine's module stay out of the page's first load, and
 * the screen renders the machine's initial state itself until `snapshot` arrives. Meant for forms
 * whose first state is plain input (login): warm on focus, so the machine is there before submit.
 */
export function useMachineOnDemand<M extends AnyStateMachine>(load: () => Promise<M>, input: InputFrom<M>): MachineOnDemand<M> {
  const [flow] = useState(() => onDemandFlow({ load, input }));
  // The latest loader and input are read when loading starts.
  useEffect(() => flow.setSource({ load, input }));
  useEffect(() => {
    flow.mount();
    return flow.unmount;
  }, [flow]);
  const snapshot = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  const loadFailed = useSyncExternalStore(flow.subscribe, flow.getFailed, flow.getFailed);
  const send = useCallback((event: EventFrom<M>) => flow.send(event), [flow]);
  return { snapshot, loadFailed, warm: flow.warm, send };
}
