import { z } from "zod";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { dttm, hhmm, personFields, progDate, winnerNoticeSchema } from "./programs-models.ts";

// Club and rental calls (spec part-2 §7 "Club", "Rental"; fields part-2 §3 "Club").

/** Largest club image upload: 1 MiB. */
export const CLUB_IMAGE_MAX_BYTES = 1024 * 1024;
export const CLUB_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

const clubCd = z.string().regex(/^[A-Z0-9]{2,20}$/, "must be a club code");
const uploadUrl = z.string().regex(/^\/uploads\/club\/[a-f0-9]{32}\.(png|jpg)$/, "must be an address returned by club/upimg.do");

export const clubSchema = z.object({
  club_cd: clubCd,
  club_nm: z.string(),
  club_desc: z.string(),
  recruitYn: yn.describe("Y while the club takes applications"),
  aplyYn: yn.describe("Y when the logged-in member has applied (N for visitors)"),
});

export const clubApplySchema = z.object({
  aplySeq: z.number().int(),
  club_cd: clubCd,
  cus_cp_name: z.string(),
  cus_cp_addr: z.string(),
  cus_img_url: z.string(),
  cus_img_org_nm: z.string(),
  cnfmStat: z.enum(["WAIT", "CONFIRM", "REJECT"]).describe("WAIT: under review; CONFIRM: confirmed; REJECT: not accepted"),
  cnfmStatNm: z.string(),
  aplyDttm: dttm,
});

export const rentalSchema = z.object({
  rntSeq: z.string(),
  rntTitl: z.string(),
  rntPlc: z.string(),
  rntDt: progDate,
  rntStrtHm: hhmm,
  rntEndHm: hhmm,
  imgMobUrl: z.string(),
  capacity: z.number().int().min(1).describe("people the space holds"),
  joinAvlYn: yn.describe("Y when now is inside the join window and joinDdlnYn is N"),
  joinDdlnYn: yn,
  joinStrtDttm: dttm,
  joinEndDttm: dttm,
  przYn: yn.describe("Y: winners are drawn at przStrtDttm"),
  przStrtDttm: dttm.nullable(),
});

export const clubRentalEndpoints = {
  clubCheckStatus: endpoint({
    id: "programs.clubCheckStatus",
    method: "GET",
    path: "/api/:mall/club/checkStatus.do",
    params: mallParams,
    input: z.object({ club_cd: clubCd.optional().describe("absent: every club of the mall") }),
    response: z.object({ message: okMessage, clubList: z.array(clubSchema) }),
    summary: "Club check status: the mall's clubs, whether they recruit, and whether the member applied",
  }),
  clubConfirmStatus: endpoint({
    id: "programs.clubConfirmStatus",
    method: "GET",
    path: "/api/:mall/club/confirmStatus.do",
    params: mallParams,
    input: z.object({ club_cd: clubCd, cust_id: z.string().max(40).optional() }),
    auth: "member",
    response: z.object({ message: okMessage, apply: clubApplySchema.nullable().describe("null: the member has not applied") }),
    summary: "Club confirm status of the member's application",
  }),
  clubUploadImage: endpoint({
    id: "programs.clubUploadImage",
    method: "POST",
    path: "/api/:mall/club/upimg.do",
    params: mallParams,
    input: z.object({
      file: z
        .instanceof(File, { message: "attach the image as the multipart field file" })
        .refine((f) => f.size > 0 && f.size <= CLUB_IMAGE_MAX_BYTES, "the image must be at most 1 MB")
        .refine((f) => (CLUB_IMAGE_TYPES as readonly string[]).includes(f.type), "the image must be PNG or JPEG"),
    }),
    auth: "member",
    response: z.object({ message: okMessage, cus_img_url: uploadUrl, cus_img_org_nm: z.string() }),
    summary: "Club image upload (multipart/form-data field file; PNG or JPEG up to 1 MB)",
  }),
  clubApply: endpoint({
    id: "programs.clubApply",
    method: "POST",
    path: "/api/:mall/club/goApply.do",
    params: mallParams,
    input: z.object({
      club_cd: clubCd,
      cust_id: z.string().max(40).optional(),
      cus_cp_name: z.string().trim().min(1).max(50).describe("company name"),
      cus_cp_addr: z.string().trim().min(1).max(200).describe("company address"),
      cus_img_url: uploadUrl,
      cus_img_org_nm: z.string().trim().min(1).max(200),
    }),
    auth: "member",
    idempotent: true,
    response: z.object({ message: okMessage, apply: clubApplySchema }),
    summary: "Club application (once per member and club)",
  }),
  rentalList: endpoint({
    id: "programs.rentalList",
    method: "GET",
    path: "/api/:mall/rnt/rntList.do",
    params: mallParams,
    input: z.object({ pageIndex }),
    response: z.object({ message: okMessage, rntList: z.array(rentalSchema), paginationInfo: paginationInfoSchema }),
    summary: "Rental (space) list",
  }),
  rentalWinnerNotices: endpoint({
    id: "programs.rentalWinnerNotices",
    method: "GET",
    path: "/api/:mall/rnt/winnerNoticeList.do",
    params: mallParams,
    response: z.object({ message: okMessage, winnerNoticeList: z.array(winnerNoticeSchema) }),
    summary: "Rental winner notice list",
  }),
  joinRental: endpoint({
    id: "programs.joinRental",
    method: "POST",
    path: "/api/:mall/rnt/joinRnt.do",
    params: mallParams,
    input: z.object({ rntSeq: z.string().regex(/^[A-Za-z0-9]{1,20}$/, "must be a rental id"), ...personFields }),
    auth: "member",
    idempotent: true,
    response: z.object({
      message: okMessage,
      join: z.object({ rntJoinSeq: z.number().int(), rntSeq: z.string(), rntTitl: z.string(), joinNum: z.number().int(), joinDttm: dttm }),
    }),
    summary: "Rental application (once per member and rental)",
  }),
} as const;
