import { and, assign, fromPromise, setup } from "xstate";
import type { EndpointResponse } from "../schemas/api/endpoint.ts";
import type { serviceEndpoints } from "../schemas/api/service.ts";

// The 1:1 inquiry (spec part-2 §3 inquiry fields and status labels, §5 validation, §7 calls;
// F48): write one, find your own (a member's list, a visitor's lookup by e-mail and password),
// read its thread, add to it, edit it while it is being checked. The machine never sees a
// password: the actors read the form and the credentials the screen keeps in memory, so neither
// the flow lab, the inspector nor a log can show them (as the login flow does).

type CsAnswer = EndpointResponse<typeof serviceEndpoints.cs>;
type CategoryAnswer = EndpointResponse<typeof serviceEndpoints.searchCategoryCsInfo>;

/** What the write form offers (service.cs): the categories, the reply means, the customer centre. */
export type InquiryForm = Pick<CsAnswer, "cateHighList" | "replyMeanList" | "csInfo">;
/** A chosen category's sub-categories, whether it asks for the store, and what to write (service.searchCategoryCsInfo). */
export type InquiryCategory = Pick<CategoryAnswer, "cateLowList" | "storeYn" | "guide"> & { cateHighCd: string };
/** One inquiry of a list (the member's, or a visitor's lookup). */
export type InquirySummary = EndpointResponse<typeof serviceEndpoints.nonMemberQnaList>["qnaList"][number];
/** A whole thread: the first post, its answer, and the additional inquiries oldest first. */
export type InquiryThread = EndpointResponse<typeof serviceEndpoints.csQna>["qna"];

/** A checked inquiry as the form gives it, without the password (the save reads that from the form itself). */
export interface InquiryDraft {
  cateHighCd: string;
  cateLowCd?: string | undefined;
  storeNm?: string | undefined;
  replyMean: "EMAIL" | "SMS";
  custNm: string;
  custEmail?: string | undefined;
  custCelNum1?: string | undefined;
  custCelNum2?: string | undefined;
  custCelNum3?: string | undefined;
  qutnTitl: string;
  qutnCont: string;
}

/**
 * Why the server said no, in the machine's words (the actors map the answers): wrong or missing
 * credentials (401), a member's inquiry without a session (401), someone else's (403), none such
 * (404), answered (409), deleted (410), input the server refused (400), too many tries (429).
 */
export type InquiryRefusal =
  | "wrongCredentials"
  | "needCredentials"
  | "loginRequired"
  | "notYours"
  | "notFound"
  | "answered"
  | "deleted"
  | "invalid"
  | "throttled";

/** A refusal, with the seconds a 429's Retry-After asks to wait. */
export interface Refused {
  kind: "refused";
  reason: InquiryRefusal;
  waitSec?: number;
}

export type SaveAnswer = { kind: "saved"; qnaSeq: number } | Refused;
export type LookupAnswer = { kind: "found"; rows: readonly InquirySummary[] } | Refused;
export type ThreadAnswer = { kind: "thread"; thread: InquiryThread } | Refused;
export type AddAnswer = { kind: "added" } | Refused;

/** What the screen says about the last step: a refusal, a call that failed, or sub-categories that did not load. */
export type InquiryProblem = InquiryRefusal | "failed" | "categoryFailed";

/** A write that went through: the inquiry saved, the thread edited, an additional inquiry added. */
export type InquiryNotice = "saved" | "edited" | "added";

export interface InquiryInput {
  /** Logged in: the list and threads are the member's; a visitor's need the e-mail and password. */
  member: boolean;
  /** A visitor's e-mail and password are in memory (a lookup or a save earlier in this tab). */
  hasCredentials: boolean;
  /** Where the flow starts: the write form, my inquiries, or one thread (qnaSeq). */
  view: "write" | "mine" | "thread";
  qnaSeq: number | null;
}

