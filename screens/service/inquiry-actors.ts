import { fromPromise } from "xstate";
import type {
  AddAnswer,
  InquiryCategory,
  InquiryContext,
  InquiryDraft,
  InquiryForm,
  LookupAnswer,
  Refused,
  SaveAnswer,
  ThreadAnswer,
} from "../../machines/inquiry.machine.ts";
import { serviceEndpoints } from "../../schemas/api/service.ts";
import type { ApiClient } from "../../engine/api/client.ts";
import { isApiError } from "../../engine/api/errors.ts";
import type { QueryCache } from "../../engine/data/query-cache.ts";
import { inquiryCredentials, type InquiryCredentials } from "./inquiry-credentials.ts";

// The inquiry machine's calls (machines/inquiry.machine.ts) over the API client. The answers the
// screen explains become refusals; anything else (no answer, a 5xx, an answer that does not
// decode) fails the step. A visitor's password comes here from the form's submit or from memory,
// and never goes into the machine.

export interface InquiryActorDeps {
  api: ApiClient;
  cache: QueryCache;
  mall: string;
  lan: "ko" | "en";
  member: boolean;
}

const ep = serviceEndpoints;
/** The member's list shows what was just written. */
const WRITES_CHANGE = [ep.myQna.id];

/** How an error answer reads to the machine, or null (the step failed). `sent`: credentials went with the call. */
export function refusalOf(error: unknown, who: { member: boolean; sent: boolean }): Refused | null {
  if (!isApiError(error) || error.info.kind !== "http") return null;
  const { status, message, retryAfterSec } = error.info;
  switch (status) {
    case 400:
      return { kind: "refused", reason: "invalid" };
    case 401:
      // The server's one 401 that credentials cannot fix: a member's thread without the session.
      if (who.member || message === "login required") return { kind: "refused", reason: "loginRequired" };
      return { kind: "refused", reason: who.sent ? "wrongCredentials" : "needCredentials" };
    case 403:
      return { kind: "refused", reason: "notYours" };
    case 404:
      return { kind: "refused", reason: "notFound" };
    case 409:
      return { kind: "refused", reason: "answered" };
    case 410:
      return { kind: "refused", reason: "deleted" };
    case 429:
      return { kind: "refused", reason: "throttled", ...(retryAfterSec === undefined ? {} : { waitSec: retryAfterSec }) };
    default:
      return null;
  }
}

/**
 * The inquiry machine's actors for one mall, language and caller, and where the write form hands
 * over a visitor's new password as it submits (used by that save, then dropped).
 */
export function inquiryActors({ api, cache, mall, lan, member }: InquiryActorDeps) {
  const params = { mall };
  let password = "";
  /** A visitor's credentials in memory; a member sends none (the session says who). */
  const kept = (): InquiryCredentials | null => (member ? null : inquiryCredentials.get(mall));
  async function orRefused<T>(sent: boolean, run: () => Promise<T>): Promise<T | Refused> {
    try {
      return await run();
    } catch (error) {
      const refused = refusalOf(error, { member, sent });
      if (refused === null) throw error;
      // Credentials the server refused are forgotten at once: nothing wrong stays in memory.
      if (refused.reason === "wrongCredentials") inquiryCredentials.forget(mall);
      return refused;
    }
  }

  const loadForm = fromPromise<{ form: InquiryForm; category: InquiryCategory | null }, { cateHighCd: string | null }>(async ({ input, signal }) => {
    const [form, category] = await Promise.all([
      api.call(ep.cs, { params, input: { lan } }, { signal }),
      input.cateHighCd === null ? null : api.call(ep.searchCategoryCsInfo, { params, input: { cateHighCd: input.cateHighCd, lan } }, { signal }),
    ]);
    return {
      form: { cateHighList: form.cateHighList, replyMeanList: form.replyMeanList, csInfo: form.csInfo },
      category:
        category && input.cateHighCd !== null
          ? { cateHighCd: input.cateHighCd, cateLowList: category.cateLowList, storeYn: category.storeYn, guide: category.guide }
          : null,
    };
  });

  const loadCategory = fromPromise<InquiryCategory, { cateHighCd: string }>(async ({ input, signal }) => {
    const c = await api.call(ep.searchCategoryCsInfo, { params, input: { cateHighCd: input.cateHighCd, lan } }, { signal });
    return { cateHighCd: input.cateHighCd, cateLowList: c.cateLowList, storeYn: c.storeYn, guide: c.guide };
  });

  const saveInquiry = fromPromise<SaveAnswer, { draft: InquiryDraft; edit: InquiryContext["edit"] }>(async ({ input, signal }) => {
    const { draft, edit } = input;
    // A visitor's new inquiry sets its password; an edit proves it with the ones in memory.
    const creds = member ? null : edit ? kept() : { custEmail: draft.custEmail ?? "", qutnPw: password };
    password = "";
    if (!member && creds === null) return { kind: "refused", reason: "needCredentials" };
    return orRefused(edit !== null, async () => {
      const saved = await api.call(
        ep.qnaSave,
        {
          params,
          input: {
            lan,
            ...draft,
            ...(creds ? { custEmail: creds.custEmail, qutnPw: creds.qutnPw } : {}),
            ...(edit ? { upQnaSeq: edit.qnaSeq, qnaGrpSeq: edit.qnaGrpSeq } : {}),
          },
        },
        { signal, fresh: true },
      );
      cache.invalidate(WRITES_CHANGE);
      if (creds && !edit) inquiryCredentials.keep(mall, creds);
      return { kind: "saved" as const, qnaSeq: saved.qnaSeq };
    });
  });

  const lookUp = fromPromise<LookupAnswer>(async ({ signal }) => {
    const creds = inquiryCredentials.get(mall);
    if (creds === null) return { kind: "refused", reason: "needCredentials" };
    return orRefused(true, async () => {
      const found = await api.call(ep.nonMemberQnaList, { params, input: { ...creds, lan } }, { signal, fresh: true });
      return { kind: "found" as const, rows: found.qnaList };
    });
  });

  const loadThread = fromPromise<ThreadAnswer, { qnaSeq: number }>(async ({ input, signal }) => {
    const creds = kept();
    if (!member && creds === null) return { kind: "refused", reason: "needCredentials" };
    return orRefused(creds !== null, async () => {
      const answer = await api.call(ep.csQna, { params, input: { qnaSeq: input.qnaSeq, lan, ...creds } }, { signal, fresh: true });
      return { kind: "thread" as const, thread: answer.qna };
    });
  });

  const addInquiry = fromPromise<AddAnswer, { qnaGrpSeq: number; content: string }>(async ({ input, signal }) => {
    const creds = kept();
    if (!member && creds === null) return { kind: "refused", reason: "needCredentials" };
    return orRefused(creds !== null, async () => {
      await api.call(ep.addInquiry, { params, input: { qnaGrpSeq: input.qnaGrpSeq, qutnCont: input.content, lan, ...creds } }, { signal, fresh: true });
      cache.invalidate(WRITES_CHANGE);
      return { kind: "added" as const };
    });
  });

  return {
    actors: { loadForm, loadCategory, saveInquiry, lookUp, loadThread, addInquiry },
    handOverPassword(value: string) {
      password = value;
    },
  };
}
