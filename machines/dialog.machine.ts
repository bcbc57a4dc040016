import { assign, setup } from "xstate";

/** What a dialog is for. The two system dialogs carry no texts: the host takes them from the catalogue. */
export type DialogKind = "confirm" | "alert" | "inspection" | "error";

/** How a dialog closed: one of its buttons, or Escape / a backdrop click. */
export type DialogAnswer = "positive" | "negative" | "dismissed";

/**
 * The spec's confirm dialog entity (part-1 §3) as data. The buttons' `click` of the spec is the
 * answer reported through `resolveRequests`, so only their names are here.
 */
export interface DialogFields {
  title?: string;
  text?: string;
  /** A second, smaller paragraph under the text (spec text2). */
  text2?: string;
  image?: { src: string; alt: string };
  /** The positive button's name (default '확인'). */
  positive?: string;
  /** The negative button's name (default '취소'); an alert shows it only when named. */
  negative?: string;
  /** Which side the negative button sits on (spec negative.direction); default start. */
  negativeSide?: "start" | "end";
  /** The narrow card (spec smBox). */
  small?: boolean;
  /** Fixed height of the dialog body in CSS pixels; longer content scrolls (spec height). */
  height?: number;
  /** The caller's own markup in place of the texts (spec isCustom); the machine only carries it. */
  content?: unknown;
  /** Already on screen, drawn by the page's HTML (the home's popup): shown with no entrance. */
  entered?: boolean;
}

/** One dialog on screen or waiting. Requests for a system dialog that is already queued join it. */
export interface DialogEntry {
  /** The requests this dialog answers, oldest first; the first is its key. */
  ids: readonly string[];
  kind: DialogKind;
  fields: DialogFields;
}

export interface DialogContext {
  current: DialogEntry | null;
  /** First in, first shown. */
  waiting: readonly DialogEntry[];
}

export type DialogEvent =
  | { type: "dialog.open"; id: string; kind: DialogKind; fields?: DialogFields }
  | { type: "dialog.answer"; id: string; answer: "positive" | "negative" }
  | { type: "dialog.dismiss"; id: string };

type OpenEvent = Extract<DialogEvent, { type: "dialog.open" }>;

/** What `resolveRequests` reports when a dialog closes: the requests it answers and how. */
export interface DialogResolution {
  ids: readonly string[];
  answer: DialogAnswer;
}

const SYSTEM_KINDS: ReadonlySet<DialogKind> = new Set(["inspection", "error"]);

const entries = (context: DialogContext): DialogEntry[] => (context.current ? [context.current, ...context.waiting] : [...context.waiting]);

const isKnown = (context: DialogContext, id: string) => entries(context).some((e) => e.ids.includes(id));

// Ten failed calls in a row must not stack ten identical "error has occurred" dialogs.
const sameSystemDialog = (context: DialogContext, kind: DialogKind) => (SYSTEM_KINDS.has(kind) ? entries(context).find((e) => e.kind === kind) : undefined);

const join = (entry: DialogEntry, id: string): DialogEntry => ({ ...entry, ids: [...entry.ids, id] });

// Only reached behind the isCurrent guard, so a dialog is on screen.
const resolution = (context: DialogContext, answer: DialogAnswer): DialogResolution => ({ ids: context.current?.ids ?? [], answer });

const entryOf = (event: OpenEvent): DialogEntry => ({ ids: [event.id], kind: event.kind, fields: event.fields ?? {} });

/**
 * Confirm, alert and system dialogs, one at a time (spec part-1 §2 Confirm dialogs, §8).
 *
 * The spec's "second confirm dialog" is the one raised while a first is still open, either from
 * elsewhere or from the first one's button (a follow-up). The original kept a second slot so the
 * second did not overwrite the first; two stacked modals would fight over focus, so here it waits
 * in the queue and shows once the first closes. A follow-up asked for after the first's answer
 * resolves joins the queue like any request, and since the queue is almost always empty it shows
 * next; no priority rule is worth the surprise of a dialog jumping the line.
 */
export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
  },
  actions: {
    // The service resolves each request's promise here; the machine itself only reports.
    resolveRequests: (_args, _params: DialogResolution) => {},
    enqueue: assign({
      waiting: ({ context }, params: OpenEvent) => [...context.waiting, entryOf(params)],
    }),
    joinSystemDialog: assign(({ context }, params: OpenEvent) => {
      const target = sameSystemDialog(context, params.kind);
      return {
        current: context.current && context.current === target ? join(context.current, params.id) : context.current,
        waiting: context.waiting.map((e) => (e === target ? join(e, params.id) : e)),
      };
    }),
    showNext: assign(({ context }) => ({ current: context.waiting[0] ?? null, waiting: context.waiting.slice(1) })),
    closeCurrent: assign({ current: null }),
  },
  guards: {
    isNewRequest: ({ context }, params: { id: string }) => !isKnown(context, params.id),
    isRepeatedSystemDialog: ({ context }, params: { id: string; kind: DialogKind }) =>
      !isKnown(context, params.id) && sameSystemDialog(context, params.kind) !== undefined,
    isCurrent: ({ context }, params: { id: string }) => context.current?.ids.includes(params.id) ?? false,
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
}).createMachine({
  id: "dialog",
  context: { current: null, waiting: [] },
  initial: "idle",
  states: {
    idle: {
      on: {
        "dialog.open": { actions: { type: "enqueue", params: ({ event }) => event }, target: "next" },
      },
    },
    next: {
      always: [{ guard: "hasWaiting", actions: "showNext", target: "showing" }, { target: "idle" }],
    },
    showing: {
      on: {
        "dialog.open": [
          { guard: { type: "isRepeatedSystemDialog", params: ({ event }) => event }, actions: { type: "joinSystemDialog", params: ({ event }) => event } },
          // The same id sent twice (a retried request) is not shown twice.
          { guard: { type: "isNewRequest", params: ({ event }) => event }, actions: { type: "enqueue", params: ({ event }) => event } },
        ],
        "dialog.answer": {
          guard: { type: "isCurrent", params: ({ event }) => event },
          actions: [{ type: "resolveRequests", params: ({ context, event }) => resolution(context, event.answer) }, "closeCurrent"],
          target: "next",
        },
        "dialog.dismiss": {
          guard: { type: "isCurrent", params: ({ event }) => event },
          actions: [{ type: "resolveRequests", params: ({ context }) => resolution(context, "dismissed") }, "closeCurrent"],
          target: "next",
        },
      },
    },
  },
});
