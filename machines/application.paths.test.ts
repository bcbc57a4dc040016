import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { applyDraft } from "./application.fakes.ts";
import type { ApplicationContext } from "./application.machine.ts";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the application flow; this one checks what must
// hold in every state they reach, whatever the send answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("application");
if (!entry) throw new Error("the application machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
  })),
);

const submit = { type: "apply.submit", draft: applyDraft() } as const;

function problems(s: AnyMachineSnapshot): string[] {
  const c = s.context as ApplicationContext;
  const out: string[] = [];
  const sending = s.matches("sending");
  // One send at a time: while it runs (and once applied) no submit is taken.
  if (sending !== (c.draft !== null)) out.push("a draft outside its send, or a send without its draft");
  if ((sending || s.matches("applied")) && s.can(submit)) out.push("a second send is possible");
  if (sending && !s.hasTag("busy")) out.push("a send that is not busy");
  if (s.matches("applied") && (c.applied === null || c.problem !== null)) out.push("applied without what the server holds, or with a problem");
  if (!s.matches("applied") && c.applied !== null) out.push("applications held outside the applied state");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("application machine: invariants over every shortest path", () => {
  it("reaches every refusal, the failure and the applied state", () => {
    const seen = new Set(reached.map((r) => (r.state.context as ApplicationContext).problem).filter(Boolean));
    expect([...seen].sort()).toEqual(["ended", "failed", "fullyBooked", "invalid", "loginRequired", "notFound", "notOpen", "tooMany"]);
    expect(reached.some((r) => r.state.matches("applied"))).toBe(true);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state }) => problems(state).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
    expect(reached.length).toBeGreaterThan(10);
  });
});
