import { createActor, type AnyActorLogic, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from "xstate";

// Helpers for walking a machine's graph and naming what it does, shared by the path tests, the
// flow lab and the `flows` command. A graph walk cannot run actors or timers, so it feeds the
// events they would send instead: the outcomes of the registered fakes, and every named delay.
// Only xstate here: callers bring `xstate/graph` and the way to let promises settle.

/** Fake implementations of a machine's actors: actor name → outcome name → actor logic. */
export type FakeOutcomes = Readonly<Record<string, Readonly<Record<string, AnyActorLogic>>>>;

export const doneEvent = (invokeId: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${invokeId}`, output });
export const errorEvent = (invokeId: string, error: unknown = "failed"): AnyEventObject => ({ type: `xstate.error.actor.${invokeId}`, error });
/** The event a delayed transition raises; `stateId` is the state node's id (`gate.checkingApp`). */
export const afterEvent = (delay: string, stateId: string): AnyEventObject => ({ type: `xstate.after.${delay}.${stateId}` });

export type EventKind =
  | { kind: "done" | "error"; invokeId: string }
  | { kind: "after"; delay: string; stateId: string }
  | { kind: "always" }
  | { kind: "event" };

/** What an event type stands for: an actor's answer, a delay, an eventless step or an outside event. */
export function classifyEvent(type: string): EventKind {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return { kind: actor[1] as "done" | "error", invokeId: actor[2] ?? "" };
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(type);
  if (after) return { kind: "after", delay: after[1] ?? "", stateId: after[2] ?? "" };
  return type === "" ? { kind: "always" } : { kind: "event" };
}

/** Every state node of the machine, the root first, in document order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

export interface Invocation {
  stateId: string;
  invokeId: string;
  /** The named actor it runs, or null for inline logic (which no fake can replace). */
  src: string | null;
}

/** Every `invoke` of the machine, read from its definition. */
export function invocations(machine: AnyStateMachine): Invocation[] {
  return stateNodes(machine).flatMap((node) =>
    node.invoke.map((inv) => ({ stateId: node.id, invokeId: inv.id, src: typeof inv.src === "string" && !isInlineKey(inv.src) ? inv.src : null })),
  );
}

// xstate files inline invoke logic under a generated key (`xstate.invoke.0.gate.a`).
const isInlineKey = (src: string) => src.startsWith("xstate.invoke.");

/** Names of the actors the machine can run: its `setup({ actors })` and every named `invoke` src. */
export function actorNames(machine: AnyStateMachine): string[] {
  const named = Object.keys(machine.implementations.actors ?? {}).filter((k) => !isInlineKey(k));
  const invoked = invocations(machine).flatMap((i) => (i.src === null ? [] : [i.src]));
  return [...new Set([...named, ...invoked])];
}

/** The named actor behind an invoke id. */
export function srcOf(machine: AnyStateMachine, invokeId: string): string | null {
  return invocations(machine).find((i) => i.invokeId === invokeId)?.src ?? null;
}

/** What is wrong with a machine's fakes, each as a sentence naming the machine and the actor. */
export function fakeProblems(machineId: string, machine: AnyStateMachine, fakes: FakeOutcomes): string[] {
  const problems: string[] = [];
  for (const inv of invocations(machine))
    if (inv.src === null)
      problems.push(`${machineId}: the invoke "${inv.invokeId}" in ${inv.stateId} runs inline logic; name it in setup({ actors }) so a fake can replace it`);
  const names = actorNames(machine);
  for (const name of names)
    if (Object.keys(fakes[name] ?? {}).length === 0)
      problems.push(`${machineId}: actor "${name}" has no fakes; add fakes.${name} (outcome name → actor logic) to its entry in machines/registry.ts`);
  for (const name of Object.keys(fakes)) if (!names.includes(name)) problems.push(`${machineId}: fakes.${name} fakes an actor the machine does not have`);
  return problems;
}

export interface DelayedTransition {
  stateId: string;
  delay: string;
  eventType: string;
}

/** Every `after` of the machine. */
export function delayedTransitions(machine: AnyStateMachine): DelayedTransition[] {
  return stateNodes(machine).flatMap((node) => node.after.map((t) => ({ stateId: node.id, delay: String(t.delay), eventType: t.eventType })));
}

/** Milliseconds of a named (or inline numeric) delay, evaluated against a snapshot when it is a function. */
export function delayMs(machine: AnyStateMachine, delay: string, snapshot?: AnyMachineSnapshot): number {
  const configured = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  if (typeof configured === "number") return configured;
  if (typeof configured === "function") return Number(configured({ context: snapshot?.context, event: { type: "" } }, undefined));
  const inline = Number(delay);
  if (Number.isNaN(inline)) throw new Error(`${machine.id}: unknown delay "${delay}"`);
  return inline;
}

/** Event types the machine takes from outside (not actor answers, delays or eventless steps). */
export function outsideEventTypes(machine: AnyStateMachine): string[] {
  const types = stateNodes(machine).flatMap((node) => [...node.transitions.keys()]);
  return [...new Set(types)].filter((t) => classifyEvent(t).kind === "event" && !t.includes("*"));
}

export type ProbeResult = { kind: "done"; output: unknown } | { kind: "error"; error: unknown } | { kind: "pending" };

export interface Probe {
  actor: string;
  outcome: string;
  result: ProbeResult;
}

/**
 * Runs every fake once (with no input) to learn what it answers: an output, an error, or nothing
 * (a fake that hangs stands for a side that never answers, so the machine's delays decide).
 */
export async function probeFakes(fakes: FakeOutcomes, settle: () => Promise<void>): Promise<Probe[]> {
  // All at once: one settle lets every fake that answers at all answer.
  const runs = Object.entries(fakes).flatMap(([actor, outcomes]) =>
    Object.entries(outcomes).map(([outcome, logic]) => {
      const run = createActor(logic, { input: undefined });
      // An error observer keeps xstate from reporting the fake's failure as unhandled.
      run.subscribe({ error: () => {} });
      return { actor, outcome, run };
    }),
  );
  for (const { run } of runs) run.start();
  await settle();
  return runs.map(({ actor, outcome, run }) => {
    const snapshot = run.getSnapshot();
    run.stop();
    const result: ProbeResult =
      snapshot.status === "done"
        ? { kind: "done", output: snapshot.output }
        : snapshot.status === "error"
          ? { kind: "error", error: snapshot.error }
          : { kind: "pending" };
    return { actor, outcome, result };
  });
}

/** A stable key for an event, used to find where a fed event came from. */
export function eventKey(event: AnyEventObject): string {
  const { type, ...rest } = event;
  if (type.startsWith("xstate.error.")) return `${type}|${String(rest.error)}`;
  return `${type}|${JSON.stringify(rest)}`;
}

/** A fed actor answer that came from a registered fake. */
export interface EventOrigin {
  actor: string;
  outcome: string;
}

export interface WalkEvents {
  /** Everything the walk feeds, in a stable order (answers, delays, outside events). */
  events: AnyEventObject[];
  /** The fake outcome behind an actor answer, when there is one. */
  originOf: (event: AnyEventObject) => EventOrigin | undefined;
}

/**
 * The events a graph walk feeds: each invoke answered by every probed outcome of its actor, every
 * delayed transition, every outside event type without payload (unless `extra` has that type, with
 * the payloads that matter), and `extra` itself.
 */
export function walkEvents(machine: AnyStateMachine, probes: readonly Probe[], extra: readonly AnyEventObject[] = []): WalkEvents {
  const events = new Map<string, AnyEventObject>();
  const origins = new Map<string, EventOrigin>();
  const add = (event: AnyEventObject, origin?: EventOrigin) => {
    const key = eventKey(event);
    if (events.has(key)) return;
    events.set(key, event);
    if (origin) origins.set(key, origin);
  };
  for (const inv of invocations(machine))
    for (const p of probes.filter((x) => x.actor === inv.src)) {
      if (p.result.kind === "done") add(doneEvent(inv.invokeId, p.result.output), p);
      else if (p.result.kind === "error") add(errorEvent(inv.invokeId, p.result.error), p);
    }
  for (const t of delayedTransitions(machine)) add({ type: t.eventType });
  const extraTypes = new Set(extra.map((e) => e.type));
  for (const type of outsideEventTypes(machine)) if (!extraTypes.has(type)) add({ type });
  for (const e of extra) add(e);
  return { events: [...events.values()], originOf: (event) => origins.get(eventKey(event)) };
}

/**
 * The most states a walk may visit. A machine whose context grows without bound (a counter fed by
 * a loop) would never finish: past this the walk throws, and the caller names the machine.
 */
export const WALK_LIMIT = 5000;

/** Traversal options for `xstate/graph`: the input, the events a state handles, and the limit. */
export function walkOptions(input: unknown, events: readonly AnyEventObject[]) {
  return { input, events: eventsFor(events), limit: WALK_LIMIT };
}

/** The traversal's `events`: only events the state handles, so a walk never lands in an error status. */
export function eventsFor(events: readonly AnyEventObject[]) {
  // The traversal API types events as the machine's own; these internal ones are what we feed.
  return (snapshot: AnyMachineSnapshot) => (snapshot.status === "active" ? events.filter((e) => snapshot.can(e as never)) : []) as never[];
}

/** A short, stable name for one step: `checkApp:app`, `after deviceIdTimeout`, `receipts.loadMore`. */
export function stepLabel(event: AnyEventObject, originOf: (event: AnyEventObject) => EventOrigin | undefined = () => undefined): string {
  const kind = classifyEvent(event.type);
  if (kind.kind === "done" || kind.kind === "error") {
    const origin = originOf(event);
    if (origin) return `${kind.invokeId}:${origin.outcome}`;
    return kind.kind === "error" ? `${kind.invokeId}!error` : `${kind.invokeId}=${JSON.stringify(event.output)}`;
  }
  if (kind.kind === "after") return `after ${kind.delay}`;
  const { type, ...payload } = event;
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type;
}

/** A path's steps (after the initial one) as one line. */
export function pathLabel(steps: readonly { event: AnyEventObject }[], originOf?: (event: AnyEventObject) => EventOrigin | undefined): string {
  const labels = steps.slice(1).map((s) => stepLabel(s.event, originOf));
  return labels.length > 0 ? labels.join(" → ") : "(start)";
}