export interface InquiryContext {
  member: boolean;
  hasCredentials: boolean;
  view: InquiryInput["view"];
  form: InquiryForm | null;
  /** The category chosen on the form, and its answer once loaded. */
  cateHighCd: string | null;
  category: InquiryCategory | null;
  /** The inquiry being saved (only while the save runs). */
  draft: InquiryDraft | null;
  /** The thread whose first post the form edits, or null for a new inquiry. */
  edit: { qnaSeq: number; qnaGrpSeq: number; cateHighCd: string } | null;
  /** The inquiry just written. */
  saved: number | null;
  /** A visitor's inquiries, from the lookup. */
  found: readonly InquirySummary[] | null;
  /** The thread asked for: open, or waiting behind the lookup (a deep link without credentials). */
  qnaSeq: number | null;
  thread: InquiryThread | null;
  /** The additional inquiry being sent (only while it is). */
  addition: string | null;
  problem: InquiryProblem | null;
  /** Seconds to wait after a 429 (Retry-After). */
  waitSec: number;
  notice: InquiryNotice | null;
}

export type InquiryEvent =
  /** The write tab. */
  | { type: "inquiry.write" }
  /** The "my inquiries" tab: the member's list, or the visitor's lookup. */
  | { type: "inquiry.mine" }
  | { type: "inquiry.open"; qnaSeq: number }
  | { type: "inquiry.retry" }
  /** A category chosen on the form ("" clears it). */
  | { type: "inquiry.chooseCategory"; cateHighCd: string }
  | { type: "inquiry.submit"; draft: InquiryDraft }
  | { type: "inquiry.writeAnother" }
  /** The lookup form's e-mail and password are in memory: check them. */
  | { type: "inquiry.lookUp" }
  /** Look up other credentials: the ones in memory are forgotten. */
  | { type: "inquiry.forget" }
  | { type: "inquiry.edit" }
  | { type: "inquiry.cancelEdit" }
  | { type: "inquiry.add"; content: string };

/** How long to wait after a 429 that named no Retry-After: the password calls' window (schemas/api/limits.ts). */
export const DEFAULT_WAIT_SEC = 60;

const ok =
  <K extends string>(kind: K) =>
  ({ event }: { event: { output: { kind: string } } }) =>
    event.output.kind === kind;
const refusedFor =
  (...reasons: InquiryRefusal[]) =>
  ({ event }: { event: { output: { kind: string; reason?: InquiryRefusal } } }) =>
    event.output.kind === "refused" && reasons.includes(event.output.reason as InquiryRefusal);
/** The refusal of an answer (a guard above has picked it). */
const reasonOf = (output: { kind: string; reason?: InquiryRefusal }): InquiryProblem => (output.kind === "refused" ? (output.reason ?? "failed") : "failed");
const waitOf = (output: { kind: string; waitSec?: number }) => (output.kind === "refused" ? (output.waitSec ?? DEFAULT_WAIT_SEC) : DEFAULT_WAIT_SEC);

