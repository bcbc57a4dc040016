import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { stampCard, stampFakeActors, stampInput, type StampFakeChoice } from "./stamp.fakes.ts";
import { stampMachine, type IssueAnswer, type StampAnswer } from "./stamp.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(choice: Partial<StampFakeChoice> = {}, actors: Partial<Parameters<typeof stampMachine.provide>[0]["actors"]> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(stampMachine.provide({ actors: { ...stampFakeActors(choice), ...actors } }), { clock, input: stampInput() });
  actor.start();
  return { actor, clock };
}

const state = (a: ReturnType<typeof start>["actor"]) => a.getSnapshot();

describe("stamp machine", () => {
  it("goes the whole way: card, today's stamp, the coupon check, the coupon", async () => {
    const { actor, clock } = start({ issueStamp: "passing" });
    await settle();
    expect(state(actor).matches({ ready: "open" })).toBe(true);
    expect(state(actor).context.card?.stampCnt).toBe(3);
    actor.send({ type: "stamp.stamp" });
    expect(state(actor).hasTag("busy")).toBe(true);
    await settle();
    expect(state(actor).context.outcome).toBe("stamped");
    expect(state(actor).context.card?.passYn).toBe("Y");
    clock.increment(1000);
    actor.send({ type: "stamp.takeCoupon" });
    await settle();
    await settle();
    expect(state(actor).context.outcome).toBe("couponIssued");
    expect(state(actor).context.card?.cpIssYn).toBe("Y");
    expect(state(actor).context.reward?.issue?.certNo).toBe("4821096735104482");
  });

  it("taps in the second after an action do nothing; after it they work", async () => {
    const issueStamp = vi.fn(async (): Promise<StampAnswer> => ({ kind: "card", card: stampCard({ stampCnt: 4, todayStampYn: "N" }) }));
    const { actor, clock } = start({}, { issueStamp: fromPromise(issueStamp) });
    await settle();
    actor.send({ type: "stamp.stamp" });
    actor.send({ type: "stamp.stamp" });
    await settle();
    actor.send({ type: "stamp.stamp" });
    clock.increment(999);
    actor.send({ type: "stamp.stamp" });
    expect(issueStamp).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: "stamp.stamp" });
    expect(issueStamp).toHaveBeenCalledTimes(2);
  });

  it("today's stamp already on the card: says so without a call", async () => {
    const issueStamp = vi.fn(async (): Promise<StampAnswer> => ({ kind: "card", card: stampCard() }));
    const { actor } = start({ checkCard: "stampedToday" }, { issueStamp: fromPromise(issueStamp) });
    await settle();
    actor.send({ type: "stamp.stamp" });
    expect(state(actor).context.outcome).toBe("alreadyStamped");
    expect(issueStamp).not.toHaveBeenCalled();
  });

  it.each([
    [{ issueStamp: "already" }, "stamp.stamp", "alreadyStamped"],
    [{ issueStamp: "closed" }, "stamp.stamp", "stampClosed"],
    [{ issueStamp: "error" }, "stamp.stamp", "failed"],
    [{ checkCoupon: "notPassed" }, "stamp.takeCoupon", "notEligible"],
    [{ checkCoupon: "taken" }, "stamp.takeCoupon", "alreadyIssued"],
    [{ checkCoupon: "noReward" }, "stamp.takeCoupon", "noCoupon"],
    [{ checkCoupon: "error" }, "stamp.takeCoupon", "failed"],
    [{ issueCoupon: "window" }, "stamp.takeCoupon", "windowClosed"],
    [{ issueCoupon: "soldOut" }, "stamp.takeCoupon", "soldOut"],
    [{ issueCoupon: "notEligible" }, "stamp.takeCoupon", "notEligible"],
    [{ issueCoupon: "error" }, "stamp.takeCoupon", "failed"],
  ] as const)("%o then %s: outcome %s, back to the card", async (choice, event, outcome) => {
    const { actor } = start(choice);
    await settle();
    actor.send({ type: event });
    await settle();
    await settle();
    expect(state(actor).context.outcome).toBe(outcome);
    expect(state(actor).matches("ready")).toBe(true);
    expect(state(actor).hasTag("busy")).toBe(false);
  });

  it("an already-issued coupon keeps its certificate for the screen", async () => {
    const { actor } = start({ checkCoupon: "taken" });
    await settle();
    actor.send({ type: "stamp.takeCoupon" });
    await settle();
    expect(state(actor).context.reward?.issue?.certNo).toBe("4821096735104482");
  });

  it("gives up on the coupon issue after 25 s and says so; a late answer changes nothing", async () => {
    let answer: (a: IssueAnswer) => void = () => {};
    const issueCoupon = fromPromise<IssueAnswer, { evtSeq: string }>(() => new Promise((resolve) => (answer = resolve)));
    const { actor, clock } = start({}, { issueCoupon });
    await settle();
    actor.send({ type: "stamp.takeCoupon" });
    await settle();
    expect(state(actor).matches("issuingCoupon")).toBe(true);
    clock.increment(24_999);
    expect(state(actor).matches("issuingCoupon")).toBe(true);
    clock.increment(1);
    expect(state(actor).context.outcome).toBe("timedOut");
    answer({ kind: "issued", coupon: null, issue: null });
    await settle();
    expect(state(actor).context.outcome).toBe("timedOut");
  });

  it("a failed card check waits for a retry", async () => {
    let fail = true;
    const checkCard = fromPromise<ReturnType<typeof stampCard>, { evtSeq: string }>(async () => {
      if (fail) throw new Error("down");
      return stampCard();
    });
    const { actor } = start({}, { checkCard });
    await settle();
    expect(state(actor).matches("checkFailed")).toBe(true);
    fail = false;
    actor.send({ type: "stamp.retry" });
    await settle();
    expect(state(actor).matches({ ready: "open" })).toBe(true);
  });

  it("dismissing clears the outcome", async () => {
    const { actor } = start({ checkCard: "stampedToday" });
    await settle();
    actor.send({ type: "stamp.stamp" });
    actor.send({ type: "stamp.dismiss" });
    expect(state(actor).context.outcome).toBeNull();
  });

  it("a tap while the card is checked (the tap that started the flow) is done once the card is known", async () => {
    const { actor } = start();
    actor.send({ type: "stamp.stamp" });
    expect(state(actor).matches("checking")).toBe(true);
    await settle();
    await settle();
    expect(state(actor).context.outcome).toBe("stamped");
    expect(state(actor).context.intent).toBeNull();
  });

  it("the same tap with today's stamp already there says so; a coupon tap goes to the coupon", async () => {
    const first = start({ checkCard: "stampedToday" });
    first.actor.send({ type: "stamp.stamp" });
    await settle();
    expect(state(first.actor).context.outcome).toBe("alreadyStamped");
    const second = start({ checkCard: "passed" });
    second.actor.send({ type: "stamp.takeCoupon" });
    await settle();
    await settle();
    await settle();
    expect(state(second.actor).context.outcome).toBe("couponIssued");
  });

  it("a failed check forgets the tap", async () => {
    const { actor } = start({ checkCard: "error" });
    actor.send({ type: "stamp.stamp" });
    await settle();
    expect(state(actor).matches("checkFailed")).toBe(true);
    expect(state(actor).context.intent).toBeNull();
  });
});
