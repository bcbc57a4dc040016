import { z } from "zod";
import { custIdField, encodedText, mallParams, okMessage, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";

// Login, member and member settings (spec part-1 §3, §7; part-2 §3, §7 "Login, member, car", "Member settings").
// Paths the spec writes relative to the client base ("spoint/url", "setting/agreement.do") live under /api/:mall.

/** A customer id that may also be sent empty ("member id is attached only when present"). */
export const optionalCustId = z.string().regex(/^[A-Za-z0-9_-]{0,40}$/, "must be a customer id").optional();
/** A device id (uuid) from the native wrapper; empty means "not in the app". */
export const optionalDeviceId = z.string().regex(/^([A-Za-z0-9._:-]{8,64})?$/, "must be a device id").optional();
/** A two-digit mall (branch) code: 01 hanam, 02 coexmall, … (spec part-1 §1). */
export const bcnCdField = z.string().regex(/^\d{2}$/, "must be a two-digit mall code");
/** Korean mobile number, digits only (hyphens are removed first). */
export const phoneNoField = z
  .string()
  .transform((s) => s.replace(/-/g, ""))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, "must be a mobile phone number"));
const dttm = z.string().describe("date-time YYYY-MM-DD HH:mm:ss, Asia/Seoul");
const mallScoped = { params: mallParams } as const;

/** The consent flags of part-2 §3 (Y/N). */
export const consentFlagsSchema = z.object({
  stf_mbr_third_party_agre_yn: yn,
  stf_mbr_ship_agre_yn: yn,
  prvc_coln_use_agre_yn: yn,
  mket_info_sms_agre_yn: yn,
  mket_info_email_agre_yn: yn,
  mket_info_dm_agre_yn: yn,
  mket_info_tm_agre_yn: yn,
  third_party_info_agre_yn: yn,
});
export const CONSENT_FLAGS = Object.keys(consentFlagsSchema.shape) as (keyof typeof consentFlagsSchema.shape)[];

/** The member record of the member fetch; the five personal fields arrive base64-encoded and decode here. */
export const mbr001VoSchema = z.object({
  cust_id: z.string(),
  third_party_info_agre_yn: yn,
  mbr_cel_num1: encodedText,
  mbr_cel_num2_dec: encodedText,
  mbr_cel_num3: encodedText,
  mbr_nm: encodedText,
  stf_point_card_num: encodedText,
  bcn_cd: z.string().describe("home branch (two-digit mall code)"),
});

const sessionObjSchema = z.object({ xMbrNo: z.string().max(100), xScmToken: z.string().max(2000) });
/** sessionObj arrives as a JSON string in the query (how ofetch sends an object) or as an object. */
const sessionObjField = z.union([
  sessionObjSchema,
  z
    .string()
    .max(4000)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON object" });
        return z.NEVER;
      }
    })
    .pipe(sessionObjSchema),
]);

/** Where spoint/url can send the member (pages of the point-card membership site). */
export const SPOINT_PAGES = ["join", "findId", "findPw", "myInfo", "pointHistory", "cardManage", "withdrawal", "terms"] as const;

/** Keys of the agreement pages (setting/agreementPage.do). */
export const TERM_KEYS = ["service", "privacy", "thirdParty", "marketing", "location", "spointMembership"] as const;

const termVersion = z.object({ terSeq: z.number().int(), terVer: z.string(), terCont: z.string().describe("HTML"), terType: z.string().describe("title") });
const securitySetting = z.object({
  ovrsLoginBlockYn: yn.describe("overseas login blocking: Y blocks logins from abroad (stored; the reference server has no geo-IP source to apply it)"),
  newDeviceAuthYn: yn.describe("Y asks for a phone authentication on a new device (stored; not enforced by the reference server)"),
  updDttm: dttm,
});
const interestTenant = z.object({ tnt_seq: z.string(), bcn_cd: z.string(), reg_dttm: dttm });
const interestEvent = z.object({ evt_seq: z.string(), bcn_cd: z.string(), reg_dttm: dttm });
const refSeq = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, "must be an id");
const agreementOut = z.object({ message: okMessage, agreement: consentFlagsSchema.extend({ updDttm: dttm }) });

