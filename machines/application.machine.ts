import { assign, fromPromise, setup } from "xstate";

// A program or rental application (F39, F43; spec part-2 §3 application fields, §7 joinProgram.do
// and rnt/joinRnt.do): the form is filled and checked by the screen, then sent once, however often
// it is tapped; the answer is the confirmation, or the server's refusal said at the field or as an
// alert. The machine never touches the network: the screen provides the call
// (screens/programs/apply-actors.ts).

/** Who applies, as the form checked it (the member's own name and mobile number by default). */
export interface ApplicantDraft {
  name: string;
  telNum1: string;
  telNum2: string;
  telNum3: string;
  /** The party size, at most the program's maxJoinNum or the space's capacity. */
  joinNum: number;
  cmnt?: string | undefined;
}

/** What is applied for: program rounds ("<id>" or "<id>_<round>") by kind, or one rental. */
export type ApplyTarget = { kind: "programs"; skpSeqs: readonly string[]; slpSeqs: readonly string[] } | { kind: "rental"; rntSeq: string };

export interface ApplyDraft extends ApplicantDraft {
  target: ApplyTarget;
}

/** One application the server holds (a program round, or the rental), for the confirmation. */
export interface Applied {
  title: string;
  /** YYYY-MM-DD, where the answer names the day (programs). */
  date: string | null;
  /** HHmm of the round (programs). */
  rndHm: string | null;
  roundNo: number | null;
  joinNum: number;
}

/**
 * Why the server said no, in the screen's words: the window not open yet, fully booked (closed
 * early), ended (409); more people than allowed (400 on joinNum); another field refused (400); no
 * such rental (404); the session is gone (401).
 */
export type ApplyRefusal = "notOpen" | "fullyBooked" | "ended" | "tooMany" | "invalid" | "notFound" | "loginRequired";

/** What the screen says after a send: a refusal, or a call that failed (no answer, a 5xx). */
export type ApplyProblem = ApplyRefusal | "failed";

export type SendAnswer = { kind: "applied"; applied: readonly Applied[] } | { kind: "refused"; reason: ApplyRefusal };

export interface ApplicationContext {
  /** The application being sent (only while it is). */
  draft: ApplyDraft | null;
  /** What the server holds after a successful send. */
  applied: readonly Applied[] | null;
  problem: ApplyProblem | null;
}

export type ApplicationEvent =
  | { type: "apply.submit"; draft: ApplyDraft }
  /** The form changed after a refusal: its words go. */
  | { type: "apply.edit" };

const refused = ({ event }: { event: { output: SendAnswer } }) => event.output.kind === "refused";

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
  },
  actors: {
    sendApplication: fromPromise<SendAnswer, { draft: ApplyDraft }>(async () => {
      throw new Error("sendApplication not provided");
    }),
  },
}).createMachine({
  id: "application",
  context: { draft: null, applied: null, problem: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "apply.submit": {
          target: "sending",
          actions: assign(({ event }) => ({ draft: event.draft, problem: null })),
        },
        "apply.edit": { actions: assign({ problem: null }) },
      },
    },
    // One send at a time: a second tap finds no submit to take.
    sending: {
      tags: ["busy"],
      invoke: {
        src: "sendApplication",
        input: ({ context }) => ({ draft: context.draft as ApplyDraft }),
        onDone: [
          {
            guard: refused,
            target: "editing",
            actions: assign(({ event }) => ({ draft: null, problem: event.output.kind === "refused" ? event.output.reason : ("failed" as const) })),
          },
          {
            target: "applied",
            actions: assign(({ event }) => ({ draft: null, applied: event.output.kind === "applied" ? event.output.applied : [] })),
          },
        ],
        onError: { target: "editing", actions: assign({ draft: null, problem: "failed" }) },
      },
    },
    // Applied: the screen confirms it and leaves (to the program list, or back to the rentals).
    applied: {},
  },
});
