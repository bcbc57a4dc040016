import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, PLAIN_TEXT, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { dttm, hhmm, personFields, progDate, winnerNoticeSchema } from "./programs-models.ts";
import { lazySchema } from "../lazy-schema.ts";

// Club and rental calls (spec part-2 §7 "Club", "Rental"; fields part-2 §3 "Club").

/** Largest club image upload: 1 MiB. */
export const CLUB_IMAGE_MAX_BYTES = 1024 * 1024;
export const CLUB_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

const clubCd = lazySchema(() => z.string().check(z.regex(/^[A-Z0-9]{2,20}$/, "must be a club code")));
const uploadUrl = lazySchema(() => z.string().check(z.regex(/^\/uploads\/club\/[a-f0-9]{32}\.(png|jpg)$/, "must be an address returned by club/upimg.do")));

export const clubSchema = lazySchema(() =>
  z.object({
    club_cd: clubCd,
    club_nm: z.string(),
    club_desc: z.string(),
    recruitYn: yn.check(z.describe("Y while the club takes applications")),
    aplyYn: yn.check(z.describe("Y when the logged-in member has applied (N for visitors)")),
  }),
);

export const clubApplySchema = lazySchema(() =>
  z.object({
    aplySeq: z.number().check(z.int()),
    club_cd: clubCd,
    cus_cp_name: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    cus_cp_addr: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    cus_img_url: z.string(),
    cus_img_org_nm: z.string().check(z.describe(`as written; ${PLAIN_TEXT}`)),
    cnfmStat: z.enum(["WAIT", "CONFIRM", "REJECT"]).check(z.describe("WAIT: under review; CONFIRM: confirmed; REJECT: not accepted")),
    cnfmStatNm: z.string(),
    aplyDttm: dttm,
  }),
);

export const rentalSchema = lazySchema(() =>
  z.object({
    rntSeq: z.string(),
    rntTitl: z.string(),
    rntPlc: z.string(),
    rntDt: progDate,
    rntStrtHm: hhmm,
    rntEndHm: hhmm,
    imgMobUrl: z.string(),
    capacity: z.number().check(z.int(), z.gte(1), z.describe("people the space holds")),
    joinAvlYn: yn.check(z.describe("Y when now is inside the join window and joinDdlnYn is N")),
    joinDdlnYn: yn,
    joinStrtDttm: dttm,
    joinEndDttm: dttm,
    przYn: yn.check(z.describe("Y: winners are drawn at przStrtDttm")),
    przStrtDttm: z.nullable(dttm),
  }),
);

export const clubRentalEndpoints = {
  clubCheckStatus: endpoint({
    id: "programs.clubCheckStatus",
    method: "GET",
    path: "/api/:mall/club/checkStatus.do",
    params: mallParams,
    input: () => z.object({ club_cd: z.optional(clubCd).check(z.describe("absent: every club of the mall")) }),
    response: () => z.object({ message: okMessage, clubList: z.array(clubSchema) }),
    summary: "Club check status: the mall's clubs, whether they recruit, and whether the member applied",
  }),
  clubConfirmStatus: endpoint({
    id: "programs.clubConfirmStatus",
    method: "GET",
    path: "/api/:mall/club/confirmStatus.do",
    params: mallParams,
    input: () => z.object({ club_cd: clubCd, cust_id: z.optional(z.string().check(z.maxLength(40))) }),
    auth: "member",
    response: () => z.object({ message: okMessage, apply: z.nullable(clubApplySchema).check(z.describe("null: the member has not applied")) }),
    summary: "Club confirm status of the member's application",
  }),
  clubUploadImage: endpoint({
    id: "programs.clubUploadImage",
    method: "POST",
    path: "/api/:mall/club/upimg.do",
    params: mallParams,
    input: () =>
      z.object({
        file: z.instanceof(File, { message: "attach the image as the multipart field file" }).check(
          z.refine((f) => f.size > 0 && f.size <= CLUB_IMAGE_MAX_BYTES, "the image must be at most 1 MB"),
          z.refine((f) => (CLUB_IMAGE_TYPES as readonly string[]).includes(f.type), "the image must be PNG or JPEG"),
        ),
      }),
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        cus_img_url: uploadUrl,
        cus_img_org_nm: z.string().check(z.describe(`the uploaded file's name as sent (at most 200 characters); ${PLAIN_TEXT}`)),
      }),
    summary: "Club image upload (multipart/form-data field file; PNG or JPEG up to 1 MB)",
  }),
  clubApply: endpoint({
    id: "programs.clubApply",
    method: "POST",
    path: "/api/:mall/club/goApply.do",
    params: mallParams,
    input: () =>
      z.object({
        club_cd: clubCd,
        cust_id: z.optional(z.string().check(z.maxLength(40))),
        cus_cp_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.describe(`company name; ${PLAIN_TEXT}`)),
        cus_cp_addr: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.describe(`company address; ${PLAIN_TEXT}`)),
        cus_img_url: uploadUrl,
        cus_img_org_nm: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.describe(`the image's file name; ${PLAIN_TEXT}`)),
      }),
    auth: "member",
    idempotent: true,
    response: () => z.object({ message: okMessage, apply: clubApplySchema }),
    summary: "Club application (once per member and club)",
  }),
  rentalList: endpoint({
    id: "programs.rentalList",
    method: "GET",
    path: "/api/:mall/rnt/rntList.do",
    params: mallParams,
    input: () => z.object({ pageIndex }),
    response: () => z.object({ message: okMessage, rntList: z.array(rentalSchema), paginationInfo: paginationInfoSchema }),
    page: { items: "rntList" },
    summary: "Rental (space) list",
  }),
  rentalWinnerNotices: endpoint({
    id: "programs.rentalWinnerNotices",
    method: "GET",
    path: "/api/:mall/rnt/winnerNoticeList.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, winnerNoticeList: z.array(winnerNoticeSchema) }),
    summary: "Rental winner notice list",
  }),
  joinRental: endpoint({
    id: "programs.joinRental",
    method: "POST",
    path: "/api/:mall/rnt/joinRnt.do",
    params: mallParams,
    input: () => z.object({ rntSeq: z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, "must be a rental id")), ...personFields }),
    auth: "member",
    idempotent: true,
    response: () =>
      z.object({
        message: okMessage,
        join: z.object({ rntJoinSeq: z.number().check(z.int()), rntSeq: z.string(), rntTitl: z.string(), joinNum: z.number().check(z.int()), joinDttm: dttm }),
      }),
    summary: "Rental application (once per member and rental)",
  }),
} as const;
