import { fromPromise } from "xstate";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type {
  AddAnswer,
  InquiryCategory,
  InquiryContext,
  InquiryDraft,
  InquiryEvent,
  InquiryForm,
  InquiryInput,
  InquirySummary,
  InquiryThread,
  LookupAnswer,
  SaveAnswer,
  ThreadAnswer,
} from "./inquiry.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));
const answer = <T, I>(value: T) => fromPromise<T, I>(async () => value);

// What each call is given (the machine's invoke inputs).
type FormCall = { cateHighCd: string | null };
type CategoryCall = { cateHighCd: string };
type SaveCall = { draft: InquiryDraft; edit: InquiryContext["edit"] };
type ThreadCall = { qnaSeq: number };
type AddCall = { qnaGrpSeq: number; content: string };
type FormAnswer = { form: InquiryForm; category: InquiryCategory | null };

/** The write form's offer: two categories (stores ask for the store), both reply means, the centre. */
export const inquiryForm: InquiryForm = {
  cateHighList: [
    { cateHighCd: "10", cateHighNm: "매장 이용" },
    { cateHighCd: "90", cateHighNm: "기타" },
  ],
  replyMeanList: [
    { replyMean: "EMAIL", replyMeanNm: "이메일" },
    { replyMean: "SMS", replyMeanNm: "문자(SMS)" },
  ],
  csInfo: { telNo: "031-8072-8000", operHours: "10:00 ~ 22:00", guide: "평일 기준 3일 이내에 답변해 드립니다." },
};

export const storesCategory: InquiryCategory = {
  cateHighCd: "10",
  cateLowList: [{ cateLowCd: "1020", cateLowNm: "교환/환불" }],
  storeYn: "Y",
  guide: "이용하신 매장명과 방문 일시를 함께 적어 주시면 더 빠르게 확인해 드립니다.",
};

/** A visitor's draft: a refund at a store, the answer by e-mail. */
export const inquiryDraft = (over: Partial<InquiryDraft> = {}): InquiryDraft => ({
  cateHighCd: "10",
  cateLowCd: "1020",
  storeNm: "리빙 편집숍",
  replyMean: "EMAIL",
  custNm: "박방문",
  custEmail: "visitor@example.com",
  qutnTitl: "교환 가능 기간 문의",
  qutnCont: "선물로 받은 상품을 다른 색상으로 교환하고 싶습니다.",
  ...over,
});

export const inquiryRow = (over: Partial<InquirySummary> = {}): InquirySummary => ({
  qnaSeq: 7,
  qnaGrpSeq: 7,
  cateHighCd: "10",
  cateHighNm: "매장 이용",
  qutnTitl: "교환 가능 기간 문의",
  regDttm: "2026-11-20 14:05",
  qnaStat: "CHECKING",
  qnaStatNm: "확인중",
  addCnt: 0,
  delYn: "N",
  ...over,
});

/** Thread 7, as the visitor wrote it; `over` changes its status or adds to it. */
export const inquiryThread = (over: Partial<InquiryThread> = {}): InquiryThread => ({
  qnaSeq: 7,
  upQnaSeq: null,
  qutnCont: "선물로 받은 상품을 다른 색상으로 교환하고 싶습니다.",
  regDttm: "2026-11-20 14:05",
  qnaStat: "CHECKING",
  qnaStatNm: "확인중",
  ansCont: null,
  ansDttm: null,
  qnaGrpSeq: 7,
  cateHighCd: "10",
  cateHighNm: "매장 이용",
  cateLowCd: "1020",
  cateLowNm: "교환/환불",
  storeNm: "리빙 편집숍",
  replyMean: "EMAIL",
  custNm: "박방문",
  qutnTitl: "교환 가능 기간 문의",
  memberYn: "N",
  addList: [],
  ...over,
});

const answered = inquiryThread({
  qnaStat: "ANSWERED",
  qnaStatNm: "답변완료",
  ansCont: "영수증 없이도 14일 이내에 교환해 드립니다.",
  ansDttm: "2026-11-21 10:00",
});
const throttled = { kind: "refused", reason: "throttled", waitSec: 30 } as const;

