import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { inquiryDraft, inquiryFakeActors, inquiryForm, inquiryInput, inquiryThread, storesCategory, type InquiryFakeChoice } from "./inquiry.fakes.ts";
import {
  inquiryMachine,
  type AddAnswer,
  type InquiryCategory,
  type InquiryContext,
  type InquiryDraft,
  type InquiryForm,
  type InquiryInput,
  type InquiryRefusal,
  type LookupAnswer,
  type SaveAnswer,
  type ThreadAnswer,
} from "./inquiry.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));
type SaveCall = { draft: InquiryDraft; edit: InquiryContext["edit"] };
type Actors = Partial<Parameters<typeof inquiryMachine.provide>[0]["actors"]>;

function start(input: Partial<InquiryInput> = {}, choice: Partial<InquiryFakeChoice> = {}, actors: Actors = {}) {
  const clock = new SimulatedClock();
  const forgetCredentials = vi.fn();
  const machine = inquiryMachine.provide({ actors: { ...inquiryFakeActors(choice), ...actors }, actions: { forgetCredentials } });
  const actor = createActor(machine, { clock, input: inquiryInput(input) });
  actor.start();
  return { actor, clock, forgetCredentials, now: () => actor.getSnapshot() };
}

const refused = (reason: InquiryRefusal, waitSec?: number) => ({ kind: "refused" as const, reason, ...(waitSec === undefined ? {} : { waitSec }) });
const thread = (answer: ThreadAnswer) => fromPromise<ThreadAnswer, { qnaSeq: number }>(async () => answer);

describe("inquiry machine: writing", () => {
  it("loads the form's offer, then a chosen category's sub-categories and store question", async () => {
    const loadCategory = vi.fn(
      async ({ input }: { input: { cateHighCd: string } }): Promise<InquiryCategory> => ({ ...storesCategory, cateHighCd: input.cateHighCd }),
    );
    const { actor, now } = start({}, {}, { loadCategory: fromPromise(loadCategory) });
    expect(now().matches({ write: "loading" })).toBe(true);
    await settle();
    expect(now().context.form).toEqual(inquiryForm);
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "10" });
    expect(now().hasTag("busy")).toBe(true);
    await settle();
    expect(now().matches({ write: "ready" })).toBe(true);
    expect(now().context.category).toMatchObject({ cateHighCd: "10", storeYn: "Y" });
    // The same category again asks nothing; clearing it clears its sub-categories.
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "10" });
    expect(loadCategory).toHaveBeenCalledTimes(1);
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "" });
    expect(now().context).toMatchObject({ cateHighCd: null, category: null });
  });

  it("a new choice while sub-categories load replaces the call: the last category's answer stays", async () => {
    const answers: Record<string, (c: InquiryCategory) => void> = {};
    const loadCategory = fromPromise<InquiryCategory, { cateHighCd: string }>(({ input }) => new Promise((resolve) => (answers[input.cateHighCd] = resolve)));
    const { actor, now } = start({}, {}, { loadCategory });
    await settle();
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "10" });
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "90" });
    answers["90"]?.({ cateHighCd: "90", cateLowList: [], storeYn: "N", guide: "" });
    await settle();
    answers["10"]?.(storesCategory);
    await settle();
    expect(now().context.category).toMatchObject({ cateHighCd: "90", storeYn: "N" });
  });

  it("sub-categories that fail to load say so, and retry asks again", async () => {
    let fail = true;
    const loadCategory = fromPromise<InquiryCategory, { cateHighCd: string }>(async () => {
      if (fail) throw new Error("down");
      return storesCategory;
    });
    const { actor, now } = start({}, {}, { loadCategory });
    await settle();
    actor.send({ type: "inquiry.chooseCategory", cateHighCd: "10" });
    await settle();
    expect(now().context.problem).toBe("categoryFailed");
    fail = false;
    actor.send({ type: "inquiry.retry" });
    await settle();
    expect(now().context).toMatchObject({ problem: null, category: storesCategory });
  });

  it("a failed form load shows the failure until retried", async () => {
    const { actor, now } = start({}, { loadForm: "error" });
    await settle();
    expect(now().matches({ write: "failed" })).toBe(true);
    actor.send({ type: "inquiry.retry" });
    expect(now().matches({ write: "loading" })).toBe(true);
  });

  it("saves once under a double tap; a visitor's save keeps the credentials for the thread", async () => {
    const save = vi.fn<(call: { input: SaveCall }) => Promise<SaveAnswer>>(async () => ({ kind: "saved", qnaSeq: 41 }));
    const { actor, now } = start({}, {}, { saveInquiry: fromPromise(save) });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    expect(now().context.draft).toEqual(inquiryDraft());
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({ input: { draft: inquiryDraft(), edit: null } });
    expect(now().matches({ write: "saved" })).toBe(true);
    expect(now().context).toMatchObject({ saved: 41, notice: "saved", draft: null, hasCredentials: true });
    actor.send({ type: "inquiry.writeAnother" });
    expect(now().context).toMatchObject({ saved: null, notice: null, cateHighCd: null });
  });

  it("a member's save keeps no credentials", async () => {
    const { actor, now } = start({ member: true });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft({ custEmail: "member1@example.com" }) });
    await settle();
    expect(now().context.hasCredentials).toBe(false);
  });

  it.each([
    ["invalid", refused("invalid")],
    ["answered", refused("answered")],
  ] as const)("a save refused as %s goes back to the form with the reason", async (reason, answer) => {
    const { actor, now } = start({}, {}, { saveInquiry: fromPromise<SaveAnswer, SaveCall>(async () => answer) });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    await settle();
    expect(now().matches({ write: "ready" })).toBe(true);
    expect(now().context).toMatchObject({ problem: reason, draft: null });
  });

  it("a failed save says so and takes the next submit", async () => {
    const { actor, now } = start({}, { saveInquiry: "error" });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    await settle();
    expect(now().context.problem).toBe("failed");
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    expect(now().matches({ write: "saving" })).toBe(true);
    expect(now().context.problem).toBeNull();
  });

  it("a 429 waits what Retry-After says: no save until then", async () => {
    const save = vi.fn(async (): Promise<SaveAnswer> => refused("throttled", 42));
    const { actor, clock, now } = start({}, {}, { saveInquiry: fromPromise(save) });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    await settle();
    expect(now().matches({ write: "cooling" })).toBe(true);
    expect(now().context).toMatchObject({ problem: "throttled", waitSec: 42 });
    clock.increment(41_999);
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    expect(save).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(now().matches({ write: "ready" })).toBe(true);
    expect(now().context.problem).toBeNull();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("a 429 without Retry-After waits the password calls' minute", async () => {
    const { actor, now } = start({}, {}, { saveInquiry: fromPromise(async (): Promise<SaveAnswer> => refused("throttled")) });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    await settle();
    expect(now().context.waitSec).toBe(60);
  });
});

