import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, PLAIN_TEXT } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import {
  anyProgSeq,
  bannerSchema,
  dttm,
  kidsProgramDetailSchema,
  kidsProgramSchema,
  libraryLectureSchema,
  personFields,
  prizeProgramSchema,
  prizeRoundSchema,
  progDate,
  progRoundSchema,
  reviewSchema,
  skpSeq,
  themeSchema,
  winnerNoticeSchema,
} from "./programs-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Kids program calls (spec part-2 §7 "Kids"). {product} is the mall's product word; every manifest
// uses "field", so the paths carry the literal segment fieldKids.

const kids = (op: string) => `/api/:mall/fieldKids/${op}.do`;
const themeFilter = lazySchema(() =>
  z
    .pipe(
      z.transform((v) => (v === "" ? undefined : v)),
      z.optional(z.string().check(z.maxLength(10))),
    )
    .check(z.describe("theme code; empty or absent: every theme")),
);
const passed = lazySchema(() =>
  z._default(z.enum(["Y", "N"]), "N").check(z.describe("Y: programs whose date has passed (newest first); N: upcoming, by start date-time")),
);

/** One entry of skpSeqs/slpSeqs: a program id, with _<round> for a chosen round of a multi-round program. */
const joinToken = /^[A-Za-z0-9]{1,20}(_\d{1,2})?$/;
const seqList = (what: string) =>
  z
    .optional(
      z.pipe(
        z.transform((v) =>
          typeof v === "string"
            ? v
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
        ),
        z
          .array(z.string().check(z.regex(joinToken, `each entry must be a ${what} id, optionally followed by _<round number>`)))
          .check(z.minLength(1), z.maxLength(10)),
      ),
    )
    .check(z.describe(`${what} ids, comma-separated or repeated; "<id>_<round>" picks a round (required for multi-round programs)`));

export const joinProgramInput = lazySchema(() =>
  z
    .object({
      skpSeqs: seqList("kids program"),
      slpSeqs: seqList("library lecture"),
      ...personFields,
      instarUri: z
        .optional(z.string().check(z.maxLength(200)))
        .check(z.describe(`Instagram address or handle (optional), not checked as a URL; ${PLAIN_TEXT}`)),
    })
    .check(
      z.refine((o) => (o.skpSeqs?.length ?? 0) + (o.slpSeqs?.length ?? 0) > 0, {
        message: "choose at least one program (skpSeqs or slpSeqs)",
        path: ["skpSeqs"],
      }),
      z.refine((o) => (o.skpSeqs ?? []).every((s) => !s.startsWith("SLP")), { message: "library lectures (SLP…) go in slpSeqs", path: ["skpSeqs"] }),
      z.refine((o) => (o.slpSeqs ?? []).every((s) => s.startsWith("SLP")), { message: "slpSeqs take library lecture ids (SLP…)", path: ["slpSeqs"] }),
    ),
);

export const programJoinSchema = lazySchema(() =>
  z.object({
    joinSeq: z.number().check(z.int()),
    progSeq: anyProgSeq.check(z.describe("the skpSeq or slpSeq joined")),
    progTitl: z.string(),
    progDt: progDate,
    progRndNo: z.number().check(z.int(), z.gte(1)),
    rndHm: z.string(),
    joinNum: z.number().check(z.int(), z.gte(1)),
    joinDttm: dttm,
  }),
);

