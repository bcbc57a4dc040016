import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { applyStep, createFakeHarness, replayPath } from "./fake-harness.ts";
import { gateMachineFakes } from "./gate.fakes.ts";
import { gateInput } from "./gate.fixtures.ts";
import { gateMachine } from "./gate.machine.ts";
import { actorNames, afterEvent, doneEvent, errorEvent } from "./graph-walk.ts";

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(choose: (src: string) => string | null) {
  const harness = createFakeHarness(actorNames(gateMachine), gateMachineFakes, choose);
  const clock = new SimulatedClock();
  const actor = createActor(gateMachine.provide({ actors: harness.actors }), { input: gateInput(), clock }).start();
  return { harness, clock, actor, target: { machine: gateMachine, actor, harness, clock } };
}

describe("fake harness", () => {
  it("answers every call at once with the chosen outcome", async () => {
    const picks: Record<string, string> = {
      checkApp: "app",
      readLoginToken: "stored",
      fetchLoginStatus: "error",
      readVisitedMallCode: "wirye",
      requestToken: "empty",
    };
    const { actor } = start((src) => picks[src] ?? null);
    await settle();
    await settle();
    expect(actor.getSnapshot().output).toEqual({ type: "navigate", to: "/wirye" });
  });

  it("holds calls until answered, by outcome or directly", async () => {
    const { harness, actor } = start(() => null);
    await settle();
    expect(harness.calls().map((c) => [c.invokeId, c.running])).toEqual([["checkApp", null]]);
    harness.answer("checkApp", { outcome: "app" });
    await settle();
    expect(actor.getSnapshot().value).toBe("readingLoginToken");
    expect(harness.calls()[0]?.input).toEqual({ queryLoginToken: null });
    harness.answer("readLoginToken", { output: "direct-token" });
    await settle();
    expect(actor.getSnapshot().context.loginToken).toBe("direct-token");
    harness.answer("fetchLoginStatus", { error: new Error("down") });
    await settle();
    expect(actor.getSnapshot().value).toBe("readingVisitedMall");
    expect(() => harness.answer("checkApp", { outcome: "app" })).toThrow('no call of "checkApp" is waiting');
    expect(() => harness.answer("readVisitedMallCode", { outcome: "mars" })).toThrow('actor "readVisitedMallCode" has no fake outcome "mars"');
  });

  it("keeps a hanging outcome open so it can be re-answered, and drops calls the machine stopped", async () => {
    const { harness, actor, clock } = start((src) => (src === "checkApp" ? "noAnswer" : null));
    await settle();
    expect(harness.calls().map((c) => c.running)).toEqual(["noAnswer"]);
    harness.answer("checkApp", { outcome: "browser" });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ type: "stay" });
    expect(harness.calls()).toEqual([]);

    const again = start(() => "noAnswer");
    await settle();
    again.clock.increment(150);
    expect(again.actor.getSnapshot().value).toBe("stay");
    expect(again.harness.calls()).toEqual([]);
    expect(clock.now()).toBe(0);
  });

  it("applies path steps: answers, delays and outside events", async () => {
    const { target, actor } = start(() => null);
    await settle();
    applyStep(target, doneEvent("checkApp", true), { actor: "checkApp", outcome: "app" });
    await settle();
    applyStep(target, afterEvent("loginTokenTimeout", "gate.readingLoginToken"), undefined);
    expect(actor.getSnapshot().value).toBe("stay");
    expect(target.clock.now()).toBe(300);
  });

  it("replays a path and returns the snapshot before and after each step", async () => {
    const snapshots = await replayPath({
      machine: gateMachine,
      fakes: gateMachineFakes,
      input: gateInput(),
      events: [doneEvent("checkApp", true), errorEvent("readLoginToken")],
      settle,
    });
    expect(snapshots.map((s) => s.value)).toEqual(["checkingApp", "readingLoginToken", "stay"]);
  });
});
