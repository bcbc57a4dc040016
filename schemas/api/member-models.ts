// Field and record schemas of the member domain (the endpoints are in member.ts).
import * as z from "zod/mini";
import { encodedText, mallParams, okMessage, yn } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

// Login, member and member settings (spec part-1 §3, §7; part-2 §3, §7 "Login, member, car", "Member settings").
// Paths the spec writes relative to the client base ("spoint/url", "setting/agreement.do") live under /api/:mall.

/** A customer id that may also be sent empty ("member id is attached only when present"). */
export const optionalCustId = lazySchema(() => z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, "must be a customer id"))));
/** A device id (uuid) from the native wrapper; empty means "not in the app". */
export const optionalDeviceId = lazySchema(() => z.optional(z.string().check(z.regex(/^([A-Za-z0-9._:-]{8,64})?$/, "must be a device id"))));
/** A two-digit mall (branch) code: 01 hanam, 02 coexmall, … (spec part-1 §1). */
export const bcnCdField = lazySchema(() => z.string().check(z.regex(/^\d{2}$/, "must be a two-digit mall code")));
/** Korean mobile number, digits only (hyphens are removed first). */
export const phoneNoField = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => s.replace(/-/g, "")),
    ),
    z.string().check(z.regex(/^01[016789]\d{7,8}$/, "must be a mobile phone number")),
  ),
);
export const dttm = lazySchema(() => z.string().check(z.describe("date-time YYYY-MM-DD HH:mm:ss, Asia/Seoul")));
export const mallScoped = { params: mallParams } as const;

/** The consent flags of part-2 §3 (Y/N). */
export const CONSENT_FLAGS = [
  "stf_mbr_third_party_agre_yn",
  "stf_mbr_ship_agre_yn",
  "prvc_coln_use_agre_yn",
  "mket_info_sms_agre_yn",
  "mket_info_email_agre_yn",
  "mket_info_dm_agre_yn",
  "mket_info_tm_agre_yn",
  "third_party_info_agre_yn",
] as const;
export const consentFlagsSchema = lazySchema(() =>
  z.object(Object.fromEntries(CONSENT_FLAGS.map((f) => [f, yn])) as Record<(typeof CONSENT_FLAGS)[number], typeof yn>),
);

/** The member record of the member fetch; the five personal fields arrive base64-encoded and decode here. */
export const mbr001VoSchema = lazySchema(() =>
  z.object({
    cust_id: z.string(),
    third_party_info_agre_yn: yn,
    mbr_cel_num1: encodedText,
    mbr_cel_num2_dec: encodedText,
    mbr_cel_num3: encodedText,
    mbr_nm: encodedText,
    stf_point_card_num: encodedText,
    bcn_cd: z.string().check(z.describe("home branch (two-digit mall code)")),
  }),
);

export const sessionObjSchema = lazySchema(() => z.object({ xMbrNo: z.string().check(z.maxLength(100)), xScmToken: z.string().check(z.maxLength(2000)) }));
/** sessionObj arrives as a JSON string in the query (how ofetch sends an object) or as an object. */
export const sessionObjField = lazySchema(() =>
  z.union([
    sessionObjSchema,
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(4000)),
        z.transform((s, ctx) => {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            ctx.issues.push({ code: "custom", message: "must be a JSON object", input: ctx.value });
            return z.NEVER;
          }
        }),
      ),
      sessionObjSchema,
    ),
  ]),
);

/** The login request (spec part-2 §3). */
export const loginInput = lazySchema(() =>
  z.object({
    userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    userPw: z.string().check(z.minLength(1), z.maxLength(100)),
    aloginYn: z._default(yn, "N").check(z.describe("auto login: Y issues a custToken bound to uuid")),
    uuid: optionalDeviceId,
    recaptchaToken: z.optional(z.string().check(z.maxLength(4000))).check(z.describe("accepted; not verified by the reference server")),
    newDeviceChk: z.optional(yn).check(z.describe("Y: the app can run the phone authentication of a new device (see authRequired)")),
  }),
);

export const loginResponse = lazySchema(() =>
  z.object({
    message: okMessage,
    custId: z.string(),
    custToken: z
      .string()
      .check(z.describe("auto-login token for /api/app/spoint/{uuid}/login.do; empty unless aloginYn Y with a uuid, and always empty with authRequired Y")),
    authRequired: z
      .optional(yn)
      .check(
        z.describe(
          "Y: the password is right but this device is new to a member who asked for new-device authentication; no session was started and the device was not registered. " +
            "Verify the phone (requestAuth, then completeAuth with path newDevice) and send the same login again within 10 minutes. Absent otherwise",
        ),
      ),
    phoneHint: z
      .optional(z.string())
      .check(z.describe("with authRequired Y: the member's mobile number masked as 010-****-5678, to show which phone gets the number")),
  }),
);

/** Where spoint/url can send the member (pages of the point-card membership site). */
export const SPOINT_PAGES = ["join", "findId", "findPw", "myInfo", "pointHistory", "cardManage", "withdrawal", "terms"] as const;

/** Keys of the agreement pages (setting/agreementPage.do). */
export const TERM_KEYS = ["service", "privacy", "thirdParty", "marketing", "location", "spointMembership"] as const;

export const termVersion = lazySchema(() =>
  z.object({
    terSeq: z.number().check(z.int()),
    terVer: z.string(),
    terCont: z.string().check(z.describe("HTML")),
    terType: z.string().check(z.describe("title")),
  }),
);
export const securitySetting = lazySchema(() =>
  z.object({
    ovrsLoginBlockYn: yn.check(
      z.describe("overseas login blocking: Y blocks logins from abroad (stored; the reference server has no geo-IP source to apply it)"),
    ),
    newDeviceAuthYn: yn.check(
      z.describe(
        "Y asks for a phone authentication when a device logs in for the first time (enforced at login when the app sends newDeviceChk Y with its uuid)",
      ),
    ),
    updDttm: dttm,
  }),
);
export const interestTenant = lazySchema(() => z.object({ tnt_seq: z.string(), bcn_cd: z.string(), reg_dttm: dttm }));
export const interestEvent = lazySchema(() => z.object({ evt_seq: z.string(), bcn_cd: z.string(), reg_dttm: dttm }));
export const refSeq = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,30}$/, "must be an id")));
export const agreementOut = lazySchema(() => z.object({ message: okMessage, agreement: z.extend(consentFlagsSchema, { updDttm: dttm }) }));
