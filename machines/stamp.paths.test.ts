import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the stamp flow; this one checks what must hold
// in every state they reach, whatever the calls answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("stamp");
if (!entry) throw new Error("the stamp machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
    last: p.steps.at(-1)?.event.type ?? "",
  })),
);

function problems(s: AnyMachineSnapshot, last: string): string[] {
  const out: string[] = [];
  const busy = s.hasTag("busy");
  const acts = s.can({ type: "stamp.stamp" }) || s.can({ type: "stamp.takeCoupon" });
  // While the card is checked a tap is remembered (it also started the flow), not acted on.
  if (busy && acts && !s.matches("checking")) out.push("an action is possible while a call runs");
  if (s.context.intent !== null && !s.matches("checking")) out.push("an intent outlived the card check");
  if (s.matches({ ready: "guarded" }) && acts) out.push("an action is possible inside the guard second");
  if (s.matches({ ready: "guarded" }) && s.context.outcome === null && last !== "stamp.dismiss") out.push("an action ended without an outcome");
  if (s.matches("ready") && s.context.card === null) out.push("ready without a card");
  if (s.context.outcome === "couponIssued" && s.context.card?.cpIssYn !== "Y") out.push("issued but the card does not say so");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("stamp machine: invariants over every shortest path", () => {
  it("reaches every outcome", () => {
    const outcomes = new Set(reached.map((r) => r.state.context.outcome));
    expect([...outcomes].filter(Boolean).sort()).toEqual([
      "alreadyIssued",
      "alreadyStamped",
      "couponIssued",
      "failed",
      "noCoupon",
      "notEligible",
      "soldOut",
      "stampClosed",
      "stamped",
      "timedOut",
      "windowClosed",
    ]);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state, last }) => problems(state, last).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
    expect(reached.length).toBeGreaterThan(200);
  });
});
