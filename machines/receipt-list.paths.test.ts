import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the receipt list; this one checks what must
// hold in every state those paths reach, whatever the list call answered (a later page may even
// report fewer pages than the first did: receipts can change between two calls).
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const entry = machineEntry("receiptList");
if (!entry) throw new Error("the receipt list machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({ label: `${name}: ${pathLabel(p.steps, walk.originOf)}`, state: p.state as AnyMachineSnapshot })),
);

function problems(s: AnyMachineSnapshot): string[] {
  const out: string[] = [];
  const { rows, pageIndex, loadingPage, totalPageCount } = s.context;
  const loading = s.hasTag("loading");
  if (pageIndex === 0 && rows.length > 0 && !loading) out.push("rows without a loaded page");
  if (loading && loadingPage !== 1 && loadingPage !== pageIndex + 1) out.push(`loading page ${loadingPage} after page ${pageIndex}`);
  if (loading && s.can({ type: "receipts.more" })) out.push("more is possible while a page is loading");
  if (!loading && s.can({ type: "receipts.more" }) !== pageIndex < totalPageCount) out.push("more offered against the page count");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("receipt list machine: invariants over every shortest path", () => {
  it("reaches a good number of states", () => {
    expect(reached.length).toBeGreaterThan(100);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state }) => problems(state).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
  });
});
