import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { inquiryDraft } from "./inquiry.fakes.ts";
import type { InquiryContext } from "./inquiry.machine.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the inquiry flow; this one checks what must
// hold in every state they reach, whatever the calls answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("inquiry");
if (!entry) throw new Error("the inquiry machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    input: name,
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
  })),
);

const submit = { type: "inquiry.submit", draft: inquiryDraft() } as const;
const add = { type: "inquiry.add", content: "추가 문의" } as const;

function problems(s: AnyMachineSnapshot): string[] {
  const c = s.context as InquiryContext;
  const out: string[] = [];
  const saving = s.matches({ write: "saving" });
  const adding = s.matches({ thread: { shown: "adding" } });
  // One write at a time: nothing else is written, and no tab leaves it, until it answers.
  if (saving !== (c.draft !== null)) out.push("a draft outside its save, or a save without its draft");
  if (adding !== (c.addition !== null)) out.push("an addition outside its call, or the call without it");
  if ((saving || adding) && (s.can(submit) || s.can(add) || s.can({ type: "inquiry.mine" }))) out.push("a second write or a tab is taken while one runs");
  // Retry-After: while the wait runs nothing is sent again.
  const cooling = ["write", "mine", "thread"].some((v) => s.matches({ [v]: "cooling" })) || s.matches({ thread: { shown: "cooling" } });
  if (cooling && (c.problem !== "throttled" || c.waitSec <= 0)) out.push("a wait without its 429");
  if (cooling && (s.can(submit) || s.can(add) || s.can({ type: "inquiry.lookUp" }))) out.push("a call is possible while Retry-After runs");
  // Credentials: a member has none; a visitor's thread is read only with them; the found list comes with them.
  if (c.member && c.hasCredentials) out.push("a member with a visitor's credentials");
  if (s.matches("thread") && !s.matches({ thread: "closed" }) && !c.member && !c.hasCredentials) out.push("a visitor's thread without credentials");
  if (s.matches({ mine: "found" }) && (!c.hasCredentials || c.found === null)) out.push("found rows without the credentials that found them");
  if (s.matches({ mine: "list" }) && !c.member) out.push("a visitor on the member's list");
  // Threads: shown with one, closed with the reason; edits and additions follow its status.
  if (s.matches({ thread: "shown" }) && c.thread === null) out.push("a thread shown without one");
  if (s.matches({ thread: "closed" }) && c.problem === null) out.push("a closed thread without its reason");
  if (s.can({ type: "inquiry.edit" }) && c.thread?.qnaStat !== "CHECKING") out.push("an edit offered once the inquiry is no longer being checked");
  if (s.can(add) && (c.thread === null || c.thread.qnaStat === "ANSWERED")) out.push("an addition offered on an answered thread");
  if (c.edit !== null && !s.matches("write")) out.push("an edit outside the form");
  if (s.matches({ write: "saved" }) && c.saved === null) out.push("saved without the inquiry");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("inquiry machine: invariants over every shortest path", () => {
  it("reaches every problem and every notice", () => {
    const problemsSeen = new Set(reached.map((r) => (r.state.context as InquiryContext).problem).filter(Boolean));
    expect([...problemsSeen].sort()).toEqual(["answered", "categoryFailed", "deleted", "failed", "needCredentials", "throttled", "wrongCredentials"]);
    const notices = new Set(reached.map((r) => (r.state.context as InquiryContext).notice).filter(Boolean));
    expect([...notices].sort()).toEqual(["added", "edited", "saved"]);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state }) => problems(state).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
    expect(reached.length).toBeGreaterThan(300);
  });
});
