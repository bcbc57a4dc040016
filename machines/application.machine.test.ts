import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { applicationFakeActors, applyDraft, appliedRound, type ApplicationFakeChoice } from "./application.fakes.ts";
import { applicationMachine, type ApplyDraft, type ApplyRefusal, type SendAnswer } from "./application.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(choice: Partial<ApplicationFakeChoice> = {}, send?: (draft: ApplyDraft) => Promise<SendAnswer>) {
  const actors = send ? { sendApplication: fromPromise<SendAnswer, { draft: ApplyDraft }>(({ input }) => send(input.draft)) } : applicationFakeActors(choice);
  const actor = createActor(applicationMachine.provide({ actors }));
  actor.start();
  return { actor, now: () => actor.getSnapshot() };
}

describe("application machine", () => {
  it("sends the draft once however often it is submitted while the send runs, then holds what the server answered", async () => {
    let answer: (a: SendAnswer) => void = () => {};
    const send = vi.fn(() => new Promise<SendAnswer>((resolve) => (answer = resolve)));
    const { actor, now } = start({}, send);
    const draft = applyDraft();
    actor.send({ type: "apply.submit", draft });
    actor.send({ type: "apply.submit", draft });
    actor.send({ type: "apply.submit", draft: applyDraft({ joinNum: 1 }) });
    expect(now().hasTag("busy")).toBe(true);
    expect(now().context.draft).toEqual(draft);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    answer({ kind: "applied", applied: [appliedRound] });
    await settle();
    expect(now().matches("applied")).toBe(true);
    expect(now().context).toMatchObject({ draft: null, applied: [appliedRound], problem: null });
    // Applied is the end of this form: nothing more is sent.
    actor.send({ type: "apply.submit", draft });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each<ApplyRefusal>(["notOpen", "fullyBooked", "ended", "tooMany", "invalid", "notFound", "loginRequired"])(
    "a %s refusal goes back to the form with its reason; the next submit sends again",
    async (reason) => {
      const { actor, now } = start({ sendApplication: reason });
      actor.send({ type: "apply.submit", draft: applyDraft() });
      await settle();
      expect(now().matches("editing")).toBe(true);
      expect(now().context).toMatchObject({ problem: reason, draft: null, applied: null });
      actor.send({ type: "apply.submit", draft: applyDraft() });
      expect(now().matches("sending")).toBe(true);
      expect(now().context.problem).toBeNull();
    },
  );

  it("a send that fails (no decodable answer, a 5xx) says so and keeps the form", async () => {
    const { actor, now } = start({ sendApplication: "error" });
    actor.send({ type: "apply.submit", draft: applyDraft() });
    await settle();
    expect(now().matches("editing")).toBe(true);
    expect(now().context.problem).toBe("failed");
  });

  it("an edit after a refusal clears its words", async () => {
    const { actor, now } = start({ sendApplication: "tooMany" });
    actor.send({ type: "apply.submit", draft: applyDraft() });
    await settle();
    actor.send({ type: "apply.edit" });
    expect(now().context.problem).toBeNull();
  });
});
