import * as z from "zod/mini";
import { PLAIN_TEXT, yn } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

// Shapes of the customer service calls: FAQ, inquiries (QnA), investor pages (spec part-2 §3, §5, §7).

export const lan = lazySchema(() => z._default(z.enum(["ko", "en"]), "ko").check(z.describe("language of labels in the answer")));

/**
 * Empty form values count as absent (spec part-1 §5: an empty string is empty). Typed as an
 * optional field, so a caller may leave the key out (the pipe accepts a missing key as it is).
 */
export const optional = <T extends z.ZodMiniType>(t: T) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === "" || v === null ? undefined : v)),
    z.optional(t) as z.ZodMiniType<z.output<T> | undefined, unknown>,
  ) as unknown as z.ZodMiniOptional<z.ZodMiniType<z.output<T>, unknown>>;

export const dttmText = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "must be YYYY-MM-DD HH:mm"), z.describe("Korea time")));

/** FAQ categories: 0 is "all" (spec: all, parking/transport, facility info, membership join). */
export const faqCategorySchema = lazySchema(() =>
  z.object({
    cateSeq: z.number().check(z.int(), z.gte(0), z.describe("0: every category")),
    cateNmKo: z.string(),
    cateNmEn: z.string(),
  }),
);

export const faqItemSchema = lazySchema(() =>
  z.object({
    faqSeq: z.number().check(z.int()),
    cateSeq: z.number().check(z.int(), z.gte(1)),
    cateNmKo: z.string(),
    faqTitlKo: z.string(),
    faqContKo: z.string().check(z.describe("answer, HTML")),
  }),
);

export const qnaStatuses = ["CHECKING", "CONFIRMED", "ANSWERED"] as const;
export const qnaStat = lazySchema(() =>
  z.enum(qnaStatuses).check(z.describe("CHECKING: Checking (확인중); CONFIRMED: Confirmation completed (확인완료); ANSWERED: Answer complete (답변완료)")),
);

/** Status labels by language (spec part-2 §3 "Inquiry status labels"). */
export const QNA_STATUS_LABELS = {
  en: { CHECKING: "Checking", CONFIRMED: "Confirmation completed", ANSWERED: "Answer complete" },
  ko: { CHECKING: "확인중", CONFIRMED: "확인완료", ANSWERED: "답변완료" },
} as const;

export const qnaSummarySchema = lazySchema(() =>
  z.object({
    qnaSeq: z.number().check(z.int()),
    qnaGrpSeq: z.number().check(z.int()),
    cateHighCd: z.string(),
    cateHighNm: z.string(),
    qutnTitl: z.string().check(z.describe(`as written (the placeholder title once removed: delYn Y); ${PLAIN_TEXT}`)),
    regDttm: dttmText,
    qnaStat,
    qnaStatNm: z.string().check(z.describe("the status label in lan")),
    addCnt: z.number().check(z.int(), z.gte(0), z.describe("additional inquiries in the thread")),
    delYn: yn.check(z.describe("Y: removed for unsound or advertising content (title replaced, cannot be modified)")),
  }),
);

export const qnaEntrySchema = lazySchema(() =>
  z.object({
    qnaSeq: z.number().check(z.int()),
    upQnaSeq: z.nullable(z.number().check(z.int())).check(z.describe("the post this one adds to; null for the first post")),
    qutnCont: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    regDttm: dttmText,
    qnaStat,
    qnaStatNm: z.string(),
    ansCont: z.nullable(z.string()).check(z.describe("answer text; null until answered")),
    ansDttm: z.nullable(dttmText),
  }),
);

export const qnaDetailSchema = lazySchema(() =>
  z.extend(qnaEntrySchema, {
    qnaGrpSeq: z.number().check(z.int()),
    cateHighCd: z.string(),
    cateHighNm: z.string(),
    cateLowCd: z.nullable(z.string()),
    cateLowNm: z.nullable(z.string()),
    storeNm: z.nullable(z.string()).check(z.describe(`as written; ${PLAIN_TEXT}`)),
    replyMean: z.enum(["EMAIL", "SMS"]),
    custNm: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    qutnTitl: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    memberYn: yn.check(z.describe("Y: written by a logged-in member")),
    addList: z.array(qnaEntrySchema).check(z.describe("additional inquiries, oldest first")),
  }),
);

export const investorItemSchema = lazySchema(() =>
  z.object({
    ivsSeq: z.number().check(z.int()),
    ivsType: z.enum(["notice", "reports"]),
    titl: z.string(),
    cont: z.string().check(z.describe("HTML")),
    regDt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    fileNm: z.nullable(z.string()),
    fileUrl: z.nullable(z.string()),
  }),
);

/** Non-member credentials (spec part-2 §5: a non-member lookup needs e-mail and password). */
export const guestCredentials = lazySchema(() => ({
  custEmail: optional(z.string().check(z.trim(), z.toLowerCase(), z.email("must be an e-mail address"), z.maxLength(100))),
  qutnPw: optional(z.string().check(z.minLength(4, "at least 4 characters"), z.maxLength(20))),
}));
