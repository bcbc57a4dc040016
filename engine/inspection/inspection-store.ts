import type { AnyActorRef, InspectionEvent } from "xstate";

/** One actor as the in-app inspector shows it. */
export interface InspectedActor {
  sessionId: string;
  /** The invoke id, or the machine id for a root actor. */
  name: string;
  parentId: string | null;
  status: string;
  value: unknown;
  context: unknown;
  output: unknown;
  /** The last event types it received, oldest first. */
  events: readonly string[];
}

const MAX_ACTORS = 24;
const MAX_EVENTS = 10;
const MAX_BUFFER = 500;

let actors: InspectedActor[] = [];
let buffer: InspectionEvent[] = [];
let forward: ((e: InspectionEvent) => void) | null = null;
const listeners = new Set<() => void>();

function nameOf(ref: AnyActorRef): string {
  // Actors created without an id get one like "x:3": the machine id says more.
  const logicId = (ref as { logic?: { id?: unknown } }).logic?.id;
  return /^x:\d+$/.test(ref.id) && typeof logicId === "string" ? logicId : ref.id;
}

function upsert(ref: AnyActorRef, change: (a: InspectedActor) => InspectedActor) {
  const at = actors.findIndex((a) => a.sessionId === ref.sessionId);
  const parent = (ref as { _parent?: AnyActorRef })._parent;
  const base: InspectedActor =
    at >= 0
      ? (actors[at] as InspectedActor)
      : {
          sessionId: ref.sessionId,
          name: nameOf(ref),
          parentId: parent?.sessionId ?? null,
          status: "active",
          value: undefined,
          context: undefined,
          output: undefined,
          events: [],
        };
  const next = change(base);
  actors = at >= 0 ? actors.map((a, i) => (i === at ? next : a)) : [...actors, next];
  // Forget the oldest finished actors first.
  while (actors.length > MAX_ACTORS) {
    const done = actors.findIndex((a) => a.status !== "active");
    actors = actors.filter((_, i) => i !== (done >= 0 ? done : 0));
  }
}

/** Records one inspection event (the `inspect` observer of every actor the app starts). */
export function recordInspection(e: InspectionEvent): void {
  buffer = buffer.length >= MAX_BUFFER ? [...buffer.slice(1), e] : [...buffer, e];
  forward?.(e);
  const ref = e.actorRef as AnyActorRef;
  if (e.type === "@xstate.actor") upsert(ref, (a) => a);
  else if (e.type === "@xstate.snapshot") {
    const s = e.snapshot as { status?: string; value?: unknown; context?: unknown; output?: unknown };
    upsert(ref, (a) => ({ ...a, status: s.status ?? a.status, value: s.value, context: s.context, output: s.output }));
  } else if (e.type === "@xstate.event") upsert(ref, (a) => ({ ...a, events: [...a.events, e.event.type].slice(-MAX_EVENTS) }));
  else return;
  listeners.forEach((l) => l());
}

/** The actors seen so far, in the order they started. */
export function inspectedActors(): readonly InspectedActor[] {
  return actors;
}

export function subscribeInspection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends every event seen so far, then each new one, to another inspector (Stately's). */
export function forwardInspection(to: (e: InspectionEvent) => void): void {
  for (const e of buffer) to(e);
  forward = to;
}

/** Test helper. */
export function resetInspection(): void {
  actors = [];
  buffer = [];
  forward = null;
}