export const memberEndpoints = {
  loginDesc: endpoint({
    id: "member.loginDesc", method: "GET", path: "/api/:mall/login/loginDesc.do", ...mallScoped,
    response: z.object({
      message: okMessage,
      loginDesc: z.object({ bcnCd: z.string(), bcnNm: z.string(), title: z.string(), descList: z.array(z.string()), joinUrl: z.string(), findIdUrl: z.string(), findPwUrl: z.string() }),
    }).describe("Texts and links of the login page (shape designed: not shown in the spec)"),
    summary: "Login page description",
  }),
  loginUrl: endpoint({
    id: "member.loginUrl", method: "GET", path: "/api/login/loginUrl.do",
    input: z.object({
      redirectUrlDomain: z
        .string()
        .transform((s) => s.replace(/^https?:\/\//, "").replace(/\/+$/, ""))
        .pipe(z.string().regex(/^(localhost|127\.0\.0\.1|([a-z0-9-]+\.)+example)(:\d{2,5})?$/, "must be a host of this service")),
    }),
    response: z.object({ message: okMessage, loginUrl: z.string().describe("membership login page that returns to https://{redirectUrlDomain}") }),
    summary: "External login URL returning to a host of the service (*.example placeholder hosts and localhost only)",
  }),
  logout: endpoint({
    id: "member.logout", method: "GET", path: "/api/:mall/logout.do", ...mallScoped, input: z.object({ custid: optionalCustId }),
    response: z.object({ message: okMessage, loginYN: z.literal("N") }),
    summary: "Logout: ends the session on the server",
  }),
  main: endpoint({
    id: "member.main", method: "GET", path: "/api/:mall/mypage/main.do", ...mallScoped, input: z.object({ custId: optionalCustId, custid: optionalCustId }),
    response: z.object({
      message: okMessage,
      loginYN: yn.describe("Y when logged in"),
      testDevice: yn,
      mbr001Vo: mbr001VoSchema.optional().describe("absent for a visitor"),
    }),
    summary: "Member fetch (mbr001Vo, loginYN, testDevice)",
  }),
  signout: endpoint({
    id: "member.signout", method: "GET", path: "/api/:mall/mypage/signout.do", ...mallScoped, auth: "member",
    response: z.object({ message: okMessage, signout: z.object({ title: z.string(), descList: z.array(z.string()), signoutUrl: z.string() }) })
      .describe("Withdrawal guidance: membership is held by the point-card operator, so the page links to its withdrawal page (designed)"),
    summary: "Membership withdrawal guidance",
  }),
  login: endpoint({
    id: "member.login", method: "POST", path: "/api/:mall/spoint/login", ...mallScoped,
    input: z.object({
      userId: z.string().trim().min(1).max(50),
      userPw: z.string().min(1).max(100),
      aloginYn: yn.default("N").describe("auto login: Y issues a custToken bound to uuid"),
      uuid: optionalDeviceId,
      recaptchaToken: z.string().max(4000).optional().describe("accepted; not verified by the reference server"),
      newDeviceChk: yn.optional(),
    }),
    response: z.object({
      message: okMessage,
      custId: z.string(),
      custToken: z.string().describe("auto-login token for /api/app/spoint/{uuid}/login.do; empty unless aloginYn Y with a uuid"),
    }),
    summary: "Login: starts a new session (401 wrong credentials, 429 too many attempts)",
  }),
  captchaCheck: endpoint({
    id: "member.captchaCheck", method: "POST", path: "/api/:mall/captcha/chkAnswer", ...mallScoped,
    input: z.object({ answerText: z.string().trim().min(1).max(20) }),
    response: z.object({ message: okMessage, result: yn.describe("Y when the answer is right") }),
    summary: "Captcha answer check (the reference server's practice challenge answer is FIELD)",
  }),
  spointUrl: endpoint({
    id: "member.spointUrl", method: "GET", path: "/api/:mall/spoint/url", ...mallScoped,
    input: z.object({ urlName: z.enum(SPOINT_PAGES), autoLoginToken: z.string().max(2000).optional(), sessionObj: sessionObjField.optional() }),
    response: z.object({ message: okMessage, spointUrl: z.string().describe("page of the point-card site; tokens are never put in the URL") }),
    summary: "Single-sign-on style link to the point-card site",
  }),
  chkLogin: endpoint({
    id: "member.chkLogin", method: "POST", path: "/api/chkLogin", input: z.object({ custid: optionalCustId }),
    response: z.object({ message: okMessage, loginYN: yn.describe("Y when a session exists (and belongs to custid when sent)") }),
    summary: "Is this customer still logged in",
  }),
  requestAuth: endpoint({
    id: "member.requestAuth", method: "POST", path: "/rest/login/sec/requestAuth", input: z.object({ phoneNo: phoneNoField, custId: custIdField }),
    response: z.object({
      message: okMessage,
      expireSec: z.number().int().describe("validity of the number in seconds (180)"),
      devAuthNo: z.string().regex(/^\d{6}$/).optional().describe("only outside production (no SMS gateway): the number sent; never in production"),
    }),
    summary: "Phone authentication: send a 6-digit number (5 per 10 minutes per phone)",
  }),
  completeAuth: endpoint({
    id: "member.completeAuth", method: "POST", path: "/rest/login/:path/sec/completeAuth",
    params: z.object({ path: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,29}$/).describe("the flow that asked (newDevice, security, …)") }),
    input: z.object({ authNo: z.string().regex(/^\d{6}$/, "must be 6 digits"), phoneNo: phoneNoField, custId: custIdField }),
    response: z.object({ message: okMessage, authYn: z.literal("Y") }),
    summary: "Phone authentication: check the number (single use, 3 minutes, 5 attempts)",
  }),
  status: endpoint({
    id: "member.status", method: "GET", path: "/api/:mall/login/status.do", ...mallScoped,
    response: z.object({ message: okMessage, loginYN: yn, mbr001Vo: z.object({ bcn_cd: z.string() }).optional().describe("present when logged in") }),
    summary: "Login status at app start (loginYN, mbr001Vo.bcn_cd)",
  }),
  introToken: endpoint({
    id: "member.introToken", method: "GET", path: "/api/:mall/login/introToken.do", ...mallScoped,
    response: z.object({
      message: okMessage,
      custId: z.string().default(""),
      xToken: z.string().default("").describe("opaque single-use hand-over token, valid 60 s; empty for a visitor"),
    }),
    summary: "Token request at the gate (made with the branch path)",
  }),
  introHandover: endpoint({
    id: "member.introHandover", method: "GET", path: "/api/:branch/:xToken/:custId/introToken",
    params: z.object({ branch: z.string().max(40), xToken: z.string().max(300), custId: z.string().max(60) }),
    response: z.object({ message: okMessage })
      .describe("Not a JSON answer: a 302 redirect to /{branch} (to / for an unknown branch) with no body; a valid token also sets the session cookie, anything else does not"),
    summary: "Brand host hand-over: consumes the token, starts a session, redirects to the branch",
  }),
  agreementMissing: endpoint({
    id: "member.agreementMissing", method: "POST", path: "/rest/:mall/member/agreementMissing.do", ...mallScoped, auth: "member",
    input: z.object({ custid: optionalCustId }),
    response: z.object({ message: okMessage }).describe("Records that the member was sent back for missing third-party consent (designed)"),
    summary: "Follow-up call when the third-party agreement is missing",
  }),
  reserveGroup: endpoint({
    id: "member.reserveGroup", method: "GET", path: "/api/:mall/member/reserveGroup.do", ...mallScoped,
    response: z.object({
      message: okMessage,
      group: z.object({ groupId: z.string(), groupNm: z.string(), bcnCd: z.string() }).nullable().describe("the mall's group in the queue service; null where it has none"),
    }),
    summary: "Reserve-group fetch",
  }),
  acceptanceOfTerms: endpoint({
    id: "member.acceptanceOfTerms", method: "GET", path: "/api/login/acceptanceOfTerms.do",
    response: z.object({
      message: okMessage,
      termsList: z.array(termVersion.extend({
        terKey: z.enum(TERM_KEYS),
        reqYn: yn.describe("Y: required to use the service"),
        agreFlag: z.string().nullable().describe("the consent flag of members/agreement.do this term sets"),
      })),
    }),
    summary: "Terms to accept at login (current versions)",
  }),
  acceptanceApi: endpoint({
    id: "member.acceptanceApi", method: "GET", path: "/api/login/acceptanceApi.do", auth: "member",
    response: z.object({ message: okMessage, agreeYn: yn.describe("Y when every required term is accepted"), missingList: z.array(z.string()).describe("consent flags still N among the required ones") }),
    summary: "Acceptance state of the logged-in member",
  }),
  settingAgreement: endpoint({
    id: "member.settingAgreement", method: "GET", path: "/api/:mall/setting/agreement.do", ...mallScoped, auth: "member",
    response: agreementOut, summary: "Consent settings of the member",
  }),
  settingAgreementPage: endpoint({
    id: "member.settingAgreementPage", method: "GET", path: "/api/:mall/setting/agreementPage.do", ...mallScoped,
    input: z.object({ agreement: z.enum(TERM_KEYS), terSeq: z.coerce.number().int().min(1).optional() }),
    response: z.object({ message: okMessage, detail: z.object({ terType: z.string(), terCont: z.string(), terSeq: z.number().int() }), resultList: z.array(termVersion) }),
    summary: "An agreement's text with its versions",
  }),
  saveAgreement: endpoint({
    id: "member.saveAgreement", method: "POST", path: "/api/:mall/members/agreement.do", ...mallScoped, auth: "member",
    input: consentFlagsSchema.partial().extend({ custid: optionalCustId }).refine((o) => CONSENT_FLAGS.some((f) => o[f] !== undefined), "at least one consent flag is required"),
    response: agreementOut, summary: "Save consent flags (only the flags sent change)",
  }),
  vipPop: endpoint({
    id: "member.vipPop", method: "GET", path: "/api/:mall/mypage/vipPop.do", ...mallScoped, auth: "member",
    response: z.object({
      message: okMessage,
      vipYn: yn,
      vipGrade: z.string().describe("tier name; empty when not VIP"),
      popYn: yn.describe("Y: show the VIP popup"),
      popup: z.object({ title: z.string(), cont: z.string(), imgUrl: z.string() }).nullable(),
    }),
    summary: "VIP club popup",
  }),
  saveBranch: endpoint({
    id: "member.saveBranch", method: "POST", path: "/api/mypage/branch/save.do", encoding: "json", auth: "member",
    input: z.object({ bcn_cd: bcnCdField, cust_id: optionalCustId }),
    response: z.object({ message: okMessage, bcn_cd: z.string() }), summary: "Save the home branch",
  }),
  regInterestTenant: endpoint({
    id: "member.regInterestTenant", method: "POST", path: "/api/suwon/mypage/regInterestTenant.do", auth: "member", idempotent: true,
    input: z.object({ tnt_seq: refSeq, cust_id: optionalCustId }), response: z.object({ message: okMessage }), summary: "Add a favourite store (Suwon)",
  }),
  regInterestEvent: endpoint({
    id: "member.regInterestEvent", method: "POST", path: "/api/suwon/mypage/regInterestEvent.do", auth: "member", idempotent: true,
    input: z.object({ evt_seq: refSeq, cust_id: optionalCustId }), response: z.object({ message: okMessage }), summary: "Add a favourite event (Suwon)",
  }),
  delInterestTenant: endpoint({
    id: "member.delInterestTenant", method: "POST", path: "/api/suwon/mypage/delInterestTenant.do", auth: "member",
    input: z.object({ tnt_seq: refSeq, cust_id: optionalCustId }), response: z.object({ message: okMessage }), summary: "Remove a favourite store (Suwon)",
  }),
  delInterestEvent: endpoint({
    id: "member.delInterestEvent", method: "POST", path: "/api/suwon/mypage/delInterestEvent.do", auth: "member",
    input: z.object({ evt_seq: refSeq, cust_id: optionalCustId }), response: z.object({ message: okMessage }), summary: "Remove a favourite event (Suwon)",
  }),
  interestTenantList: endpoint({
    id: "member.interestTenantList", method: "GET", path: "/api/mypage/suwon/interest/tenantList.do", auth: "member",
    response: z.object({ message: okMessage, resultList: z.array(interestTenant).describe("ids only: details come from the tenant endpoints") }),
    summary: "Favourite stores (Suwon)",
  }),
  interestEventList: endpoint({
    id: "member.interestEventList", method: "GET", path: "/api/mypage/suwon/interest/eventList.do", auth: "member",
    response: z.object({ message: okMessage, resultList: z.array(interestEvent).describe("ids only: details come from the event endpoints") }),
    summary: "Favourite events (Suwon)",
  }),
  securitySettings: endpoint({
    id: "member.securitySettings", method: "POST", path: "/rest/mypage/security/settings", auth: "member",
    response: z.object({ message: okMessage, setting: securitySetting }), summary: "Overseas login blocking: settings",
  }),
  securityUpdate: endpoint({
    id: "member.securityUpdate", method: "POST", path: "/rest/mypage/security/updateSetting", auth: "member",
    input: z.object({ ovrsLoginBlockYn: yn.optional(), newDeviceAuthYn: yn.optional() }).refine((o) => o.ovrsLoginBlockYn !== undefined || o.newDeviceAuthYn !== undefined, "at least one setting is required"),
    response: z.object({ message: okMessage, setting: securitySetting }), summary: "Overseas login blocking: change settings",
  }),
  securityDevices: endpoint({
    id: "member.securityDevices", method: "POST", path: "/rest/mypage/security/deviceList", auth: "member",
    response: z.object({
      message: okMessage,
      deviceList: z.array(z.object({ deviceSeq: z.number().int(), deviceNm: z.string(), uuidMasked: z.string(), firstLoginDttm: dttm, lastLoginDttm: dttm })),
    }),
    summary: "Overseas login blocking: devices that logged in",
  }),
  securityDeleteDevice: endpoint({
    id: "member.securityDeleteDevice", method: "POST", path: "/rest/mypage/security/deleteDevice", auth: "member",
    input: z.object({ deviceSeq: z.coerce.number().int().min(1) }),
    response: z.object({ message: okMessage }), summary: "Overseas login blocking: remove a device (and its auto login)",
  }),
} as const;
