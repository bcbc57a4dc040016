import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { ClubContext } from "./club.machine.ts";
import { formIssues } from "./club.machine.ts";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the club flow; this one checks what must hold
// in every state they reach, whatever the calls answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("club");
if (!entry) throw new Error("the club machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
    steps: p.steps.map((s) => s.event.type),
  })),
);

function problems(s: AnyMachineSnapshot, steps: readonly string[]): string[] {
  const c = s.context as ClubContext;
  const out: string[] = [];
  const member = c.member;
  if (!member && !s.matches("visitor") && !s.matches("checking") && !s.matches("failed") && !s.matches("unknown")) out.push("a visitor past the login prompt");
  if (!member && steps.some((t) => t.includes("loadApplication") || t.includes("uploadImage") || t.includes("applyToClub")))
    out.push("a member-only call for a visitor");
  if ((s.matches({ form: "uploading" }) || s.matches({ form: "applying" })) && (c.draft === null || formIssues(c.draft).length > 0))
    out.push("a form with issues was sent");
  if (s.matches({ form: "applying" }) && c.uploaded === null) out.push("applying without an uploaded image");
  if (s.hasTag("busy") && s.can({ type: "club.submit", form: { company: "a", address: "b", image: null } })) out.push("a submit is taken while a step runs");
  if (s.matches("status") && c.application === null) out.push("a status without an application");
  if (s.matches("form") && c.club?.recruiting !== true) out.push("the form of a club that does not recruit");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("club machine: invariants over every shortest path", () => {
  it("reaches every state: visitor, status, closed, unknown, failed and each step of the form", () => {
    const values = new Set(reached.map((r) => JSON.stringify(r.state.value)));
    expect([...values].sort()).toEqual([
      '"checking"',
      '"closed"',
      '"failed"',
      '"loadingStatus"',
      '"status"',
      '"unknown"',
      '"visitor"',
      '{"form":"applying"}',
      '{"form":"editing"}',
      '{"form":"uploading"}',
    ]);
    const notices = new Set(reached.map((r) => (r.state.context as ClubContext).notice?.kind ?? "none"));
    expect([...notices].sort()).toEqual(["failed", "imageRefused", "none", "refused"]);
    const issues = new Set(reached.flatMap((r) => (r.state.context as ClubContext).issues));
    expect([...issues].sort()).toEqual(["addressRequired", "companyRequired", "imageRequired", "imageSize", "imageType"]);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state, steps }) => problems(state, steps).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
    expect(reached.length).toBeGreaterThan(20);
  });
});