/** Fake inquiry calls by outcome (flow lab, path walk, tests). */
export const inquiryMachineFakes = {
  loadForm: {
    loaded: answer<FormAnswer, FormCall>({ form: inquiryForm, category: null }),
    // An edit's form comes with the thread's category.
    withCategory: answer<FormAnswer, FormCall>({ form: inquiryForm, category: storesCategory }),
    noAnswer: fromPromise<FormAnswer, FormCall>(() => never()),
    error: fromPromise<FormAnswer, FormCall>(() => fail("loadForm")),
  },
  loadCategory: {
    stores: answer<InquiryCategory, CategoryCall>(storesCategory),
    noAnswer: fromPromise<InquiryCategory, CategoryCall>(() => never()),
    error: fromPromise<InquiryCategory, CategoryCall>(() => fail("loadCategory")),
  },
  saveInquiry: {
    saved: answer<SaveAnswer, SaveCall>({ kind: "saved", qnaSeq: 41 }),
    throttled: answer<SaveAnswer, SaveCall>(throttled),
    answered: answer<SaveAnswer, SaveCall>({ kind: "refused", reason: "answered" }),
    noAnswer: fromPromise<SaveAnswer, SaveCall>(() => never()),
    error: fromPromise<SaveAnswer, SaveCall>(() => fail("saveInquiry")),
  },
  lookUp: {
    found: fromPromise<LookupAnswer>(async () => ({
      kind: "found",
      rows: [inquiryRow(), inquiryRow({ qnaSeq: 3, qnaGrpSeq: 3, qnaStat: "ANSWERED", qnaStatNm: "답변완료" })],
    })),
    wrong: fromPromise<LookupAnswer>(async () => ({ kind: "refused", reason: "wrongCredentials" })),
    throttled: fromPromise<LookupAnswer>(async () => throttled),
    noAnswer: fromPromise<LookupAnswer>(() => never()),
    error: fromPromise<LookupAnswer>(() => fail("lookUp")),
  },
  loadThread: {
    checking: answer<ThreadAnswer, ThreadCall>({ kind: "thread", thread: inquiryThread() }),
    answered: answer<ThreadAnswer, ThreadCall>({ kind: "thread", thread: answered }),
    deleted: answer<ThreadAnswer, ThreadCall>({ kind: "refused", reason: "deleted" }),
    wrongCredentials: answer<ThreadAnswer, ThreadCall>({ kind: "refused", reason: "wrongCredentials" }),
    throttled: answer<ThreadAnswer, ThreadCall>(throttled),
    noAnswer: fromPromise<ThreadAnswer, ThreadCall>(() => never()),
    error: fromPromise<ThreadAnswer, ThreadCall>(() => fail("loadThread")),
  },
  addInquiry: {
    added: answer<AddAnswer, AddCall>({ kind: "added" }),
    answered: answer<AddAnswer, AddCall>({ kind: "refused", reason: "answered" }),
    throttled: answer<AddAnswer, AddCall>(throttled),
    noAnswer: fromPromise<AddAnswer, AddCall>(() => never()),
    error: fromPromise<AddAnswer, AddCall>(() => fail("addInquiry")),
  },
};

type Fakes = typeof inquiryMachineFakes;

/** One outcome per actor. */
export type InquiryFakeChoice = FakeChoice<Fakes>;

/** Everything answers: the form, the stores category, the save, the lookup, a thread being checked, the addition. */
export const defaultInquiryFakeChoice: InquiryFakeChoice = {
  loadForm: "loaded",
  loadCategory: "stores",
  saveInquiry: "saved",
  lookUp: "found",
  loadThread: "checking",
  addInquiry: "added",
};

/** The actors for `inquiryMachine.provide({ actors })` given some picks over the defaults. */
export function inquiryFakeActors(choice: Partial<InquiryFakeChoice> = {}) {
  return pickFakeActors(inquiryMachineFakes, { ...defaultInquiryFakeChoice, ...choice });
}

export const inquiryInput = (over: Partial<InquiryInput> = {}): InquiryInput => ({
  member: false,
  hasCredentials: false,
  view: "write",
  qnaSeq: null,
  ...over,
});

/** Outside events whose payload matters: a category, a draft, a thread and an additional inquiry. */
export const inquiryGraphEvents: readonly InquiryEvent[] = [
  { type: "inquiry.chooseCategory", cateHighCd: "10" },
  { type: "inquiry.chooseCategory", cateHighCd: "" },
  { type: "inquiry.submit", draft: inquiryDraft() },
  { type: "inquiry.open", qnaSeq: 7 },
  { type: "inquiry.add", content: "영수증 사진도 보내 드릴게요." },
];
