import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { libraryListResponse, programListInput } from "./programs-kids.ts";
import { bannerSchema, libraryLectureDetailSchema, libraryPrizeProgramSchema, progDate, reviewSchema, slpSeq } from "./programs-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Library calls (spec part-2 §7 "Library"). {product} is the literal "field" (fieldLibrary).

const library = (op: string) => `/api/:mall/fieldLibrary/${op}.do`;

export const artProjectSchema = lazySchema(() =>
  z.object({
    contSeq: z.number().check(z.int()),
    titl: z.string(),
    artistNm: z.string(),
    plc: z.string(),
    strtDt: progDate,
    endDt: progDate,
    imgMobUrl: z.string(),
  }),
);

export const tvReviewSchema = lazySchema(() =>
  z.object({
    revSeq: z.number().check(z.int()),
    titl: z.string(),
    videoUrl: z.string(),
    thumbUrl: z.string(),
    playTm: z.string().check(z.regex(/^\d{1,2}:\d{2}$/), z.describe("length, m:ss")),
    regDt: progDate,
  }),
);

export const libraryEndpoints = {
  libraryLectureList: endpoint({
    id: "programs.libraryLectureList",
    method: "GET",
    path: library("lectureList"),
    params: mallParams,
    input: programListInput,
    response: libraryListResponse,
    page: { items: "programList" },
    summary: "Library lecture list (the spec does not show this path; designed like the kids programList.do)",
  }),
  libraryArtProjects: endpoint({
    id: "programs.libraryArtProjects",
    method: "GET",
    path: library("artProjectList"),
    params: mallParams,
    input: () => z.object({ pageIndex }),
    response: () => z.object({ message: okMessage, artProjectList: z.array(artProjectSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "artProjectList" },
    summary: "Library art project list",
  }),
  libraryArtProject: endpoint({
    id: "programs.libraryArtProject",
    method: "GET",
    path: library("artProject"),
    params: mallParams,
    input: () => z.object({ contSeq: z.coerce.number().check(z.int(), z.gte(1), z.describe("the art project id (route artProject/{projectId})")) }),
    response: () => z.object({ message: okMessage, artProject: z.extend(artProjectSchema, { contHtml: z.string().check(z.describe("HTML")) }) }),
    summary: "Library art project detail",
  }),
  libraryMainBanner: endpoint({
    id: "programs.libraryMainBanner",
    method: "GET",
    path: library("mainBanner"),
    params: mallParams,
    response: () => z.object({ message: okMessage, bannerList: z.array(bannerSchema) }),
    guardMs: 1_000,
    summary: "Library page banner list",
  }),
  libraryLectureDetail: endpoint({
    id: "programs.libraryLectureDetail",
    method: "GET",
    path: library("lectureDetail"),
    params: mallParams,
    input: () => z.object({ slpSeq }),
    response: () => z.object({ message: okMessage, lecture: libraryLectureDetailSchema }),
    summary: "Library lecture detail",
  }),
  libraryPrizePrograms: endpoint({
    id: "programs.libraryPrizePrograms",
    method: "GET",
    path: library("przProgramList"),
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        przProgramList: z.array(libraryPrizeProgramSchema).check(z.describe("announced rounds of library lectures, newest announcement first")),
      }),
    summary:
      "Library prize program list (lectures with announced winners; the library twin of przProgramList.do, decision 3; the spec does not show this path)",
  }),
  libraryReviews: endpoint({
    id: "programs.libraryReviews",
    method: "GET",
    path: library("review"),
    params: mallParams,
    input: () => z.object({ pageIndex }),
    response: () => z.object({ message: okMessage, reviewList: z.array(reviewSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "reviewList" },
    summary: "Library lecture review list",
  }),
  libraryTvReviews: endpoint({
    id: "programs.libraryTvReviews",
    method: "GET",
    path: "/api/suwon/fieldLibraryTV/review.do",
    input: () => z.object({ pageIndex }),
    response: () => z.object({ message: okMessage, reviewList: z.array(tvReviewSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "reviewList" },
    summary: "Suwon library TV (video) reviews; the spec fixes the mall to suwon",
  }),
} as const;