export const inquiryMachine = setup({
  types: {
    context: {} as InquiryContext,
    input: {} as InquiryInput,
    events: {} as InquiryEvent,
  },
  // Stubs: the screen provides the calls (screens/service/inquiry-actors.ts).
  actors: {
    loadForm: fromPromise<{ form: InquiryForm; category: InquiryCategory | null }, { cateHighCd: string | null }>(async () => {
      throw new Error("loadForm not provided");
    }),
    loadCategory: fromPromise<InquiryCategory, { cateHighCd: string }>(async () => {
      throw new Error("loadCategory not provided");
    }),
    saveInquiry: fromPromise<SaveAnswer, { draft: InquiryDraft; edit: InquiryContext["edit"] }>(async () => {
      throw new Error("saveInquiry not provided");
    }),
    lookUp: fromPromise<LookupAnswer>(async () => {
      throw new Error("lookUp not provided");
    }),
    loadThread: fromPromise<ThreadAnswer, { qnaSeq: number }>(async () => {
      throw new Error("loadThread not provided");
    }),
    addInquiry: fromPromise<AddAnswer, { qnaGrpSeq: number; content: string }>(async () => {
      throw new Error("addInquiry not provided");
    }),
  },
  actions: {
    /** The screen forgets the visitor's credentials it keeps in memory. */
    forgetCredentials: () => {},
    clearWords: assign({ problem: null, notice: null }),
    leaveEdit: assign({ edit: null, cateHighCd: null, category: null }),
    say: assign((_, problem: InquiryProblem) => ({ problem })),
  },
  delays: {
    retryAfter: ({ context }) => context.waitSec * 1000,
  },
  guards: {
    startsOnThread: ({ context }) => context.view === "thread" && context.qnaSeq !== null,
    startsOnMine: ({ context }) => context.view === "mine",
    isMember: ({ context }) => context.member,
    /** A visitor's refused credentials send them to the lookup; a member has none to give. */
    isVisitor: ({ context }) => !context.member,
    hasCredentials: ({ context }) => context.hasCredentials,
    canRead: ({ context }) => context.member || context.hasCredentials,
    /** Nothing is being written: a tab or another thread may be shown. */
    idleHands: ({ context }) => context.draft === null && context.addition === null,
    editing: ({ context }) => context.edit !== null,
    /** The form and, when editing, the thread's category are known. */
    formReady: ({ context }) => context.form !== null && (context.edit === null || context.category?.cateHighCd === context.edit.cateHighCd),
    noCategory: ({ event }) => event.type === "inquiry.chooseCategory" && event.cateHighCd === "",
    sameCategory: ({ context, event }) => event.type === "inquiry.chooseCategory" && event.cateHighCd === context.cateHighCd,
    categoryFailed: ({ context }) => context.problem === "categoryFailed",
    /** The first post is edited only while it is being checked (docs/decisions/0030). */
    editable: ({ context }) => context.thread?.qnaStat === "CHECKING",
    /** Nothing is added once answered (spec part-2 §5: cannot be modified). */
    addable: ({ context }) => context.thread !== null && context.thread.qnaStat !== "ANSWERED",
    waitingThread: ({ context }) => context.qnaSeq !== null,
  },
}).createMachine({
  id: "inquiry",
  context: ({ input }) => ({
    member: input.member,
    hasCredentials: input.member ? false : input.hasCredentials,
    view: input.view,
    form: null,
    cateHighCd: null,
    category: null,
    draft: null,
    edit: null,
    saved: null,
    found: null,
    qnaSeq: input.view === "thread" ? input.qnaSeq : null,
    thread: null,
    addition: null,
    problem: null,
    waitSec: 0,
    notice: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "startsOnThread", target: "thread" }, { guard: "startsOnMine", target: "mine" }, { target: "write" }],
    },

    // A new inquiry, or the first post of a thread edited (from thread.shown, back there when done).
    write: {
      initial: "entering",
      states: {
        entering: { always: [{ guard: "formReady", target: "ready" }, { target: "loading" }] },
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadForm",
            input: ({ context }) => ({ cateHighCd: context.edit?.cateHighCd ?? null }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => ({
                form: event.output.form,
                category: event.output.category,
                cateHighCd: event.output.category?.cateHighCd ?? context.cateHighCd,
              })),
            },
            onError: "failed",
          },
          on: { "inquiry.cancelEdit": { guard: "editing", target: "#inquiry.thread.shown", actions: "leaveEdit" } },
        },
        failed: {
          on: {
            "inquiry.retry": "loading",
            "inquiry.cancelEdit": { guard: "editing", target: "#inquiry.thread.shown", actions: "leaveEdit" },
          },
        },
        ready: {
          on: {
            "inquiry.chooseCategory": [
              { guard: "noCategory", actions: assign({ cateHighCd: null, category: null, problem: null }) },
              { guard: "sameCategory" },
              { target: "choosing", actions: assign({ cateHighCd: ({ event }) => event.cateHighCd, category: null, problem: null }) },
            ],
            "inquiry.retry": { guard: "categoryFailed", target: "choosing", actions: assign({ problem: null }) },
            "inquiry.submit": { target: "saving", actions: ["clearWords", assign({ draft: ({ event }) => event.draft })] },
            "inquiry.cancelEdit": { guard: "editing", target: "#inquiry.thread.shown", actions: "leaveEdit" },
          },
        },
        // The category's sub-categories and store question load; a new choice replaces the call.
        choosing: {
          tags: ["busy"],
          invoke: {
            src: "loadCategory",
            input: ({ context }) => ({ cateHighCd: context.cateHighCd ?? "" }),
            onDone: { target: "ready", actions: assign({ category: ({ event }) => event.output }) },
            onError: { target: "ready", actions: { type: "say", params: "categoryFailed" } },
          },
          on: {
            "inquiry.chooseCategory": [
              { guard: "noCategory", target: "ready", actions: assign({ cateHighCd: null, category: null }) },
              { guard: "sameCategory" },
              { target: "choosing", reenter: true, actions: assign({ cateHighCd: ({ event }) => event.cateHighCd }) },
            ],
            "inquiry.cancelEdit": { guard: "editing", target: "#inquiry.thread.shown", actions: "leaveEdit" },
          },
        },
        // One save at a time: a second tap finds no submit to take.
        saving: {
          tags: ["busy"],
          invoke: {
            src: "saveInquiry",
            input: ({ context }) => ({ draft: context.draft as InquiryDraft, edit: context.edit }),
            onDone: [
              {
                guard: and([ok("saved"), "editing"]),
                target: "#inquiry.thread.loading",
                actions: ["leaveEdit", assign({ draft: null, notice: "edited" })],
              },
              {
                guard: ok("saved"),
                target: "saved",
                actions: assign(({ context, event }) => ({
                  draft: null,
                  notice: "saved" as const,
                  saved: event.output.kind === "saved" ? event.output.qnaSeq : null,
                  // A visitor's save keeps the e-mail and password in memory, for the thread and the lookup.
                  hasCredentials: !context.member,
                })),
              },
              {
                guard: refusedFor("throttled"),
                target: "cooling",
                actions: assign(({ event }) => ({ draft: null, problem: "throttled" as const, waitSec: waitOf(event.output) })),
              },
              {
                // The thread changed under the edit (answered, deleted) or is not this visitor's: show it as it is now.
                guard: and(["editing", refusedFor("answered", "deleted", "notYours", "notFound", "loginRequired")]),
                target: "#inquiry.thread.loading",
                actions: ["leaveEdit", assign(({ event }) => ({ draft: null, problem: reasonOf(event.output) }))],
              },
              {
                guard: and(["editing", "isVisitor", refusedFor("wrongCredentials", "needCredentials")]),
                target: "#inquiry.mine.lookup",
                actions: ["forgetCredentials", "leaveEdit", assign(({ event }) => ({ draft: null, hasCredentials: false, problem: reasonOf(event.output) }))],
              },
              { target: "ready", actions: assign(({ event }) => ({ draft: null, problem: reasonOf(event.output) })) },
            ],
            onError: { target: "ready", actions: assign({ draft: null, problem: "failed" }) },
          },
        },
        // Retry-After: no save until the wait is over.
        cooling: {
          after: { retryAfter: { target: "ready", actions: assign({ problem: null }) } },
          on: { "inquiry.cancelEdit": { guard: "editing", target: "#inquiry.thread.shown", actions: ["leaveEdit", assign({ problem: null })] } },
        },
        saved: {
          on: {
            "inquiry.writeAnother": { target: "ready", actions: ["clearWords", assign({ saved: null, cateHighCd: null, category: null })] },
          },
        },
      },
    },

    // My inquiries: the member's list, or the visitor's lookup and what it found; a row opens its thread.
    mine: {
      initial: "entering",
      on: { "inquiry.open": { target: "thread", actions: ["clearWords", assign({ qnaSeq: ({ event }) => event.qnaSeq, thread: null })] } },
      states: {
        entering: { always: [{ guard: "isMember", target: "list" }, { guard: "hasCredentials", target: "checking" }, { target: "lookup" }] },
        // The member's own list: the screen pages it (the paged-list machine).
        list: {},
        lookup: { on: { "inquiry.lookUp": { target: "checking", actions: "clearWords" } } },
        checking: {
          tags: ["busy"],
          invoke: {
            src: "lookUp",
            onDone: [
              {
                // A deep link waited behind the lookup: open it now.
                guard: and([ok("found"), "waitingThread"]),
                target: "#inquiry.thread.loading",
                actions: assign(({ event }) => ({ hasCredentials: true, found: event.output.kind === "found" ? event.output.rows : null })),
              },
              {
                guard: ok("found"),
                target: "found",
                actions: assign(({ event }) => ({ hasCredentials: true, found: event.output.kind === "found" ? event.output.rows : null })),
              },
              {
                guard: refusedFor("throttled"),
                target: "cooling",
                actions: assign(({ event }) => ({ problem: "throttled" as const, waitSec: waitOf(event.output) })),
              },
              {
                target: "lookup",
                actions: ["forgetCredentials", assign(({ event }) => ({ hasCredentials: false, found: null, problem: reasonOf(event.output) }))],
              },
            ],
            onError: { target: "lookup", actions: { type: "say", params: "failed" } },
          },
        },
        cooling: { after: { retryAfter: { target: "lookup", actions: assign({ problem: null }) } } },
        found: {
          on: {
            "inquiry.forget": { target: "lookup", actions: ["forgetCredentials", "clearWords", assign({ hasCredentials: false, found: null, qnaSeq: null })] },
          },
        },
      },
    },

    // One thread; "my inquiries" goes back to the list (where the page shows both), never while a write runs.
    thread: {
      initial: "entering",
      on: {
        "inquiry.mine": { guard: "idleHands", target: "mine", actions: ["clearWords", assign({ qnaSeq: null, thread: null, found: null })] },
      },
      states: {
        // Without a session or credentials a thread cannot be read: the lookup first (never the URL).
        entering: {
          always: [
            { guard: "canRead", target: "loading" },
            { target: "#inquiry.mine.lookup", actions: { type: "say", params: "needCredentials" } },
          ],
        },
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadThread",
            input: ({ context }) => ({ qnaSeq: context.qnaSeq ?? 0 }),
            onDone: [
              {
                guard: ok("thread"),
                target: "shown",
                actions: assign({ thread: ({ event }) => (event.output.kind === "thread" ? event.output.thread : null) }),
              },
              {
                guard: refusedFor("throttled"),
                target: "cooling",
                actions: assign(({ event }) => ({ problem: "throttled" as const, waitSec: waitOf(event.output) })),
              },
              {
                guard: and(["isVisitor", refusedFor("wrongCredentials", "needCredentials")]),
                target: "#inquiry.mine.lookup",
                actions: ["forgetCredentials", assign(({ event }) => ({ hasCredentials: false, found: null, problem: reasonOf(event.output) }))],
              },
              // Deleted, none such, someone else's, or a member's without a session: said, nothing to do.
              { target: "closed", actions: assign(({ event }) => ({ thread: null, notice: null, problem: reasonOf(event.output) })) },
            ],
            onError: { target: "failed", actions: { type: "say", params: "failed" } },
          },
        },
        failed: { on: { "inquiry.retry": { target: "loading", actions: "clearWords" } } },
        cooling: { after: { retryAfter: { target: "loading", actions: assign({ problem: null }) } } },
        closed: {},
        shown: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "inquiry.edit": {
                  guard: "editable",
                  target: "#inquiry.write",
                  actions: [
                    "clearWords",
                    assign(({ context }) => {
                      const t = context.thread as InquiryThread;
                      return { edit: { qnaSeq: t.qnaSeq, qnaGrpSeq: t.qnaGrpSeq, cateHighCd: t.cateHighCd }, cateHighCd: t.cateHighCd, category: null };
                    }),
                  ],
                },
                "inquiry.add": { guard: "addable", target: "adding", actions: ["clearWords", assign({ addition: ({ event }) => event.content })] },
              },
            },
            adding: {
              tags: ["busy"],
              invoke: {
                src: "addInquiry",
                input: ({ context }) => ({ qnaGrpSeq: context.thread?.qnaGrpSeq ?? 0, content: context.addition ?? "" }),
                onDone: [
                  { guard: ok("added"), target: "#inquiry.thread.loading", actions: assign({ addition: null, notice: "added" }) },
                  {
                    guard: refusedFor("throttled"),
                    target: "cooling",
                    actions: assign(({ event }) => ({ addition: null, problem: "throttled" as const, waitSec: waitOf(event.output) })),
                  },
                  {
                    guard: and(["isVisitor", refusedFor("wrongCredentials", "needCredentials")]),
                    target: "#inquiry.mine.lookup",
                    actions: ["forgetCredentials", assign(({ event }) => ({ addition: null, hasCredentials: false, problem: reasonOf(event.output) }))],
                  },
                  {
                    // Answered or deleted meanwhile: the thread as it is now, with the reason.
                    guard: refusedFor("answered", "deleted", "notYours", "notFound", "loginRequired"),
                    target: "#inquiry.thread.loading",
                    actions: assign(({ event }) => ({ addition: null, problem: reasonOf(event.output) })),
                  },
                  { target: "idle", actions: assign(({ event }) => ({ addition: null, problem: reasonOf(event.output) })) },
                ],
                onError: { target: "idle", actions: assign({ addition: null, problem: "failed" }) },
              },
            },
            cooling: { after: { retryAfter: { target: "idle", actions: assign({ problem: null }) } } },
          },
        },
      },
    },
  },
});
