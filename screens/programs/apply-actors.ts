import { fromPromise } from "xstate";
import type { Applied, ApplyDraft, ApplyRefusal, SendAnswer } from "../../machines/application.machine.ts";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import type { ApiClient } from "../../engine/api/client.ts";
import { isApiError } from "../../engine/api/errors.ts";

// The application machine's send (machines/application.machine.ts) over the API client: a program
// application (joinProgram.do) or a rental one (rnt/joinRnt.do). The answers the screen explains
// become refusals; anything else (no answer, a 5xx, an answer that does not decode) fails the send.

/**
 * How an error answer reads to the form, or null (the send failed). The 409s share one status, so
 * their message (the reference server's wording, docs/decisions/0034) tells them apart: not open yet,
 * fully booked, anything else has ended.
 */
export function applyRefusalOf(error: unknown): ApplyRefusal | null {
  if (!isApiError(error) || error.info.kind !== "http") return null;
  const { status, message, fieldErrors } = error.info;
  switch (status) {
    case 400:
      return fieldErrors.some((f) => f.field === "joinNum") ? "tooMany" : "invalid";
    case 401:
      return "loginRequired";
    case 404:
      return "notFound";
    case 409:
      if (message !== null && /not started/i.test(message)) return "notOpen";
      if (message !== null && /fully booked/i.test(message)) return "fullyBooked";
      return "ended";
    default:
      return null;
  }
}

/** The application machine's actors for one mall. */
export function applyActors({ api, mall }: { api: ApiClient; mall: string }) {
  const params = { mall };
  const sendApplication = fromPromise<SendAnswer, { draft: ApplyDraft }>(async ({ input, signal }) => {
    const { target, ...person } = input.draft;
    try {
      if (target.kind === "rental") {
        const { join } = await api.call(clubRentalEndpoints.joinRental, { params, input: { ...person, rntSeq: target.rntSeq } }, { signal });
        const applied: Applied = { title: join.rntTitl, date: null, rndHm: null, roundNo: null, joinNum: join.joinNum };
        return { kind: "applied", applied: [applied] };
      }
      const seqs = {
        ...(target.skpSeqs.length > 0 ? { skpSeqs: [...target.skpSeqs] } : {}),
        ...(target.slpSeqs.length > 0 ? { slpSeqs: [...target.slpSeqs] } : {}),
      };
      const { joinList } = await api.call(kidsEndpoints.joinProgram, { params, input: { ...person, ...seqs } }, { signal });
      return {
        kind: "applied",
        applied: joinList.map((j) => ({ title: j.progTitl, date: j.progDt, rndHm: j.rndHm, roundNo: j.progRndNo, joinNum: j.joinNum })),
      };
    } catch (error) {
      const reason = applyRefusalOf(error);
      if (reason === null) throw error;
      return { kind: "refused", reason };
    }
  });
  return { sendApplication };
}