export const kidsEndpoints = {
  kidsMainBanner: endpoint({
    id: "programs.kidsMainBanner",
    method: "GET",
    path: kids("mainBanner"),
    params: mallParams,
    response: () => z.object({ message: okMessage, bannerList: z.array(bannerSchema) }),
    guardMs: 1_000,
    summary: "Kids program page banner list",
  }),
  kidsProgramList: endpoint({
    id: "programs.kidsProgramList",
    method: "GET",
    path: kids("programList"),
    params: mallParams,
    input: () => z.object({ pageIndex, thm: themeFilter, passed }),
    response: () =>
      z.object({
        message: okMessage,
        resultCommCodeThm: z.array(themeSchema),
        paginationInfo: paginationInfoSchema,
        programList: z.array(kidsProgramSchema).check(z.describe("by start date-time (date plus first round), single-round before multi-round on a tie")),
      }),
    page: { items: "programList" },
    summary: "Kids program list (paged, theme filter)",
  }),
  kidsProgramDetail: endpoint({
    id: "programs.kidsProgramDetail",
    method: "GET",
    path: kids("programDetail"),
    params: mallParams,
    input: () => z.object({ skpSeq }),
    response: () => z.object({ message: okMessage, programDetail: kidsProgramDetailSchema }),
    summary: "Kids program detail",
  }),
  kidsReviews: endpoint({
    id: "programs.kidsReviews",
    method: "GET",
    path: kids("review"),
    params: mallParams,
    input: () => z.object({ pageIndex }),
    response: () => z.object({ message: okMessage, reviewList: z.array(reviewSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "reviewList" },
    summary: "Kids program review list",
  }),
  kidsPrizePrograms: endpoint({
    id: "programs.kidsPrizePrograms",
    method: "GET",
    path: kids("przProgramList"),
    params: mallParams,
    response: () => z.object({ message: okMessage, przProgramList: z.array(prizeProgramSchema).check(z.describe("announced rounds, newest program first")) }),
    summary: "Prize program list (programs with announced winners)",
  }),
  kidsPrizeList: endpoint({
    id: "programs.kidsPrizeList",
    method: "GET",
    path: kids("programPrzList"),
    params: mallParams,
    input: () => z.object({ skpSeq: anyProgSeq.check(z.describe("a kids program id; a library lecture id (SLP…) is accepted too")) }),
    response: () =>
      z.object({
        message: okMessage,
        przList: z.array(prizeRoundSchema).check(z.describe("one entry per round that has winners; empty: no winner list registered")),
      }),
    summary: "Winner prize detail of a program",
  }),
  kidsWinnerNotices: endpoint({
    id: "programs.kidsWinnerNotices",
    method: "GET",
    path: kids("winnerNoticeList"),
    params: mallParams,
    response: () => z.object({ message: okMessage, winnerNoticeList: z.array(winnerNoticeSchema) }),
    summary: "Winner notice list",
  }),
  kidsJoinList: endpoint({
    id: "programs.kidsJoinList",
    method: "GET",
    path: kids("programJoinList"),
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        list: z
          .array(
            z.object({
              skpSeq,
              progTitl: z.string(),
              progDt: progDate,
              progPlc: z.string(),
              progRndList: z.array(progRoundSchema),
              joinEndDttm: dttm,
              maxJoinNum: z.number().check(z.int()),
            }),
          )
          .check(z.describe("kids programs open for application now (the apply page's choices)")),
      }),
    summary: "Program join list (programs open for application)",
  }),
  joinProgram: endpoint({
    id: "programs.joinProgram",
    method: "POST",
    path: kids("joinProgram"),
    params: mallParams,
    input: joinProgramInput,
    auth: "member",
    idempotent: true,
    response: () =>
      z.object({
        message: okMessage,
        joinList: z.array(programJoinSchema).check(z.describe("the member's applications for the requested rounds (the stored ones when repeated)")),
      }),
    summary: "Apply to kids programs or library lectures (once per member and round)",
  }),
} as const;

/** Program list response shape reused by the library lecture list. */
export const libraryListResponse = lazySchema(() =>
  z.object({
    message: okMessage,
    resultCommCodeThm: z.array(themeSchema),
    paginationInfo: paginationInfoSchema,
    programList: z.array(libraryLectureSchema).check(z.describe("by start date-time, single-round before multi-round on a tie")),
  }),
);
export const programListInput = lazySchema(() => z.object({ pageIndex, thm: themeFilter, passed }));
