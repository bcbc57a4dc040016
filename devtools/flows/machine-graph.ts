import type { AnyStateMachine, AnyStateNode, StateValue } from "xstate";
import { classifyEvent, delayMs } from "../../machines/graph-walk.ts";

export type TransitionKind = "always" | "done" | "error" | "after" | "event";

export interface TransitionInfo {
  kind: TransitionKind;
  /** The raw event type ("" for an eventless transition). */
  eventType: string;
  /** What triggers it, short: `always`, `checkApp done`, `after deviceIdTimeout (150 ms)`, `pager.more`. */
  trigger: string;
  guard: string | null;
  /** Target state paths (`readingLoginToken`, `a.b`); empty when the transition stays. */
  targets: string[];
  actions: string[];
}

export interface StateInfo {
  /** Dotted key path from the root (`checkingApp`, `a.b`); "" for the root. */
  path: string;
  key: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  /** The initial child of its parent. */
  initial: boolean;
  invokes: { id: string; src: string }[];
  transitions: TransitionInfo[];
  children: StateInfo[];
}

// Built-in implementations carry a `type` like "xstate.assign"; inline functions have only a name.
function implName(impl: unknown): string {
  if (typeof impl === "string") return impl;
  const typed = impl as { type?: unknown; name?: unknown } | null;
  if (typed && typeof typed.type === "string") return typed.type.replace(/^xstate\./, "");
  if (typeof impl === "function" && impl.name) return impl.name;
  return "inline";
}

function triggerOf(machine: AnyStateMachine, eventType: string): { kind: TransitionKind; trigger: string } {
  const k = classifyEvent(eventType);
  if (k.kind === "done" || k.kind === "error") return { kind: k.kind, trigger: `${k.invokeId} ${k.kind}` };
  if (k.kind === "after") {
    let ms: number | null = null;
    try {
      ms = delayMs(machine, k.delay);
    } catch {
      // A delay computed from context has no fixed length.
    }
    return { kind: "after", trigger: ms === null || Number.isNaN(ms) ? `after ${k.delay}` : `after ${k.delay} (${ms} ms)` };
  }
  return k.kind === "always" ? { kind: "always", trigger: "always" } : { kind: "event", trigger: eventType };
}

type TransitionDef = { eventType: string; guard?: unknown; target?: readonly AnyStateNode[] | undefined; actions: readonly unknown[] };

function describe(machine: AnyStateMachine, t: TransitionDef): TransitionInfo {
  return {
    ...triggerOf(machine, t.eventType),
    eventType: t.eventType,
    guard: t.guard === undefined || t.guard === null ? null : implName(t.guard),
    targets: (t.target ?? []).map((n) => n.path.join(".")),
    actions: t.actions.map(implName),
  };
}

function stateInfo(machine: AnyStateMachine, node: AnyStateNode): StateInfo {
  const always = (node.always ?? []) as TransitionDef[];
  const on = [...node.transitions.values()].flat() as TransitionDef[];
  const initialKey = node.parent?.config.initial;
  return {
    path: node.path.join("."),
    key: node.key,
    type: node.type,
    initial: typeof initialKey === "string" && initialKey === node.key,
    invokes: node.invoke.map((i) => ({ id: i.id, src: typeof i.src === "string" ? i.src : "inline" })),
    transitions: [...always, ...on].map((t) => describe(machine, t)),
    children: (Object.values(node.states) as AnyStateNode[]).map((c) => stateInfo(machine, c)),
  };
}

/** The machine's states and transitions, read from its definition (the root is the machine). */
export function machineGraph(machine: AnyStateMachine): StateInfo {
  return stateInfo(machine, machine.root);
}

/** Dotted paths of the states a state value is in, parents before children (`["a", "a.b"]`). */
export function activePaths(value: StateValue, prefix = ""): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === "string") return [join(value)];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [join(key)] : [join(key), ...activePaths(child, join(key))]));
}

/** A state value as one short line: `checkingApp`, `a.b`, `{ a: b, c: d }`. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === "string") return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [key, child] = entries[0] as [string, StateValue];
    return child === undefined ? key : `${key}.${formatStateValue(child)}`;
  }
  return `{ ${entries.map(([k, v]) => `${k}: ${v === undefined ? "" : formatStateValue(v)}`).join(", ")} }`;
}
