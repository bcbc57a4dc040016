import {
  SimulatedClock,
  assign,
  createActor,
  createMachine,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
  type Observer,
} from "xstate";
import { applyStep, createFakeHarness, type FakeCall } from "../../machines/fake-harness.ts";
import { actorNames, type EventOrigin } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";

/** The lab's own event for editing a running machine's context; never part of the machine. */
export const SET_CONTEXT = "flowLab.setContext";
const LOG_SIZE = 12;

export interface LogLine {
  seq: number;
  /** Simulated time in ms. */
  at: number;
  kind: "event" | "action";
  type: string;
  /** JSON of the payload (an actor's output, an action's params), if any. */
  detail: string | null;
}

export interface SessionState {
  snapshot: AnyMachineSnapshot;
  clockMs: number;
  calls: readonly FakeCall[];
  log: readonly LogLine[];
}

export interface SessionOptions {
  entry: MachineEntry;
  input: unknown;
  /** The outcome each actor answers with; read at every call, so changing it affects the next one. */
  choice: () => Readonly<Record<string, string>>;
  /** Answer calls at once (true) or hold them for the lab's answer buttons (false). */
  auto: () => boolean;
  /** Another inspection observer to feed (the ?inspect=1 panel). */
  inspect?: Observer<InspectionEvent> | undefined;
}

export interface FlowSession {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  send(event: AnyEventObject): void;
  answer(invokeId: string, outcome: string): void;
  advance(ms: number): void;
  /** Replaces context keys of the running actor (its invokes and timers keep running). */
  setContext(context: Record<string, unknown>): void;
  /** Applies the steps of a graph-walk path, letting promises settle between them. */
  replay(events: readonly AnyEventObject[], originOf: (e: AnyEventObject) => EventOrigin | undefined, settle: () => Promise<void>): Promise<void>;
  stop(): void;
}

/** The machine with one more root event, so the lab can edit context without restarting it. */
export function withContextEditing(machine: AnyStateMachine): AnyStateMachine {
  const config = machine.config as Parameters<typeof createMachine>[0];
  const editable = { ...config, on: { ...config.on, [SET_CONTEXT]: { actions: assign(({ event }) => (event as AnyEventObject).context) } } };
  return createMachine(editable as typeof config, machine.implementations as never) as AnyStateMachine;
}

const payload = (value: unknown) => {
  if (value === undefined) return null;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

/** A running simulation of one registered machine: fakes, a simulated clock, and a short log. */
export function createFlowSession(options: SessionOptions): FlowSession {
  const { entry } = options;
  const machine = withContextEditing(entry.machine);
  const clock = new SimulatedClock();
  const harness = createFakeHarness(actorNames(entry.machine), entry.fakes, (src) => (options.auto() ? (options.choice()[src] ?? null) : null));
  const listeners = new Set<() => void>();
  let log: LogLine[] = [];
  let seq = 0;
  let root: AnyActorRef | null = null;

  const record = (e: InspectionEvent) => {
    options.inspect?.next?.(e);
    if (e.actorRef !== root) return;
    if (e.type === "@xstate.event" && e.event.type !== SET_CONTEXT) {
      const { type, ...rest } = e.event;
      // The init event carries the whole input, which the input editor already shows.
      const detail =
        type === "xstate.init"
          ? null
          : "output" in rest
            ? payload(rest.output)
            : "error" in rest
              ? String(rest.error)
              : Object.keys(rest).length
                ? payload(rest)
                : null;
      log = [...log, { seq: ++seq, at: clock.now(), kind: "event" as const, type, detail }].slice(-LOG_SIZE);
    } else if (e.type === "@xstate.action" && !e.action.type.startsWith("xstate.")) {
      log = [...log, { seq: ++seq, at: clock.now(), kind: "action" as const, type: e.action.type, detail: payload(e.action.params) }].slice(-LOG_SIZE);
    }
  };

  const actor = createActor(machine.provide({ actors: harness.actors }), { input: options.input, clock, inspect: { next: record } });
  root = actor;
  let state: SessionState = { snapshot: actor.getSnapshot(), clockMs: 0, calls: [], log };
  const update = () => {
    state = { snapshot: actor.getSnapshot(), clockMs: clock.now(), calls: harness.calls(), log };
    listeners.forEach((l) => l());
  };
  // An error observer keeps a failing machine from being reported as unhandled; the lab shows it.
  actor.subscribe({ next: update, error: update });
  const unsubscribeHarness = harness.subscribe(update);
  actor.start();
  update();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => actor.send(event),
    answer: (invokeId, outcome) => harness.answer(invokeId, { outcome }),
    advance(ms) {
      clock.increment(ms);
      update();
    },
    setContext: (context) => actor.send({ type: SET_CONTEXT, context }),
    async replay(events, originOf, settle) {
      await settle();
      for (const event of events) {
        applyStep({ machine: entry.machine, actor, harness, clock }, event, originOf(event));
        await settle();
      }
      update();
    },
    stop() {
      unsubscribeHarness();
      actor.stop();
      listeners.clear();
    },
  };
}
