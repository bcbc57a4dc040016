import { z } from "zod";
import { yn } from "./common.ts";

// Shapes of the customer service calls: FAQ, inquiries (QnA), investor pages (spec part-2 §3, §5, §7).

export const lan = z.enum(["ko", "en"]).default("ko").describe("language of labels in the answer");

/** Empty form values count as absent (spec part-1 §5: an empty string is empty). */
export const optional = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), t.optional());

export const dttmText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "must be YYYY-MM-DD HH:mm").describe("Korea time");

/** FAQ categories: 0 is "all" (spec: all, parking/transport, facility info, membership join). */
export const faqCategorySchema = z.object({
  cateSeq: z.number().int().min(0).describe("0: every category"),
  cateNmKo: z.string(),
  cateNmEn: z.string(),
});

export const faqItemSchema = z.object({
  faqSeq: z.number().int(),
  cateSeq: z.number().int().min(1),
  cateNmKo: z.string(),
  faqTitlKo: z.string(),
  faqContKo: z.string().describe("answer, HTML"),
});

export const qnaStatuses = ["CHECKING", "CONFIRMED", "ANSWERED"] as const;
export const qnaStat = z.enum(qnaStatuses).describe("CHECKING: Checking (확인중); CONFIRMED: Confirmation completed (확인완료); ANSWERED: Answer complete (답변완료)");

/** Status labels by language (spec part-2 §3 "Inquiry status labels"). */
export const QNA_STATUS_LABELS = {
  en: { CHECKING: "Checking", CONFIRMED: "Confirmation completed", ANSWERED: "Answer complete" },
  ko: { CHECKING: "확인중", CONFIRMED: "확인완료", ANSWERED: "답변완료" },
} as const;

export const qnaSummarySchema = z.object({
  qnaSeq: z.number().int(),
  qnaGrpSeq: z.number().int(),
  cateHighCd: z.string(),
  cateHighNm: z.string(),
  qutnTitl: z.string(),
  regDttm: dttmText,
  qnaStat,
  qnaStatNm: z.string().describe("the status label in lan"),
  addCnt: z.number().int().min(0).describe("additional inquiries in the thread"),
  delYn: yn.describe("Y: removed for unsound or advertising content (title replaced, cannot be modified)"),
});

export const qnaEntrySchema = z.object({
  qnaSeq: z.number().int(),
  upQnaSeq: z.number().int().nullable().describe("the post this one adds to; null for the first post"),
  qutnCont: z.string(),
  regDttm: dttmText,
  qnaStat,
  qnaStatNm: z.string(),
  ansCont: z.string().nullable().describe("answer text; null until answered"),
  ansDttm: dttmText.nullable(),
});

export const qnaDetailSchema = qnaEntrySchema.extend({
  qnaGrpSeq: z.number().int(),
  cateHighCd: z.string(),
  cateHighNm: z.string(),
  cateLowCd: z.string().nullable(),
  cateLowNm: z.string().nullable(),
  storeNm: z.string().nullable(),
  replyMean: z.enum(["EMAIL", "SMS"]),
  custNm: z.string(),
  qutnTitl: z.string(),
  memberYn: yn.describe("Y: written by a logged-in member"),
  addList: z.array(qnaEntrySchema).describe("additional inquiries, oldest first"),
});

export const investorItemSchema = z.object({
  ivsSeq: z.number().int(),
  ivsType: z.enum(["notice", "reports"]),
  titl: z.string(),
  cont: z.string().describe("HTML"),
  regDt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fileNm: z.string().nullable(),
  fileUrl: z.string().nullable(),
});

/** Non-member credentials (spec part-2 §5: a non-member lookup needs e-mail and password). */
export const guestCredentials = {
  custEmail: optional(z.string().trim().toLowerCase().email("must be an e-mail address").max(100)),
  qutnPw: optional(z.string().min(4, "at least 4 characters").max(20)),
};
