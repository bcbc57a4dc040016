import * as z from "zod/mini";
import { PLAIN_TEXT, yn } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

// Shapes shared by the kids, library, club and rental calls (spec part-1 §3 "Program", part-2 §3).

/** A date-time as the backend writes it, Korea time: YYYY-MM-DD HH:mm:ss. */
export const dttm = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "must be YYYY-MM-DD HH:mm:ss")));
/** A program date: YYYY-MM-DD. */
export const progDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")));
/** A round time: HHmm (1400 = 2 pm). */
export const hhmm = lazySchema(() => z.string().check(z.regex(/^([01]\d|2[0-3])[0-5]\d$/, "must be HHmm")));

/** Kids program ids never start with SLP; library lecture ids always do (spec part-1 §2 lecture dialog). */
export const skpSeq = lazySchema(() => z.string().check(z.regex(/^(?!SLP)[A-Za-z0-9]{1,20}$/, "must be a kids program id (not starting with SLP)")));
export const slpSeq = lazySchema(() => z.string().check(z.regex(/^SLP[A-Za-z0-9]{1,17}$/, "must be a library lecture id (starting with SLP)")));
/** Either kind of program id. */
export const anyProgSeq = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, "must be a program id")));

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
export const progTypeName = lazySchema(() =>
  z.enum(progTypeNames).check(z.describe("program type, the key the screens map to a style (library variants last)")),
);

export const progRoundSchema = lazySchema(() =>
  z.object({
    rndHm: hhmm,
    progRndNo: z.number().check(z.int(), z.gte(1)),
    rndNo: z.number().check(z.int(), z.gte(1), z.describe("same as progRndNo (library screens read rndNo)")),
  }),
);

export const themeSchema = lazySchema(() => z.object({ commCd: z.string(), commCdNm: z.string() }).check(z.describe("a theme of the theme filter (thm)")));

/** The fields every program of a list carries; kids programs add skpSeq, library lectures slpSeq. */
const programBase = lazySchema(() =>
  z.object({
    progTitl: z.string(),
    progTypeName,
    thm: z.string().check(z.describe("theme code (one of resultCommCodeThm)")),
    thmNm: z.string(),
    progDt: progDate,
    progPlc: z.string(),
    trgt: z.string().check(z.describe("who the program is for")),
    imgMobUrl: z.string(),
    castName: z.nullable(z.string()).check(z.describe("cast line; coexmall shows it as the title")),
    progOpenDttm: dttm.check(z.describe("when the program was published")),
    progStrtHm: hhmm.check(z.describe("first round time")),
    progRndList: z.array(progRoundSchema).check(z.minLength(1)),
    progRndCount: z.number().check(z.int(), z.gte(1)),
    isMulti: z.boolean().check(z.describe("more than one round")),
    liveYn: yn.check(z.describe("Y: streamed live (linkUrl is the stream)")),
    linkUrl: z.nullable(z.string()),
    joinAvlYn: yn.check(z.describe("Y when, at answer time, now is inside the join window and joinDdlnYn is N")),
    joinDdlnYn: yn.check(z.describe("Y: applications closed early (deadline reached) although the window is open")),
    joinStrtDttm: dttm,
    joinEndDttm: dttm,
    maxJoinNum: z.number().check(z.int(), z.gte(1), z.describe("most people one application may bring (joinNum bound)")),
    przYn: yn.check(z.describe("Y: winners are drawn; przStrtDttm is the announcement")),
    przStrtDttm: z.nullable(dttm),
    przEndDttm: z.nullable(dttm),
    przDateTime: z.nullable(z.string()).check(z.describe("announcement time as shown: YYYY-MM-DD HH:mm")),
  }),
);

export const kidsProgramSchema = lazySchema(() => z.extend(programBase, { skpSeq }));
export const libraryLectureSchema = lazySchema(() => z.extend(programBase, { slpSeq }));
export const kidsProgramDetailSchema = lazySchema(() =>
  z.extend(kidsProgramSchema, { contHtml: z.string().check(z.describe("program body, HTML (sanitized by the screen)")) }),
);
export const libraryLectureDetailSchema = lazySchema(() =>
  z.extend(libraryLectureSchema, {
    contHtml: z.string().check(z.describe("lecture body, HTML (sanitized by the screen)")),
  }),
);

export const bannerSchema = lazySchema(() =>
  z.object({
    bnrSeq: z.number().check(z.int()),
    bnrTitl: z.string(),
    imgMobUrl: z.string(),
    linkType: z.string().check(z.describe("I: internal route; anything else: external link")),
    linkUrl: z.string(),
    stmUrl: z.nullable(z.string()).check(z.describe("web address of the same target (spec stmUrl; the reference server sends the web link)")),
  }),
);

export const reviewSchema = lazySchema(() =>
  z.object({
    revSeq: z.number().check(z.int()),
    progSeq: z.nullable(z.string()).check(z.describe("the skpSeq or slpSeq reviewed")),
    progTitl: z.string(),
    revTitl: z.string(),
    revCont: z.string(),
    wrtrNm: z.string().check(z.describe("writer, masked (김*연)")),
    regDt: progDate,
    imgMobUrl: z.nullable(z.string()),
  }),
);

export const winnerSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.describe("masked name")),
    telNum: z.string().check(z.regex(/^\d{4}$/), z.describe("last four digits of the contact")),
    seatInfo: z.nullable(z.string()).check(z.describe("seat; null where the mall seats nobody (coexmall)")),
  }),
);

export const prizeRoundSchema = lazySchema(() =>
  z.object({
    rndHm: hhmm,
    progRndNo: z.number().check(z.int(), z.gte(1)),
    przList: z.array(winnerSchema),
  }),
);

/** The fields of one announced round of a program, whichever kind. */
const prizeRoundFields = lazySchema(() => ({
  progTitl: z.string(),
  progDt: progDate,
  progRndHm: hhmm,
  progRndNo: z.number().check(z.int(), z.gte(1)),
  isMulti: z.boolean(),
  przDateTime: z.string(),
}));

export const prizeProgramSchema = lazySchema(() =>
  z.object({ skpSeq: anyProgSeq, ...prizeRoundFields }).check(z.describe("one announced round of a program (the winner dialog lists these)")),
);

/** The library twin of prizeProgramSchema: one announced round of a library lecture (decision 3). */
export const libraryPrizeProgramSchema = lazySchema(() =>
  z.object({ slpSeq, ...prizeRoundFields }).check(z.describe("one announced round of a library lecture (the library's winner list lists these)")),
);

export const winnerNoticeSchema = lazySchema(() =>
  z.object({
    notiSeq: z.number().check(z.int()),
    notiTitl: z.string(),
    notiCont: z.string().check(z.describe("HTML")),
    regDt: progDate,
    refSeq: z.string().check(z.describe("the program (skpSeq/slpSeq) or rental (rntSeq) announced")),
  }),
);

export const personFields = lazySchema(() => ({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), z.describe(`the applicant's name; ${PLAIN_TEXT}`)),
  telNum1: z.string().check(z.regex(/^01\d$/, "must be a mobile prefix (010)")),
  telNum2: z.string().check(z.regex(/^\d{3,4}$/, "must be 3 or 4 digits")),
  telNum3: z.string().check(z.regex(/^\d{4}$/, "must be 4 digits")),
  joinNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10)), 1),
  cmnt: z.optional(z.string().check(z.maxLength(500))).check(z.describe(`a comment to the organisers; ${PLAIN_TEXT}`)),
  custid: z.optional(z.string().check(z.maxLength(40))),
}));
