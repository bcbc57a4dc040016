import { describe, expect, it } from "vitest";
import { HashGate, HashingBusy, type HashGateLimits } from "./hash-gate.ts";

const LIMITS: HashGateLimits = { running: 3, visitorRunning: 1, standardQueue: 2, visitorQueue: 2, perClient: 2 };

/** A job that runs until the test ends it; `started` tells whether the gate let it run yet. */
function heldJob(name: string, log: string[]) {
  let end!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    end = () => resolve(name);
    fail = reject;
  });
  const job = { started: false, end, fail, run: () => ((job.started = true), log.push(name), done) };
  return job;
}

const settled = (p: Promise<unknown>) =>
  p.then(
    (v) => ({ ok: true, v }),
    (e: unknown) => ({ ok: false, e }),
  );

describe("hash gate", () => {
  it("runs at most `running` jobs at once and starts a waiting one when a slot frees", async () => {
    const gate = new HashGate(LIMITS);
    const log: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((n) => heldJob(n, log));
    const results = jobs.map((j) => gate.run(j.run));
    expect(log).toEqual(["a", "b", "c"]);
    expect(gate.stats).toEqual({ running: 3, visitorRunning: 0, standardWaiting: 1, visitorWaiting: 0 });
    jobs[1]!.end();
    await results[1];
    expect(log).toEqual(["a", "b", "c", "d"]);
    for (const j of jobs) j.end();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(gate.stats).toEqual({ running: 0, visitorRunning: 0, standardWaiting: 0, visitorWaiting: 0 });
  });

  it("keeps visitors to their share: a member's check starts at once while visitors' checks wait", async () => {
    const gate = new HashGate(LIMITS);
    const log: string[] = [];
    const visitors = ["v1", "v2", "v3"].map((n) => heldJob(n, log));
    const vr = visitors.map((j, i) => gate.run(j.run, { lane: "visitor", client: `ip${i}` }));
    expect(log).toEqual(["v1"]);
    const login = heldJob("login", log);
    const lr = gate.run(login.run);
    expect(login.started).toBe(true);
    login.end();
    expect(await lr).toBe("login");
    visitors[0]!.end();
    await vr[0];
    expect(log).toEqual(["v1", "login", "v2"]);
    for (const j of visitors) j.end();
    await Promise.all(vr);
  });

  it("gives a freed slot to a waiting member's check before a waiting visitor's", async () => {
    const gate = new HashGate({ ...LIMITS, running: 1 });
    const log: string[] = [];
    const first = heldJob("first", log);
    const visitor = heldJob("visitor", log);
    const login = heldJob("login", log);
    const rs = [gate.run(first.run), gate.run(visitor.run, { lane: "visitor", client: "x" }), gate.run(login.run)];
    first.end();
    await rs[0];
    expect(log).toEqual(["first", "login"]);
    login.end();
    visitor.end();
    await Promise.all(rs);
    expect(log).toEqual(["first", "login", "visitor"]);
  });

  it("refuses at once, without queueing: a client past its bound with 429, any visitor past the queue bound with 503", async () => {
    const gate = new HashGate(LIMITS);
    const log: string[] = [];
    const held = ["a1", "a2", "a3"].map((n) => heldJob(n, log));
    const fromA = held.map((j) => settled(gate.run(j.run, { lane: "visitor", client: "203.0.113.9" })));
    // The third of one address: refused, never run.
    const third = await fromA[2]!;
    expect(third.ok).toBe(false);
    expect((third as { e: HashingBusy }).e).toBeInstanceOf(HashingBusy);
    expect((third as { e: HashingBusy }).e).toMatchObject({ status: 429, retryAfterSec: 1 });
    expect(held[2]!.started).toBe(false);
    // Other addresses fill the visitors' queue (a2 waits, b1 waits), then the next is refused 503.
    const b1 = heldJob("b1", log);
    const rb1 = settled(gate.run(b1.run, { lane: "visitor", client: "198.51.100.1" }));
    const c1 = heldJob("c1", log);
    const rc1 = await settled(gate.run(c1.run, { lane: "visitor", client: "198.51.100.2" }));
    expect(rc1).toMatchObject({ ok: false, e: { status: 503, retryAfterSec: 1 } });
    expect(c1.started).toBe(false);
    expect(gate.stats).toEqual({ running: 1, visitorRunning: 1, standardWaiting: 0, visitorWaiting: 2 });
    for (const j of [...held, b1]) j.end();
    await Promise.all([...fromA, rb1]);
    expect(log).toEqual(["a1", "a2", "b1"]);
  });

  it("refuses members' checks with 503 past their queue bound", async () => {
    const gate = new HashGate({ ...LIMITS, running: 1, standardQueue: 1 });
    const jobs = ["m1", "m2", "m3"].map((n) => heldJob(n, []));
    const rs = jobs.map((j) => settled(gate.run(j.run)));
    expect(await rs[2]).toMatchObject({ ok: false, e: { status: 503 } });
    for (const j of jobs) j.end();
    await Promise.all(rs);
  });

  it("frees the slot and the client's count of a job that fails", async () => {
    const gate = new HashGate(LIMITS);
    const log: string[] = [];
    const bad = heldJob("bad", log);
    const r = settled(gate.run(bad.run, { lane: "visitor", client: "a" }));
    bad.fail(new Error("scrypt refused"));
    expect(await r).toMatchObject({ ok: false, e: { message: "scrypt refused" } });
    expect(gate.stats).toEqual({ running: 0, visitorRunning: 0, standardWaiting: 0, visitorWaiting: 0 });
    // The address has its whole bound again.
    const again = ["x", "y"].map((n) => heldJob(n, log));
    const rs = again.map((j) => gate.run(j.run, { lane: "visitor", client: "a" }));
    for (const j of again) j.end();
    expect(await Promise.all(rs)).toEqual(["x", "y"]);
  });
});
