import * as z from "zod/mini";
import { custIdField, okMessage, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import {
  CONSENT_FLAGS,
  SPOINT_PAGES,
  TERM_KEYS,
  agreementOut,
  bcnCdField,
  consentFlagsSchema,
  dttm,
  interestEvent,
  interestTenant,
  loginInput,
  loginResponse,
  mallScoped,
  mbr001VoSchema,
  optionalCustId,
  phoneNoField,
  refSeq,
  securitySetting,
  sessionObjField,
  termVersion,
} from "./member-models.ts";

export const memberEndpoints = {
  loginDesc: endpoint({
    id: "member.loginDesc",
    method: "GET",
    path: "/api/:mall/login/loginDesc.do",
    ...mallScoped,
    response: () =>
      z
        .object({
          message: okMessage,
          loginDesc: z.object({
            bcnCd: z.string(),
            bcnNm: z.string(),
            title: z.string(),
            descList: z.array(z.string()),
            joinUrl: z.string(),
            findIdUrl: z.string(),
            findPwUrl: z.string(),
          }),
        })
        .check(z.describe("Texts and links of the login page (shape designed: not shown in the spec)")),
    summary: "Login page description",
  }),
  loginUrl: endpoint({
    id: "member.loginUrl",
    method: "GET",
    path: "/api/login/loginUrl.do",
    input: () =>
      z.object({
        redirectUrlDomain: z.pipe(
          z.pipe(
            z.string(),
            z.transform((s) => s.replace(/^https?:\/\//, "").replace(/\/+$/, "")),
          ),
          z
            .string()
            .check(
              z.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{2,5})?$/, "must be a host name (and optional port)"),
              z.describe("one of the brands' hosts (brands.json, production or development); any other host answers 400"),
            ),
        ),
      }),
    response: () =>
      z.object({ message: okMessage, loginUrl: z.string().check(z.describe("membership login page that returns to https://{redirectUrlDomain}")) }),
    summary: "External login URL returning to a brand's host (the hosts of brands.json only)",
  }),
  logout: endpoint({
    id: "member.logout",
    method: "GET",
    writes: true,
    path: "/api/:mall/logout.do",
    ...mallScoped,
    input: () => z.object({ custid: optionalCustId }),
    response: () => z.object({ message: okMessage, loginYN: z.literal("N") }),
    summary: "Logout: ends the session on the server and the member's auto login on every device",
  }),
  main: endpoint({
    id: "member.main",
    method: "GET",
    path: "/api/:mall/mypage/main.do",
    ...mallScoped,
    input: () => z.object({ custId: optionalCustId, custid: optionalCustId }),
    response: () =>
      z.object({
        message: okMessage,
        loginYN: yn.check(z.describe("Y when logged in")),
        testDevice: yn,
        mbr001Vo: z.optional(mbr001VoSchema).check(z.describe("absent for a visitor")),
      }),
    summary: "Member fetch (mbr001Vo, loginYN, testDevice)",
  }),
  signout: endpoint({
    id: "member.signout",
    method: "GET",
    path: "/api/:mall/mypage/signout.do",
    ...mallScoped,
    auth: "member",
    response: () =>
      z
        .object({ message: okMessage, signout: z.object({ title: z.string(), descList: z.array(z.string()), signoutUrl: z.string() }) })
        .check(z.describe("Withdrawal guidance: membership is held by the point-card operator, so the page links to its withdrawal page (designed)")),
    summary: "Membership withdrawal guidance",
  }),
  login: endpoint({
    limits: LIMITS.login,
    id: "member.login",
    method: "POST",
    path: "/api/:mall/spoint/login",
    ...mallScoped,
    input: loginInput,
    response: loginResponse,
    summary: "Login: starts a new session (401 wrong credentials, 429 too many attempts; authRequired Y: a new device needs phone authentication first)",
  }),
  captchaCheck: endpoint({
    id: "member.captchaCheck",
    method: "POST",
    path: "/api/:mall/captcha/chkAnswer",
    ...mallScoped,
    input: () => z.object({ answerText: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) }),
    response: () => z.object({ message: okMessage, result: yn.check(z.describe("Y when the answer is right")) }),
    summary: "Captcha answer check (the reference server's practice challenge answer is FIELD)",
  }),
  captchaImage: endpoint({
    id: "member.captchaImage",
    method: "GET",
    path: "/api/:mall/captcha/image",
    ...mallScoped,
    response: () =>
      z
        .object({ message: okMessage })
        .check(
          z.describe(
            "Not a JSON answer: an SVG image (image/svg+xml, 240×80) of the practice challenge, distorted anew at every request; for an img element, not the API client",
          ),
        ),
    summary: "Captcha challenge image (answer with captchaCheck)",
  }),
  spointUrl: endpoint({
    id: "member.spointUrl",
    method: "GET",
    path: "/api/:mall/spoint/url",
    ...mallScoped,
    input: () =>
      z.object({
        urlName: z.enum(SPOINT_PAGES),
        autoLoginToken: z.optional(z.string().check(z.maxLength(2000))),
        sessionObj: z.optional(sessionObjField),
      }),
    response: () => z.object({ message: okMessage, spointUrl: z.string().check(z.describe("page of the point-card site; tokens are never put in the URL")) }),
    summary: "Single-sign-on style link to the point-card site",
  }),
  chkLogin: endpoint({
    id: "member.chkLogin",
    method: "POST",
    path: "/api/chkLogin",
    input: () => z.object({ custid: optionalCustId }),
    response: () => z.object({ message: okMessage, loginYN: yn.check(z.describe("Y when a session exists (and belongs to custid when sent)")) }),
    summary: "Is this customer still logged in",
  }),
  requestAuth: endpoint({
    limits: LIMITS.authCode,
    id: "member.requestAuth",
    method: "POST",
    path: "/rest/login/sec/requestAuth",
    input: () => z.object({ phoneNo: phoneNoField, custId: custIdField }),
    response: () =>
      z.object({
        message: okMessage,
        expireSec: z.number().check(z.int(), z.describe("validity of the number in seconds (180)")),
        devAuthNo: z
          .optional(z.string().check(z.regex(/^\d{6}$/)))
          .check(z.describe("only from a server run with the demo setting (MALL_DEMO; there is no SMS gateway): the number sent")),
      }),
    summary: "Phone authentication: send a 6-digit number (5 per 10 minutes per phone)",
  }),
  completeAuth: endpoint({
    id: "member.completeAuth",
    method: "POST",
    path: "/rest/login/:path/sec/completeAuth",
    params: () => z.object({ path: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,29}$/), z.describe("the flow that asked (newDevice, security, …)")) }),
    input: () => z.object({ authNo: z.string().check(z.regex(/^\d{6}$/, "must be 6 digits")), phoneNo: phoneNoField, custId: custIdField }),
    response: () => z.object({ message: okMessage, authYn: z.literal("Y") }),
    summary: "Phone authentication: check the number (single use, 3 minutes, 5 attempts)",
  }),
  status: endpoint({
    id: "member.status",
    method: "GET",
    path: "/api/:mall/login/status.do",
    ...mallScoped,
    response: () =>
      z.object({ message: okMessage, loginYN: yn, mbr001Vo: z.optional(z.object({ bcn_cd: z.string() })).check(z.describe("present when logged in")) }),
    summary: "Login status at app start (loginYN, mbr001Vo.bcn_cd)",
  }),
  introToken: endpoint({
    id: "member.introToken",
    method: "GET",
    writes: true,
    path: "/api/:mall/login/introToken.do",
    ...mallScoped,
    response: () =>
      z.object({
        message: okMessage,
        custId: z._default(z.string(), ""),
        xToken: z._default(z.string(), "").check(z.describe("opaque single-use hand-over token, valid 60 s; empty for a visitor")),
      }),
    summary: "Token request at the gate (made with the branch path)",
  }),
  introHandover: endpoint({
    id: "member.introHandover",
    method: "GET",
    path: "/api/:branch/:xToken/:custId/introToken",
    params: () =>
      z.object({ branch: z.string().check(z.maxLength(40)), xToken: z.string().check(z.maxLength(300)), custId: z.string().check(z.maxLength(60)) }),
    response: () =>
      z
        .object({ message: okMessage })
        .check(
          z.describe(
            "Not a JSON answer: a 302 redirect to /{branch}?introToken=…&introCustId=… (to / for an unknown branch) with no body. It starts no session: a link from another site must not log a visitor in; the app's page finishes the hand-over with introHandoverConfirm",
          ),
        ),
    summary: "Brand host hand-over link: passes the token on to the branch's page, which confirms it",
  }),
  introHandoverConfirm: endpoint({
    id: "member.introHandoverConfirm",
    method: "POST",
    path: "/api/:mall/login/introHandover.do",
    ...mallScoped,
    input: () => z.object({ xToken: z.string().check(z.minLength(1), z.maxLength(300)), custId: custIdField }),
    response: () =>
      z
        .object({ message: okMessage, loginYN: z.literal("Y"), custId: z.string() })
        .check(z.describe("401 when the token is unknown, used, expired or for another member or branch (nothing written)")),
    summary: "Finishes a brand host hand-over from the app's own page: consumes the token and starts the session",
  }),
  agreementMissing: endpoint({
    id: "member.agreementMissing",
    method: "POST",
    path: "/rest/:mall/member/agreementMissing.do",
    ...mallScoped,
    auth: "member",
    input: () => z.object({ custid: optionalCustId }),
    response: () => z.object({ message: okMessage }).check(z.describe("Records that the member was sent back for missing third-party consent (designed)")),
    summary: "Follow-up call when the third-party agreement is missing",
  }),
  reserveGroup: endpoint({
    id: "member.reserveGroup",
    method: "GET",
    path: "/api/:mall/member/reserveGroup.do",
    ...mallScoped,
    response: () =>
      z.object({
        message: okMessage,
        group: z
          .nullable(z.object({ groupId: z.string(), groupNm: z.string(), bcnCd: z.string() }))
          .check(z.describe("the mall's group in the queue service; null where it has none")),
      }),
    summary: "Reserve-group fetch",
  }),
  acceptanceOfTerms: endpoint({
    id: "member.acceptanceOfTerms",
    method: "GET",
    path: "/api/login/acceptanceOfTerms.do",
    response: () =>
      z.object({
        message: okMessage,
        termsList: z.array(
          z.extend(termVersion, {
            terKey: z.enum(TERM_KEYS),
            reqYn: yn.check(z.describe("Y: required to use the service")),
            agreFlag: z.nullable(z.string()).check(z.describe("the consent flag of members/agreement.do this term sets")),
          }),
        ),
      }),
    summary: "Terms to accept at login (current versions)",
  }),
  acceptanceApi: endpoint({
    id: "member.acceptanceApi",
    method: "GET",
    path: "/api/login/acceptanceApi.do",
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        agreeYn: yn.check(z.describe("Y when every required term is accepted")),
        missingList: z.array(z.string()).check(z.describe("consent flags still N among the required ones")),
      }),
    summary: "Acceptance state of the logged-in member",
  }),
  settingAgreement: endpoint({
    id: "member.settingAgreement",
    method: "GET",
    path: "/api/:mall/setting/agreement.do",
    ...mallScoped,
    auth: "member",
    response: agreementOut,
    summary: "Consent settings of the member",
  }),
  settingAgreementPage: endpoint({
    id: "member.settingAgreementPage",
    method: "GET",
    path: "/api/:mall/setting/agreementPage.do",
    ...mallScoped,
    input: () => z.object({ agreement: z.enum(TERM_KEYS), terSeq: z.optional(z.coerce.number().check(z.int(), z.gte(1))) }),
    response: () =>
      z.object({
        message: okMessage,
        detail: z.object({ terType: z.string(), terCont: z.string(), terSeq: z.number().check(z.int()) }),
        resultList: z.array(termVersion),
      }),
    summary: "An agreement's text with its versions",
  }),
  saveAgreement: endpoint({
    id: "member.saveAgreement",
    method: "POST",
    path: "/api/:mall/members/agreement.do",
    ...mallScoped,
    auth: "member",
    input: () =>
      z
        .extend(z.partial(consentFlagsSchema), { custid: optionalCustId })
        .check(z.refine((o) => CONSENT_FLAGS.some((f) => o[f] !== undefined), "at least one consent flag is required")),
    response: agreementOut,
    summary: "Save consent flags (only the flags sent change)",
  }),
  vipPop: endpoint({
    id: "member.vipPop",
    method: "GET",
    path: "/api/:mall/mypage/vipPop.do",
    ...mallScoped,
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        vipYn: yn,
        vipGrade: z.string().check(z.describe("tier name; empty when not VIP")),
        popYn: yn.check(z.describe("Y: show the VIP popup")),
        popup: z.nullable(z.object({ title: z.string(), cont: z.string(), imgUrl: z.string() })),
      }),
    summary: "VIP club popup",
  }),
  saveBranch: endpoint({
    id: "member.saveBranch",
    method: "POST",
    path: "/api/mypage/branch/save.do",
    encoding: "json",
    auth: "member",
    input: () => z.object({ bcn_cd: bcnCdField, cust_id: optionalCustId }),
    response: () => z.object({ message: okMessage, bcn_cd: z.string() }),
    summary: "Save the home branch",
  }),
  regInterestTenant: endpoint({
    id: "member.regInterestTenant",
    method: "POST",
    path: "/api/suwon/mypage/regInterestTenant.do",
    auth: "member",
    idempotent: true,
    input: () => z.object({ tnt_seq: refSeq, cust_id: optionalCustId }),
    response: () => z.object({ message: okMessage }),
    summary: "Add a favourite store (Suwon)",
  }),
  regInterestEvent: endpoint({
    id: "member.regInterestEvent",
    method: "POST",
    path: "/api/suwon/mypage/regInterestEvent.do",
    auth: "member",
    idempotent: true,
    input: () => z.object({ evt_seq: refSeq, cust_id: optionalCustId }),
    response: () => z.object({ message: okMessage }),
    summary: "Add a favourite event (Suwon)",
  }),
  delInterestTenant: endpoint({
    id: "member.delInterestTenant",
    method: "POST",
    path: "/api/suwon/mypage/delInterestTenant.do",
    auth: "member",
    input: () => z.object({ tnt_seq: refSeq, cust_id: optionalCustId }),
    response: () => z.object({ message: okMessage }),
    summary: "Remove a favourite store (Suwon)",
  }),
  delInterestEvent: endpoint({
    id: "member.delInterestEvent",
    method: "POST",
    path: "/api/suwon/mypage/delInterestEvent.do",
    auth: "member",
    input: () => z.object({ evt_seq: refSeq, cust_id: optionalCustId }),
    response: () => z.object({ message: okMessage }),
    summary: "Remove a favourite event (Suwon)",
  }),
  interestTenantList: endpoint({
    id: "member.interestTenantList",
    method: "GET",
    path: "/api/mypage/suwon/interest/tenantList.do",
    auth: "member",
    response: () => z.object({ message: okMessage, resultList: z.array(interestTenant).check(z.describe("ids only: details come from the tenant endpoints")) }),
    summary: "Favourite stores (Suwon)",
  }),
  interestEventList: endpoint({
    id: "member.interestEventList",
    method: "GET",
    path: "/api/mypage/suwon/interest/eventList.do",
    auth: "member",
    response: () => z.object({ message: okMessage, resultList: z.array(interestEvent).check(z.describe("ids only: details come from the event endpoints")) }),
    summary: "Favourite events (Suwon)",
  }),
  securitySettings: endpoint({
    id: "member.securitySettings",
    method: "POST",
    path: "/rest/mypage/security/settings",
    auth: "member",
    response: () => z.object({ message: okMessage, setting: securitySetting }),
    summary: "Overseas login blocking: settings",
  }),
  securityUpdate: endpoint({
    id: "member.securityUpdate",
    method: "POST",
    path: "/rest/mypage/security/updateSetting",
    auth: "member",
    input: () =>
      z
        .object({ ovrsLoginBlockYn: z.optional(yn), newDeviceAuthYn: z.optional(yn) })
        .check(z.refine((o) => o.ovrsLoginBlockYn !== undefined || o.newDeviceAuthYn !== undefined, "at least one setting is required")),
    response: () => z.object({ message: okMessage, setting: securitySetting }),
    summary: "Overseas login blocking: change settings",
  }),
  securityDevices: endpoint({
    id: "member.securityDevices",
    method: "POST",
    path: "/rest/mypage/security/deviceList",
    auth: "member",
    response: () =>
      z.object({
        message: okMessage,
        deviceList: z.array(
          z.object({ deviceSeq: z.number().check(z.int()), deviceNm: z.string(), uuidMasked: z.string(), firstLoginDttm: dttm, lastLoginDttm: dttm }),
        ),
      }),
    summary: "Overseas login blocking: devices that logged in",
  }),
  securityDeleteDevice: endpoint({
    id: "member.securityDeleteDevice",
    method: "POST",
    path: "/rest/mypage/security/deleteDevice",
    auth: "member",
    input: () => z.object({ deviceSeq: z.coerce.number().check(z.int(), z.gte(1)) }),
    response: () => z.object({ message: okMessage }),
    summary: "Overseas login blocking: remove a device (and its auto login)",
  }),
} as const;
