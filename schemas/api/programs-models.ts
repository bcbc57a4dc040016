import { z } from "zod";
import { yn } from "./common.ts";

// Shapes shared by the kids, library, club and rental calls (spec part-1 §3 "Program", part-2 §3).

/** A date-time as the backend writes it, Korea time: YYYY-MM-DD HH:mm:ss. */
export const dttm = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "must be YYYY-MM-DD HH:mm:ss");
/** A program date: YYYY-MM-DD. */
export const progDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");
/** A round time: HHmm (1400 = 2 pm). */
export const hhmm = z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/, "must be HHmm");

/** Kids program ids never start with SLP; library lecture ids always do (spec part-1 §2 lecture dialog). */
export const skpSeq = z.string().regex(/^(?!SLP)[A-Za-z0-9]{1,20}$/, "must be a kids program id (not starting with SLP)");
export const slpSeq = z.string().regex(/^SLP[A-Za-z0-9]{1,17}$/, "must be a library lecture id (starting with SLP)");
/** Either kind of program id. */
export const anyProgSeq = z.string().regex(/^[A-Za-z0-9]{1,20}$/, "must be a program id");

/** Style keys of program types: the kids types, then the library variants. */
export const progTypeNames = [
  "show",
  "experience",
  "class",
  "culture",
  "special",
  "concert",
  "lifestyle",
  "metabus",
  "kids",
  "cultureClub",
  "celebrityLecture",
  "libraryConcert",
  "insightLecture",
  "metaverseLecture",
  "kidsShow",
] as const;
export const progTypeName = z.enum(progTypeNames).describe("program type, the key the screens map to a style (library variants last)");

export const progRoundSchema = z.object({
  rndHm: hhmm,
  progRndNo: z.number().int().min(1),
  rndNo: z.number().int().min(1).describe("same as progRndNo (library screens read rndNo)"),
});

export const themeSchema = z.object({ commCd: z.string(), commCdNm: z.string() }).describe("a theme of the theme filter (thm)");

/** The fields every program of a list carries; kids programs add skpSeq, library lectures slpSeq. */
const programBase = z.object({
  progTitl: z.string(),
  progTypeName,
  thm: z.string().describe("theme code (one of resultCommCodeThm)"),
  thmNm: z.string(),
  progDt: progDate,
  progPlc: z.string(),
  trgt: z.string().describe("who the program is for"),
  imgMobUrl: z.string(),
  castName: z.string().nullable().describe("cast line; coexmall shows it as the title"),
  progOpenDttm: dttm.describe("when the program was published"),
  progStrtHm: hhmm.describe("first round time"),
  progRndList: z.array(progRoundSchema).min(1),
  progRndCount: z.number().int().min(1),
  isMulti: z.boolean().describe("more than one round"),
  liveYn: yn.describe("Y: streamed live (linkUrl is the stream)"),
  linkUrl: z.string().nullable(),
  joinAvlYn: yn.describe("Y when, at answer time, now is inside the join window and joinDdlnYn is N"),
  joinDdlnYn: yn.describe("Y: applications closed early (deadline reached) although the window is open"),
  joinStrtDttm: dttm,
  joinEndDttm: dttm,
  maxJoinNum: z.number().int().min(1).describe("most people one application may bring (joinNum bound)"),
  przYn: yn.describe("Y: winners are drawn; przStrtDttm is the announcement"),
  przStrtDttm: dttm.nullable(),
  przEndDttm: dttm.nullable(),
  przDateTime: z.string().nullable().describe("announcement time as shown: YYYY-MM-DD HH:mm"),
});

export const kidsProgramSchema = programBase.extend({ skpSeq });
export const libraryLectureSchema = programBase.extend({ slpSeq });
export const kidsProgramDetailSchema = kidsProgramSchema.extend({ contHtml: z.string().describe("program body, HTML (sanitized by the screen)") });
export const libraryLectureDetailSchema = libraryLectureSchema.extend({ contHtml: z.string().describe("lecture body, HTML (sanitized by the screen)") });

export const bannerSchema = z.object({
  bnrSeq: z.number().int(),
  bnrTitl: z.string(),
  imgMobUrl: z.string(),
  linkType: z.string().describe("I: internal route; anything else: external link"),
  linkUrl: z.string(),
  stmUrl: z.string().nullable().describe("web address of the same target (spec stmUrl; the reference server sends the web link)"),
});

export const reviewSchema = z.object({
  revSeq: z.number().int(),
  progSeq: z.string().nullable().describe("the skpSeq or slpSeq reviewed"),
  progTitl: z.string(),
  revTitl: z.string(),
  revCont: z.string(),
  wrtrNm: z.string().describe("writer, masked (김*연)"),
  regDt: progDate,
  imgMobUrl: z.string().nullable(),
});

export const winnerSchema = z.object({
  name: z.string().describe("masked name"),
  telNum: z.string().regex(/^\d{4}$/).describe("last four digits of the contact"),
  seatInfo: z.string().nullable().describe("seat; null where the mall seats nobody (coexmall)"),
});

export const prizeRoundSchema = z.object({
  rndHm: hhmm,
  progRndNo: z.number().int().min(1),
  przList: z.array(winnerSchema),
});

export const prizeProgramSchema = z
  .object({
    skpSeq: anyProgSeq,
    progTitl: z.string(),
    progDt: progDate,
    progRndHm: hhmm,
    progRndNo: z.number().int().min(1),
    isMulti: z.boolean(),
    przDateTime: z.string(),
  })
  .describe("one announced round of a program (the winner dialog lists these)");

export const winnerNoticeSchema = z.object({
  notiSeq: z.number().int(),
  notiTitl: z.string(),
  notiCont: z.string().describe("HTML"),
  regDt: progDate,
  refSeq: z.string().describe("the program (skpSeq/slpSeq) or rental (rntSeq) announced"),
});

export const personFields = {
  name: z.string().trim().min(1).max(20),
  telNum1: z.string().regex(/^01\d$/, "must be a mobile prefix (010)"),
  telNum2: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
  telNum3: z.string().regex(/^\d{4}$/, "must be 4 digits"),
  joinNum: z.coerce.number().int().min(1).max(10).default(1),
  cmnt: z.string().max(500).optional(),
  custid: z.string().max(40).optional(),
};
