import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, PLAIN_TEXT } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import { faqCategorySchema, faqItemSchema, guestCredentials, investorItemSchema, lan, optional, qnaDetailSchema, qnaSummarySchema } from "./service-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Customer service calls (spec part-2 §7 "Content": FAQ, cs, inquiries, investor), under /api/:mall.

const path = (p: string) => `/api/:mall/service/${p}.do`;
const code = lazySchema(() => z.string().check(z.regex(/^[0-9A-Z]{2,10}$/, "must be a category code")));
const seq = lazySchema(() => z.coerce.number().check(z.int(), z.gte(1)));
const cellPart = (re: RegExp, msg: string) => optional(z.string().check(z.regex(re, msg)));

export const qnaSaveInput = lazySchema(() =>
  z
    .object({
      lan,
      custid: optional(z.string().check(z.maxLength(40))).check(z.describe("sent by the client when logged in; must be the session's")),
      cateHighCd: code,
      cateLowCd: optional(code),
      storeNm: optional(z.string().check(z.trim(), z.maxLength(50))).check(z.describe(`the store concerned; ${PLAIN_TEXT}`)),
      replyMean: z._default(z.enum(["EMAIL", "SMS"]), "EMAIL").check(z.describe("how the answer is announced")),
      custNm: z.string().check(z.trim(), z.minLength(1), z.maxLength(30), z.describe(`the writer's name; ${PLAIN_TEXT}`)),
      ...guestCredentials,
      qutnTitl: z.string().check(z.trim(), z.minLength(1, "enter a title"), z.maxLength(100), z.describe(`the title; ${PLAIN_TEXT}`)),
      qutnCont: z.string().check(z.trim(), z.minLength(1, "enter the inquiry"), z.maxLength(4000), z.describe(`the inquiry; ${PLAIN_TEXT}`)),
      custCelNum1: cellPart(/^01\d$/, "must be a mobile prefix (010)"),
      custCelNum2: cellPart(/^\d{3,4}$/, "must be 3 or 4 digits"),
      custCelNum3: cellPart(/^\d{4}$/, "must be 4 digits"),
      upQnaSeq: optional(seq).check(z.describe("edit: the inquiry to modify (only while it is being checked: 409 once confirmed or answered, 410 deleted)")),
      qnaGrpSeq: optional(seq).check(z.describe("with upQnaSeq: the thread it belongs to (checked)")),
    })
    .check(
      z.refine((o) => o.replyMean !== "SMS" || (o.custCelNum1 && o.custCelNum2 && o.custCelNum3), {
        message: "an SMS reply needs the mobile number",
        path: ["custCelNum1"],
      }),
      z.refine((o) => o.replyMean !== "EMAIL" || o.custEmail, { message: "an e-mail reply needs the e-mail address", path: ["custEmail"] }),
    ),
);

