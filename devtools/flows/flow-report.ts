import type { AnyMachineSnapshot } from "xstate";
import { compactJson } from "./compact-json.ts";
import type { FlowPath, FlowWalk } from "./flow-paths.ts";
import { formatStateValue, machineGraph, type StateInfo, type TransitionInfo } from "./machine-graph.ts";

// Plain-text views of a machine for the `flows` command: stable (no times, no ids that change
// between runs), so the output can be pinned by a test and pasted into issues.

function transitionLine(t: TransitionInfo): string {
  const guard = t.guard ? ` [${t.guard}]` : "";
  const target = t.targets.length > 0 ? t.targets.join(", ") : "(stays)";
  const actions = t.actions.length > 0 ? ` / ${t.actions.join(", ")}` : "";
  return `${t.trigger}${guard} → ${target}${actions}`;
}

function stateLines(state: StateInfo, depth: number): string[] {
  const pad = "  ".repeat(depth);
  const marks = [state.initial ? "initial" : "", state.type === "final" || state.type === "parallel" || state.type === "history" ? state.type : ""].filter(
    Boolean,
  );
  const head = `${pad}${state.key}${marks.length > 0 ? ` (${marks.join(", ")})` : ""}`;
  return [
    head,
    ...state.invokes.map((i) => `${pad}  invoke ${i.src}${i.id !== i.src ? ` as ${i.id}` : ""}`),
    ...state.transitions.map((t) => `${pad}  ${transitionLine(t)}`),
    ...state.children.flatMap((c) => stateLines(c, depth + 1)),
  ];
}

const ending = (s: AnyMachineSnapshot) => {
  const value = formatStateValue(s.value);
  if (s.status === "done") return `${value} (done) ${JSON.stringify(s.output)}`;
  return s.status === "active" ? value : `${value} (${s.status})`;
};

/** The machine, its fakes, its states and its shortest paths from one input. */
export function formatMachine(flow: FlowWalk, inputName: string, paths: readonly FlowPath[]): string {
  const { entry } = flow;
  const choice = entry.defaultChoice as Record<string, string>;
  return [
    `machine ${entry.id}: ${entry.title}`,
    `input: ${inputName} (samples: ${Object.keys(entry.sampleInputs).join(", ")})`,
    "",
    "actors (fake outcomes, * = default):",
    ...Object.entries(entry.fakes).map(
      ([actor, outcomes]) =>
        `  ${actor}: ${Object.keys(outcomes)
          .map((o) => (o === choice[actor] ? `${o}*` : o))
          .join(", ")}`,
    ),
    "",
    "states:",
    ...stateLines(machineGraph(entry.machine), 1),
    "",
    `shortest paths from ${inputName} (${paths.length}):`,
    ...paths.map((p) => `${String(p.index).padStart(4)}. ${p.label} ⇒ ${ending(p.state)}`),
    "",
    `Show the snapshot after each step: npm run flows -- ${entry.id} --path N`,
  ].join("\n");
}

function contextChanges(before: AnyMachineSnapshot, after: AnyMachineSnapshot): Record<string, unknown> {
  const prev = (before.context ?? {}) as Record<string, unknown>;
  const next = (after.context ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(prev), ...Object.keys(next)])];
  return Object.fromEntries(keys.filter((k) => JSON.stringify(prev[k]) !== JSON.stringify(next[k])).map((k) => [k, next[k] ?? null]));
}

function snapshotLines(s: AnyMachineSnapshot, context: { label: string; value: unknown } | null): string[] {
  const lines = [`     state: ${formatStateValue(s.value)} (${s.status})`];
  if (context) lines.push(`     ${context.label}: ${compactJson(context.value, 100, 5, context.label.length + 2)}`);
  if (s.status === "done") lines.push(`     output: ${compactJson(s.output, 100, 5, 8)}`);
  return lines;
}

/** One path, step by step: the state value, and the context (in full, or what changed) after each step. */
export function formatPath(flow: FlowWalk, inputName: string, path: FlowPath, full: boolean): string {
  const lines = [
    `path ${path.index} of ${flow.entry.id} from ${inputName}: ${path.label}`,
    "",
    "  0. start",
    ...snapshotLines(path.start, { label: "context", value: path.start.context }),
  ];
  let before = path.start;
  path.steps.forEach((step, i) => {
    const changes = contextChanges(before, step.state);
    const context = full
      ? { label: "context", value: step.state.context }
      : Object.keys(changes).length > 0
        ? { label: "context changes", value: changes }
        : null;
    lines.push(`  ${i + 1}. ${step.label}`, ...snapshotLines(step.state, context));
    if (!full && !context) lines.push("     context: unchanged");
    before = step.state;
  });
  return lines.join("\n");
}
