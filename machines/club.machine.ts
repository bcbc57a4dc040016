import { assign, emit, fromPromise, setup } from "xstate";
import { CLUB_IMAGE_MAX_BYTES, CLUB_IMAGE_TYPES } from "../schemas/api/programs-club-rental.ts";

/** The club as checkStatus.do tells it. */
export interface ClubInfo {
  clubCd: string;
  name: string;
  description: string;
  recruiting: boolean;
  /** The member has applied (always false for a visitor). */
  applied: boolean;
}

/** The member's application as confirmStatus.do and goApply.do answer it. */
export interface ClubApplication {
  status: "WAIT" | "CONFIRM" | "REJECT";
  company: string;
  address: string;
  imageName: string;
  /** YYYY-MM-DD HH:mm:ss in Seoul. */
  appliedAt: string;
}

/** The chosen staff-card image: what the machine checks of it (a browser File is one). */
export interface ClubImage {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** What the form submits. */
export interface ClubForm {
  company: string;
  address: string;
  image: ClubImage | null;
}

export type ClubFormIssue = "companyRequired" | "addressRequired" | "imageRequired" | "imageType" | "imageSize";

export type UploadAnswer = { kind: "uploaded"; url: string; name: string } | { kind: "refused"; message: string };
export type ApplyAnswer = { kind: "applied"; application: ClubApplication } | { kind: "closed" } | { kind: "refused"; message: string };

/** Why the last submission did not go through: the server's words, or a failed call (no answer, 5xx). */
export type ClubNotice = { kind: "imageRefused"; message: string } | { kind: "refused"; message: string } | { kind: "failed"; step: "upload" | "apply" };

export interface ClubInput {
  clubCd: string;
  member: boolean;
}

export interface ClubContext extends ClubInput {
  club: ClubInfo | null;
  application: ClubApplication | null;
  draft: ClubForm | null;
  issues: readonly ClubFormIssue[];
  /** The image uploaded for this form: submitting again with the same image applies without a new upload. */
  uploaded: { image: ClubImage; url: string; name: string } | null;
  notice: ClubNotice | null;
}

/** What the flow asks of the page: the kit's login prompt (its yes goes to the login page with a return here). */
export type ClubEmitted = { type: "club.loginAsked" };

export type ClubEvent = { type: "club.retry" } | { type: "club.login" } | { type: "club.submit"; form: ClubForm };

/** What is wrong with a chosen image: PNG or JPEG of at most 1 MiB (the server's rule, checked before the upload). */
export function imageIssue(image: ClubImage | null): ClubFormIssue | null {
  if (image === null) return "imageRequired";
  if (!(CLUB_IMAGE_TYPES as readonly string[]).includes(image.type)) return "imageType";
  if (image.size <= 0 || image.size > CLUB_IMAGE_MAX_BYTES) return "imageSize";
  return null;
}

/** Every issue of a form, in the form's order. */
export function formIssues(form: ClubForm): ClubFormIssue[] {
  const out: ClubFormIssue[] = [];
  if (form.company.trim() === "") out.push("companyRequired");
  if (form.address.trim() === "") out.push("addressRequired");
  const image = imageIssue(form.image);
  if (image) out.push(image);
  return out;
}

/**
 * A club's page (F35; decision 12): the club is checked first (public); a visitor is asked to log
 * in (the prompt's yes leaves for the login page, which comes back here); a member who applied sees
 * the application's status; otherwise a club that does not recruit says so, and one that does shows
 * the form: company name, address and the staff-card image, checked here before anything is sent,
 * then uploaded, then applied with, and the status follows. A second tap while a step runs is not
 * taken; after a refusal or a failure the form stays as filled, and the same image is not uploaded
 * again. The calls are provided where the machine is mounted; the page answers the login question
 * it emits (club.loginAsked) with the kit's prompt.
 */
export const clubMachine = setup({
  types: {
    context: {} as ClubContext,
    input: {} as ClubInput,
    events: {} as ClubEvent,
    emitted: {} as ClubEmitted,
  },
  // Stubs: the screen provides the calls.
  actors: {
    loadClub: fromPromise<ClubInfo | null, { clubCd: string }>(async () => {
      throw new Error("loadClub not provided");
    }),
    loadApplication: fromPromise<ClubApplication | null, { clubCd: string }>(async () => {
      throw new Error("loadApplication not provided");
    }),
    uploadImage: fromPromise<UploadAnswer, { image: ClubImage }>(async () => {
      throw new Error("uploadImage not provided");
    }),
    applyToClub: fromPromise<ApplyAnswer, { clubCd: string; company: string; address: string; url: string; imageName: string }>(async () => {
      throw new Error("applyToClub not provided");
    }),
  },
  actions: {
    // The page shows the kit's login prompt when asked.
    askToLogIn: emit({ type: "club.loginAsked" } as const),
    takeClub: assign((_, club: ClubInfo | null) => ({ club })),
    takeApplication: assign((_, application: ClubApplication | null) => ({ application })),
    takeDraft: assign((_, form: ClubForm) => ({ draft: form, issues: formIssues(form), notice: null })),
    takeUpload: assign(({ context }, answer: { url: string; name: string }) => ({
      uploaded: context.draft?.image ? { image: context.draft.image, url: answer.url, name: answer.name } : null,
    })),
    sayNotice: assign((_, notice: ClubNotice) => ({ notice })),
  },
  guards: {
    isVisitor: ({ context }) => !context.member,
    unknownClub: ({ context }) => context.club === null,
    hasApplied: ({ context }) => context.club?.applied === true,
    recruiting: ({ context }) => context.club?.recruiting === true,
    formHasIssues: (_, form: ClubForm) => formIssues(form).length > 0,
    imageUploaded: ({ context }, form: ClubForm) => context.uploaded !== null && context.uploaded.image === form.image,
    isApplication: (_, application: ClubApplication | null) => application !== null,
    uploadRefused: (_, answer: UploadAnswer) => answer.kind === "refused",
    applied: (_, answer: ApplyAnswer) => answer.kind === "applied",
    applyClosed: (_, answer: ApplyAnswer) => answer.kind === "closed",
  },
}).createMachine({
  id: "club",
  context: ({ input }) => ({ ...input, club: null, application: null, draft: null, issues: [], uploaded: null, notice: null }),
  initial: "checking",
  states: {
    checking: {
      tags: ["loading"],
      invoke: {
        src: "loadClub",
        input: ({ context }) => ({ clubCd: context.clubCd }),
        onDone: { target: "checked", actions: { type: "takeClub", params: ({ event }) => event.output } },
        onError: "failed",
      },
    },
    checked: {
      always: [
        { guard: "unknownClub", target: "unknown" },
        { guard: "isVisitor", target: "visitor" },
        { guard: "hasApplied", target: "loadingStatus" },
        { guard: "recruiting", target: "form" },
        { target: "closed" },
      ],
    },
    visitor: {
      entry: "askToLogIn",
      on: { "club.login": { actions: "askToLogIn" } },
    },
    loadingStatus: {
      tags: ["loading"],
      invoke: {
        src: "loadApplication",
        input: ({ context }) => ({ clubCd: context.clubCd }),
        onDone: [
          {
            guard: { type: "isApplication", params: ({ event }) => event.output },
            target: "status",
            actions: { type: "takeApplication", params: ({ event }) => event.output },
          },
          // Said applied, then found nothing (withdrawn meanwhile): as if never applied.
          { guard: "recruiting", target: "form" },
          { target: "closed" },
        ],
        onError: "failed",
      },
    },
    form: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "club.submit": [
              { guard: { type: "formHasIssues", params: ({ event }) => event.form }, actions: { type: "takeDraft", params: ({ event }) => event.form } },
              {
                guard: { type: "imageUploaded", params: ({ event }) => event.form },
                target: "applying",
                actions: { type: "takeDraft", params: ({ event }) => event.form },
              },
              { target: "uploading", actions: { type: "takeDraft", params: ({ event }) => event.form } },
            ],
          },
        },
        uploading: {
          tags: ["busy"],
          invoke: {
            src: "uploadImage",
            // Only reached with an image (formHasIssues refuses a form without one).
            input: ({ context }) => ({ image: context.draft?.image as ClubImage }),
            onDone: [
              {
                guard: { type: "uploadRefused", params: ({ event }) => event.output },
                target: "editing",
                actions: {
                  type: "sayNotice",
                  params: ({ event }) => ({ kind: "imageRefused", message: event.output.kind === "refused" ? event.output.message : "" }) as const,
                },
              },
              {
                target: "applying",
                actions: { type: "takeUpload", params: ({ event }) => (event.output.kind === "uploaded" ? event.output : { url: "", name: "" }) },
              },
            ],
            onError: { target: "editing", actions: { type: "sayNotice", params: { kind: "failed", step: "upload" } } },
          },
        },
        applying: {
          tags: ["busy"],
          invoke: {
            src: "applyToClub",
            input: ({ context }) => ({
              clubCd: context.clubCd,
              company: context.draft?.company.trim() ?? "",
              address: context.draft?.address.trim() ?? "",
              url: context.uploaded?.url ?? "",
              imageName: context.uploaded?.name ?? "",
            }),
            onDone: [
              {
                guard: { type: "applied", params: ({ event }) => event.output },
                target: "#club.status",
                actions: { type: "takeApplication", params: ({ event }) => (event.output.kind === "applied" ? event.output.application : null) },
              },
              { guard: { type: "applyClosed", params: ({ event }) => event.output }, target: "#club.closed" },
              {
                target: "editing",
                actions: {
                  type: "sayNotice",
                  params: ({ event }) => ({ kind: "refused", message: event.output.kind === "refused" ? event.output.message : "" }) as const,
                },
              },
            ],
            onError: { target: "editing", actions: { type: "sayNotice", params: { kind: "failed", step: "apply" } } },
          },
        },
      },
    },
    status: {},
    closed: {},
    unknown: {},
    failed: {
      on: { "club.retry": "checking" },
    },
  },
});