describe("inquiry machine: my inquiries", () => {
  it("a member's list is the screen's paged list: no call here", async () => {
    const lookUp = vi.fn(async (): Promise<LookupAnswer> => ({ kind: "found", rows: [] }));
    const { now } = start({ member: true, view: "mine" }, {}, { lookUp: fromPromise(lookUp) });
    await settle();
    expect(now().matches({ mine: "list" })).toBe(true);
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("a visitor looks up with the e-mail and password; the rows show and the credentials stay", async () => {
    const { actor, now } = start({ view: "mine" });
    expect(now().matches({ mine: "lookup" })).toBe(true);
    actor.send({ type: "inquiry.lookUp" });
    await settle();
    expect(now().matches({ mine: "found" })).toBe(true);
    expect(now().context.found).toHaveLength(2);
    expect(now().context.hasCredentials).toBe(true);
  });

  it("credentials already in memory are checked at once", async () => {
    const { now } = start({ view: "mine", hasCredentials: true });
    expect(now().matches({ mine: "checking" })).toBe(true);
    await settle();
    expect(now().matches({ mine: "found" })).toBe(true);
  });

  it("a wrong e-mail or password says so and forgets them", async () => {
    const { actor, now, forgetCredentials } = start({ view: "mine", hasCredentials: true }, { lookUp: "wrong" });
    await settle();
    expect(now().matches({ mine: "lookup" })).toBe(true);
    expect(now().context).toMatchObject({ problem: "wrongCredentials", hasCredentials: false });
    expect(forgetCredentials).toHaveBeenCalledTimes(1);
    actor.send({ type: "inquiry.lookUp" });
    expect(now().context.problem).toBeNull();
  });

  it("after a 429 the lookup waits Retry-After", async () => {
    const { actor, clock, now } = start({ view: "mine" }, { lookUp: "throttled" });
    actor.send({ type: "inquiry.lookUp" });
    await settle();
    expect(now().matches({ mine: "cooling" })).toBe(true);
    expect(now().can({ type: "inquiry.lookUp" })).toBe(false);
    clock.increment(30_000);
    expect(now().matches({ mine: "lookup" })).toBe(true);
    expect(now().can({ type: "inquiry.lookUp" })).toBe(true);
  });

  it("forget: another e-mail and password", async () => {
    const { actor, now, forgetCredentials } = start({ view: "mine", hasCredentials: true });
    await settle();
    actor.send({ type: "inquiry.forget" });
    expect(now().matches({ mine: "lookup" })).toBe(true);
    expect(now().context).toMatchObject({ hasCredentials: false, found: null });
    expect(forgetCredentials).toHaveBeenCalledTimes(1);
  });

  it("a row opens its thread, and my inquiries goes back to the list", async () => {
    const { actor, now } = start({ view: "mine", hasCredentials: true });
    await settle();
    actor.send({ type: "inquiry.open", qnaSeq: 7 });
    await settle();
    expect(now().matches({ thread: { shown: "idle" } })).toBe(true);
    actor.send({ type: "inquiry.mine" });
    expect(now().context).toMatchObject({ qnaSeq: null, thread: null });
    await settle();
    expect(now().matches({ mine: "found" })).toBe(true);
  });
});

describe("inquiry machine: the thread", () => {
  it("a deep link without credentials goes to the lookup first, then to the thread", async () => {
    const load = vi.fn(async (): Promise<ThreadAnswer> => ({ kind: "thread", thread: inquiryThread() }));
    const { actor, now } = start({ view: "thread", qnaSeq: 7 }, {}, { loadThread: fromPromise(load) });
    expect(now().matches({ mine: "lookup" })).toBe(true);
    expect(now().context.problem).toBe("needCredentials");
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: "inquiry.lookUp" });
    await settle();
    await settle();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ input: { qnaSeq: 7 } }));
    expect(now().matches({ thread: { shown: "idle" } })).toBe(true);
  });

  it("credentials the server refuses for the thread send the visitor to the lookup", async () => {
    const { now, forgetCredentials } = start({ view: "thread", qnaSeq: 7, hasCredentials: true }, { loadThread: "wrongCredentials" });
    await settle();
    expect(now().matches({ mine: "lookup" })).toBe(true);
    expect(now().context).toMatchObject({ problem: "wrongCredentials", hasCredentials: false, qnaSeq: 7 });
    expect(forgetCredentials).toHaveBeenCalled();
  });

  it.each(["deleted", "notFound", "notYours", "loginRequired"] as const)("a thread refused as %s is closed with the reason", async (reason) => {
    const { now } = start({ member: true, view: "thread", qnaSeq: 7 }, {}, { loadThread: thread(refused(reason)) });
    await settle();
    expect(now().matches({ thread: "closed" })).toBe(true);
    expect(now().context).toMatchObject({ problem: reason, thread: null });
    expect(now().can({ type: "inquiry.add", content: "x" })).toBe(false);
  });

  it("a thread that failed to load waits for a retry; a 429 loads again after Retry-After", async () => {
    const failed = start({ member: true, view: "thread", qnaSeq: 7 }, { loadThread: "error" });
    await settle();
    expect(failed.now().matches({ thread: "failed" })).toBe(true);
    failed.actor.send({ type: "inquiry.retry" });
    expect(failed.now().matches({ thread: "loading" })).toBe(true);

    let calls = 0;
    const loadThread = fromPromise<ThreadAnswer, { qnaSeq: number }>(async () =>
      ++calls === 1 ? refused("throttled", 5) : { kind: "thread", thread: inquiryThread() },
    );
    const slow = start({ member: true, view: "thread", qnaSeq: 7 }, {}, { loadThread });
    await settle();
    expect(slow.now().matches({ thread: "cooling" })).toBe(true);
    slow.clock.increment(5000);
    await settle();
    expect(slow.now().matches({ thread: { shown: "idle" } })).toBe(true);
    expect(slow.now().context.problem).toBeNull();
  });

  it("adds to an open thread once under a double tap, then shows it again with the addition", async () => {
    const add = vi.fn<(call: { input: { qnaGrpSeq: number; content: string } }) => Promise<AddAnswer>>(async () => ({ kind: "added" }));
    let loads = 0;
    const loadThread = fromPromise<ThreadAnswer, { qnaSeq: number }>(async () => {
      loads += 1;
      return { kind: "thread", thread: inquiryThread() };
    });
    const { actor, now } = start({ member: true, view: "thread", qnaSeq: 7 }, {}, { addInquiry: fromPromise(add), loadThread });
    await settle();
    actor.send({ type: "inquiry.add", content: "사진도 보낼게요." });
    actor.send({ type: "inquiry.add", content: "사진도 보낼게요." });
    expect(now().context.addition).toBe("사진도 보낼게요.");
    expect(now().can({ type: "inquiry.mine" })).toBe(false);
    await settle();
    await settle();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toMatchObject({ input: { qnaGrpSeq: 7, content: "사진도 보낼게요." } });
    expect(loads).toBe(2);
    expect(now().context).toMatchObject({ notice: "added", addition: null });
  });

  it("an addition refused because the thread was answered meanwhile shows the thread as it is, with the reason", async () => {
    let loads = 0;
    const loadThread = fromPromise<ThreadAnswer, { qnaSeq: number }>(async () =>
      ++loads === 1 ? { kind: "thread", thread: inquiryThread() } : { kind: "thread", thread: inquiryThread({ qnaStat: "ANSWERED" }) },
    );
    const { actor, now } = start({ member: true, view: "thread", qnaSeq: 7 }, { addInquiry: "answered" }, { loadThread });
    await settle();
    actor.send({ type: "inquiry.add", content: "추가" });
    await settle();
    await settle();
    expect(now().matches({ thread: { shown: "idle" } })).toBe(true);
    expect(now().context.problem).toBe("answered");
    expect(now().can({ type: "inquiry.add", content: "추가" })).toBe(false);
    expect(now().can({ type: "inquiry.edit" })).toBe(false);
  });

  it("an answered thread takes neither an edit nor an addition; a confirmed one takes an addition only", async () => {
    const answered = start({ member: true, view: "thread", qnaSeq: 7 }, { loadThread: "answered" });
    await settle();
    expect(answered.now().can({ type: "inquiry.edit" })).toBe(false);
    expect(answered.now().can({ type: "inquiry.add", content: "x" })).toBe(false);
    const confirmed = start(
      { member: true, view: "thread", qnaSeq: 7 },
      {},
      { loadThread: thread({ kind: "thread", thread: inquiryThread({ qnaStat: "CONFIRMED" }) }) },
    );
    await settle();
    expect(confirmed.now().can({ type: "inquiry.edit" })).toBe(false);
    expect(confirmed.now().can({ type: "inquiry.add", content: "x" })).toBe(true);
  });

  it("edits a thread being checked: the form with its category, saved as an edit, then the thread again", async () => {
    const loadForm = vi.fn<(call: { input: { cateHighCd: string | null } }) => Promise<{ form: InquiryForm; category: InquiryCategory | null }>>(async () => ({
      form: inquiryForm,
      category: storesCategory,
    }));
    const save = vi.fn<(call: { input: SaveCall }) => Promise<SaveAnswer>>(async () => ({ kind: "saved", qnaSeq: 7 }));
    const { actor, now } = start({ member: true, view: "thread", qnaSeq: 7 }, {}, { loadForm: fromPromise(loadForm), saveInquiry: fromPromise(save) });
    await settle();
    actor.send({ type: "inquiry.edit" });
    expect(now().matches({ write: "loading" })).toBe(true);
    expect(loadForm).toHaveBeenCalledWith(expect.objectContaining({ input: { cateHighCd: "10" } }));
    await settle();
    expect(now().context.edit).toEqual({ qnaSeq: 7, qnaGrpSeq: 7, cateHighCd: "10" });
    actor.send({ type: "inquiry.submit", draft: inquiryDraft({ qutnTitl: "수정한 제목" }) });
    await settle();
    expect(save.mock.calls[0]?.[0]).toMatchObject({ input: { edit: { qnaSeq: 7, qnaGrpSeq: 7 } } });
    await settle();
    expect(now().matches({ thread: { shown: "idle" } })).toBe(true);
    expect(now().context).toMatchObject({ notice: "edited", edit: null });
  });

  it("cancelling an edit goes back to the thread unchanged", async () => {
    const { actor, now } = start({ member: true, view: "thread", qnaSeq: 7 });
    await settle();
    actor.send({ type: "inquiry.edit" });
    await settle();
    actor.send({ type: "inquiry.cancelEdit" });
    expect(now().matches({ thread: { shown: "idle" } })).toBe(true);
    expect(now().context).toMatchObject({ edit: null, thread: inquiryThread() });
  });

  it("an edit refused because the thread was answered meanwhile shows the thread with the reason", async () => {
    const { actor, now } = start({ member: true, view: "thread", qnaSeq: 7 }, { saveInquiry: "answered" });
    await settle();
    actor.send({ type: "inquiry.edit" });
    await settle();
    actor.send({ type: "inquiry.submit", draft: inquiryDraft() });
    await settle();
    await settle();
    expect(now().matches("thread")).toBe(true);
    expect(now().context).toMatchObject({ problem: "answered", edit: null });
  });
});
