import {
  SimulatedClock,
  createActor,
  fromPromise,
  toPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
  type Observer,
} from "xstate";
import { actorNames, classifyEvent, delayMs, srcOf, type EventOrigin, type FakeOutcomes } from "./graph-walk.ts";

/** One call of a faked actor that has not answered yet. */
export interface FakeCall {
  readonly id: number;
  /** The invoke id (also the actor's id under its parent). */
  readonly invokeId: string;
  /** The named actor. */
  readonly src: string;
  readonly input: unknown;
  /** The outcome now running for it (a hanging one stays here), or null while it waits for an answer. */
  readonly running: string | null;
}

/** How to answer a call: run a registered outcome, or answer directly. */
export type FakeAnswer = { outcome: string } | { output: unknown } | { error: unknown };

export interface FakeHarness {
  /** Implementations for `machine.provide({ actors })`, one per faked actor. */
  readonly actors: Record<string, AnyActorLogic>;
  /** Unanswered calls, oldest first. */
  calls(): readonly FakeCall[];
  /** Answers (or re-answers) the oldest unanswered call of an invoke id. */
  answer(invokeId: string, answer: FakeAnswer): void;
  subscribe(listener: () => void): () => void;
}

interface Call extends FakeCall {
  running: string | null;
  child: AnyActorRef | null;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Stands in for every actor of a machine. Each call runs the outcome `choose(src)` names at once,
 * or, when it returns null, waits until `answer` is called: the flow lab's buttons and the path
 * replays drive the machine that way.
 */
export function createFakeHarness(actorNamesToFake: readonly string[], fakes: FakeOutcomes, choose: (src: string) => string | null): FakeHarness {
  let nextId = 1;
  let open: Call[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const close = (call: Call) => {
    open = open.filter((c) => c !== call);
    changed();
  };

  function run(call: Call, answer: FakeAnswer) {
    call.child?.stop();
    call.child = null;
    if ("outcome" in answer) {
      const logic = fakes[call.src]?.[answer.outcome];
      if (!logic) throw new Error(`actor "${call.src}" has no fake outcome "${answer.outcome}"`);
      const child = createActor(logic, { input: call.input });
      call.child = child;
      call.running = answer.outcome;
      // A stale child (re-answered since) must not settle the call.
      const settleWith = (finish: () => void) => {
        if (call.child !== child) return;
        close(call);
        finish();
      };
      toPromise(child).then(
        (output) => settleWith(() => call.resolve(output)),
        (error) => settleWith(() => call.reject(error)),
      );
      child.start();
      changed();
    } else {
      close(call);
      if ("output" in answer) call.resolve(answer.output);
      else call.reject(answer.error);
    }
  }

  const fake = (src: string) =>
    fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          const call: Call = { id: nextId++, invokeId: self.id, src, input, running: null, child: null, resolve, reject };
          open = [...open, call];
          signal.addEventListener("abort", () => {
            call.child?.stop();
            call.child = null;
            if (open.includes(call)) close(call);
          });
          // An actor without fakes waits like a held one: only a direct answer moves it on.
          const outcome = Object.keys(fakes[src] ?? {}).length > 0 ? choose(src) : null;
          if (outcome !== null) run(call, { outcome });
          else changed();
        }),
    );

  return {
    actors: Object.fromEntries(actorNamesToFake.map((src) => [src, fake(src)])),
    calls: () => open,
    answer(invokeId, answer) {
      const call = open.find((c) => c.invokeId === invokeId);
      if (!call) throw new Error(`no call of "${invokeId}" is waiting for an answer`);
      run(call, answer);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What a replay needs to apply one step of a path to a running actor. */
export interface StepTarget {
  machine: AnyStateMachine;
  actor: { send: (event: AnyEventObject) => void; getSnapshot: () => unknown };
  harness: FakeHarness;
  clock: SimulatedClock;
}

/**
 * Applies one step of a graph-walk path: an actor answer goes to the waiting call (as the fake
 * outcome it came from, else as the event's own output or error), a delay advances the clock,
 * anything else is sent.
 */
export function applyStep(target: StepTarget, event: AnyEventObject, origin: EventOrigin | undefined): void {
  const kind = classifyEvent(event.type);
  if (kind.kind === "done" || kind.kind === "error") {
    const answer: FakeAnswer =
      origin && srcOf(target.machine, kind.invokeId) === origin.actor
        ? { outcome: origin.outcome }
        : kind.kind === "done"
          ? { output: event.output }
          : { error: event.error };
    target.harness.answer(kind.invokeId, answer);
  } else if (kind.kind === "after") {
    const snapshot = target.actor.getSnapshot() as Parameters<typeof delayMs>[2];
    target.clock.increment(delayMs(target.machine, kind.delay, snapshot));
  } else {
    target.actor.send(event);
  }
}

export interface ReplayOptions {
  machine: AnyStateMachine;
  fakes: FakeOutcomes;
  input: unknown;
  /** The path's events after the initial one. */
  events: readonly AnyEventObject[];
  originOf?: (event: AnyEventObject) => EventOrigin | undefined;
  /** Lets started promises settle (the caller owns the timers: a macrotask is enough). */
  settle: () => Promise<void>;
  inspect?: Observer<InspectionEvent>;
}

/** Replays a path on a real actor with the fakes and a simulated clock; the snapshot before and after each step. */
export async function replayPath(options: ReplayOptions): Promise<AnyMachineSnapshot[]> {
  const { machine, settle } = options;
  const harness = createFakeHarness(actorNames(machine), options.fakes, () => null);
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: harness.actors }), {
    input: options.input,
    clock,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  actor.start();
  await settle();
  const snapshots: AnyMachineSnapshot[] = [actor.getSnapshot()];
  try {
    for (const event of options.events) {
      applyStep({ machine, actor, harness, clock }, event, options.originOf?.(event));
      await settle();
      snapshots.push(actor.getSnapshot());
    }
  } finally {
    actor.stop();
  }
  return snapshots;
}
