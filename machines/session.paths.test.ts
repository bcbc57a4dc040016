import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the session machine; this one checks what must
// hold in every state those paths reach, whatever the actors answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("session");
if (!entry) throw new Error("the session machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);
const STATUSES = ["unknown", "checking", "visitor", "member", "loggingOut"];

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
  })),
);

function problems(s: AnyMachineSnapshot): string[] {
  const out: string[] = [];
  const tags = STATUSES.filter((t) => s.hasTag(t));
  if (tags.length !== 1) out.push(`status tags ${JSON.stringify(tags)}`);
  const { member, custId, mall, reserveGroup } = s.context;
  if (s.hasTag("visitor") && (member !== null || custId !== null)) out.push("a visitor keeps a member or a customer id");
  if (s.hasTag("member") && member && member.third_party_info_agre_yn !== "Y") out.push("a member without third-party consent stays logged in");
  if (s.hasTag("member") && member && custId !== member.cust_id) out.push("the customer id is not the member's");
  if (reserveGroup !== null && mall === null) out.push("a reserve group without a mall");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("session machine: invariants over every shortest path", () => {
  it("reaches a good number of states", () => {
    expect(reached.length).toBeGreaterThan(50);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state }) => problems(state).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
  });

  it("ends every path where a member could log in again (no state the session cannot leave)", () => {
    const stuck = reached.filter(({ state }) => state.hasTag("visitor") && !state.can({ type: "session.loggedIn", custId: "C9" }));
    expect(stuck.map((s) => s.label)).toEqual([]);
  });
});