export const serviceEndpoints = {
  faq: endpoint({
    id: "service.faq",
    method: "POST",
    path: path("faq"),
    params: mallParams,
    input: () =>
      z.object({
        pageIndex,
        cateSeq: optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(999))).check(z.describe("absent or 0: every category")),
        searchKeyword: optional(z.string().check(z.trim(), z.maxLength(50))).check(z.describe("matches the question or the answer")),
      }),
    response: () =>
      z.object({ message: okMessage, codeList: z.array(faqCategorySchema), faqList: z.array(faqItemSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "faqList" },
    summary: "FAQ list (paged; category tabs and keyword search)",
  }),
  cs: endpoint({
    id: "service.cs",
    method: "GET",
    path: path("cs"),
    params: mallParams,
    input: () => z.object({ lan }),
    response: () =>
      z.object({
        message: okMessage,
        cateHighList: z.array(z.object({ cateHighCd: z.string(), cateHighNm: z.string() })),
        replyMeanList: z.array(z.object({ replyMean: z.enum(["EMAIL", "SMS"]), replyMeanNm: z.string() })),
        csInfo: z.object({ telNo: z.string(), operHours: z.string(), guide: z.string() }),
      }),
    summary: "Inquiry page: categories, reply means and customer centre information (shape designed: not shown in the spec)",
  }),
  searchCategoryCsInfo: endpoint({
    id: "service.searchCategoryCsInfo",
    method: "GET",
    path: path("searchCategoryCsInfo"),
    params: mallParams,
    input: () => z.object({ cateHighCd: code, lan }),
    response: () =>
      z.object({
        message: okMessage,
        cateLowList: z.array(z.object({ cateLowCd: z.string(), cateLowNm: z.string() })),
        storeYn: z.enum(["Y", "N"]).check(z.describe("Y: the form asks for the store name")),
        guide: z.string().check(z.describe("what to write for this category")),
      }),
    summary: "Sub-categories of an inquiry category (shape designed: not shown in the spec)",
  }),
  csQna: endpoint({
    limits: LIMITS.passwordHash("qutnPw"),
    id: "service.csQna",
    method: "GET",
    path: path("csQna"),
    params: mallParams,
    input: () => z.object({ qnaSeq: seq, lan, ...guestCredentials }),
    response: () => z.object({ message: okMessage, qna: qnaDetailSchema }),
    summary: "One inquiry thread (route store/service/cs/{qnaId}); a member's own, or a non-member's with e-mail and password",
  }),
  qnaSave: endpoint({
    limits: LIMITS.passwordHash("qutnPw"),
    id: "service.qnaSave",
    method: "POST",
    path: path("qnaSave"),
    params: mallParams,
    input: qnaSaveInput,
    response: () => z.object({ message: okMessage, qnaSeq: z.number().check(z.int()), qnaGrpSeq: z.number().check(z.int()) }),
    summary: "Save an inquiry (members and non-members; non-members give e-mail and password)",
  }),
  addInquiry: endpoint({
    limits: LIMITS.passwordHash("qutnPw"),
    id: "service.addInquiry",
    method: "POST",
    path: path("myQna/addInquiry"),
    params: mallParams,
    input: () =>
      z.object({
        qnaGrpSeq: seq.check(z.describe("the thread (first post) to add to")),
        qutnCont: z
          .string()
          .check(z.trim(), z.minLength(1, "enter the additional inquiry"), z.maxLength(4000), z.describe(`the additional inquiry; ${PLAIN_TEXT}`)),
        custid: optional(z.string().check(z.maxLength(40))),
        lan,
        ...guestCredentials,
      }),
    response: () => z.object({ message: okMessage, qnaSeq: z.number().check(z.int()), qnaGrpSeq: z.number().check(z.int()) }),
    summary: "Additional inquiry on a thread (refused once it is answered or deleted)",
  }),
  nonMemberQnaList: endpoint({
    limits: LIMITS.passwordHash("qutnPw"),
    id: "service.nonMemberQnaList",
    method: "GET",
    path: path("qnalist/nonMemberLogin"),
    params: mallParams,
    input: () =>
      z.object({
        custEmail: z.string().check(z.trim(), z.toLowerCase(), z.email("must be an e-mail address"), z.maxLength(100)),
        qutnPw: z.string().check(z.minLength(1), z.maxLength(20)),
        lan,
      }),
    response: () => z.object({ message: okMessage, qnaList: z.array(qnaSummarySchema) }),
    summary: "A non-member's inquiries (e-mail and password; wrong password: 401)",
  }),
  myQna: endpoint({
    id: "service.myQna",
    method: "GET",
    path: path("myQna"),
    params: mallParams,
    input: () => z.object({ pageIndex, lan, custid: optional(z.string().check(z.maxLength(40))) }),
    auth: "member",
    response: () => z.object({ message: okMessage, qnaList: z.array(qnaSummarySchema), paginationInfo: paginationInfoSchema }),
    page: { items: "qnaList" },
    summary: "The member's own inquiries",
  }),
  investor: endpoint({
    id: "service.investor",
    method: "GET",
    path: path("investor"),
    params: mallParams,
    input: () =>
      z.object({
        ivsType: z._default(z.enum(["notice", "reports"]), "notice"),
        page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
      }),
    response: () => z.object({ message: okMessage, investorList: z.array(investorItemSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "investorList", index: "page" },
    summary: "Investor notices and reports (page defaults to 1)",
  }),
} as const;
