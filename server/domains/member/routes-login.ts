import { type SPOINT_PAGES } from "../../../schemas/api/member-models.ts";
import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { endSession, startSession } from "../../http/session.ts";
import { UNKNOWN_USER_HASH, verifyPassword } from "../../lib/passwords.ts";
import { renderCaptchaSvg } from "./captcha-image.ts";
import { SEED_MEMBERS } from "./demo-members.ts";
import { consumeNewDeviceVerification, deviceNeedsAuth, maskedPhone } from "./new-device-auth.ts";
import { assertOwnCustId, findMemberByUserId, sessionMember, toMbr001Vo } from "./store.ts";
import { issueAutoLoginToken, revokeAutoLoginTokens } from "./tokens.ts";

/** The point-card membership site the login and account links lead to (a placeholder host). */
export const SPOINT_SITE = "https://www.spoint.example";
const SPOINT_PATHS: Record<(typeof SPOINT_PAGES)[number], string> = {
  join: "/mobile/join",
  findId: "/mobile/find/id",
  findPw: "/mobile/find/password",
  myInfo: "/mobile/mypage/info",
  pointHistory: "/mobile/mypage/point",
  cardManage: "/mobile/mypage/card",
  withdrawal: "/mobile/mypage/withdrawal",
  terms: "/mobile/terms",
};
/** The reference server's practice challenge always has this answer; captchaImage draws it anew at each request. */
export const CAPTCHA_PRACTICE_ANSWER = "FIELD";

function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  if (/iPhone/.test(ua)) return "iPhone";
  if (/iPad/.test(ua)) return "iPad";
  if (/Android/.test(ua)) return "Android 기기";
  return "모바일 기기";
}

const demo = SEED_MEMBERS[0]!;
const mallExample = () => ({ params: { mall: "hanam" }, input: {} });

export const loginRoutes: readonly RouteDef[] = [
  route(
    ep.loginDesc,
    ({ mall }) => ({
      ...ok,
      loginDesc: {
        bcnCd: mall.code ?? "",
        bcnNm: mall.nameKo,
        title: `${mall.nameKo} 통합회원 로그인`,
        descList: [
          "포인트 통합회원 아이디로 모든 지점의 서비스를 이용할 수 있습니다.",
          "모바일 영수증, 쿠폰, 내 차 등록은 로그인 후 이용할 수 있습니다.",
          "공용 기기에서는 자동 로그인을 사용하지 마세요.",
        ],
        joinUrl: `${SPOINT_SITE}${SPOINT_PATHS.join}`,
        findIdUrl: `${SPOINT_SITE}${SPOINT_PATHS.findId}`,
        findPwUrl: `${SPOINT_SITE}${SPOINT_PATHS.findPw}`,
      },
    }),
    mallExample,
  ),
  route(
    ep.loginUrl,
    ({ input, deps }) => {
      // Only a brand's own host: the membership site sends the member, logged in, back to it.
      if (!deps.brandHosts.has(input.redirectUrlDomain))
        throw new HttpError(400, "invalid request", [{ field: "redirectUrlDomain", message: "must be a host of one of the brands (brands.json)" }]);
      const local = /^(localhost|127\.0\.0\.1)(:|$)/.test(input.redirectUrlDomain);
      const back = `${local ? "http" : "https"}://${input.redirectUrlDomain}/login`;
      return { ...ok, loginUrl: `${SPOINT_SITE}/mobile/login?chnl=FIELDMALL&returnUrl=${encodeURIComponent(back)}` };
    },
    () => ({ params: {}, input: { redirectUrlDomain: "m.fieldmall.example" } }),
  ),
  route(
    ep.login,
    async ({ input, deps, c, session, now }) => {
      const member = findMemberByUserId(deps.db, input.userId);
      const passwordOk = await verifyPassword(input.userPw, member?.pw_hash ?? UNKNOWN_USER_HASH);
      if (!member || !passwordOk) throw new HttpError(401, "The ID or password is incorrect.");
      const uuid = input.uuid || undefined;
      // Decided and written in one synchronous transaction after the password check, so parallel logins
      // see each other's device registration and spent verification.
      const admitted = deps.db.transaction(() => {
        const guarded = uuid !== undefined && input.newDeviceChk === "Y" && deviceNeedsAuth(deps.db, member.cust_id, uuid);
        if (guarded && !consumeNewDeviceVerification(deps.db, member.cust_id, now)) return false;
        if (uuid)
          deps.db
            .prepare(
              `INSERT INTO member_devices (cust_id, uuid, device_nm, first_login_at, last_login_at) VALUES (?, ?, ?, ?, ?)
               ON CONFLICT (cust_id, uuid) DO UPDATE SET last_login_at = excluded.last_login_at`,
            )
            .run(member.cust_id, uuid, deviceName(c.req.header("user-agent")), now, now);
        return true;
      })();
      if (!admitted) return { ...ok, custId: member.cust_id, custToken: "", authRequired: "Y" as const, phoneHint: maskedPhone(member) };
      startSession(c, deps.db, member.cust_id, now, session);
      const custToken = uuid && input.aloginYn === "Y" ? issueAutoLoginToken(deps.db, member.cust_id, uuid, now) : "";
      return { ...ok, custId: member.cust_id, custToken };
    },
    () => ({ params: { mall: "hanam" }, input: { userId: demo.userId, userPw: demo.password, aloginYn: "N" } }),
  ),
  route(
    ep.logout,
    ({ c, deps, session }) => {
      // The member's auto login ends too (docs/decisions/0037): a token kept on a device must not
      // log anyone in after a logout. The call names no device, so it ends on every device.
      if (session) revokeAutoLoginTokens(deps.db, session.custId);
      endSession(c, deps.db, session);
      return { ...ok, loginYN: "N" as const };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    ep.main,
    ({ input, session, deps }) => {
      assertOwnCustId(session, input.custId, input.custid);
      const m = sessionMember(deps.db, session);
      if (!m) return { ...ok, loginYN: "N" as const, testDevice: "N" as const };
      return { ...ok, loginYN: "Y" as const, testDevice: m.test_device_yn, mbr001Vo: toMbr001Vo(m) };
    },
    ({ memberCustId }) => ({ params: { mall: "hanam" }, input: { custId: memberCustId, custid: memberCustId }, as: "member" }),
  ),
  route(
    ep.signout,
    () => ({
      ...ok,
      signout: {
        title: "회원 탈퇴 안내",
        descList: [
          "탈퇴하면 보유한 쿠폰과 스탬프, 모바일 영수증 내역이 모두 삭제되며 되살릴 수 없습니다.",
          "포인트 통합회원 탈퇴는 포인트 회원 사이트에서 진행됩니다.",
          "탈퇴 후 같은 아이디로 다시 가입하려면 30일이 지나야 합니다.",
        ],
        signoutUrl: `${SPOINT_SITE}${SPOINT_PATHS.withdrawal}`,
      },
    }),
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.captchaCheck,
    ({ input }) => ({ ...ok, result: input.answerText.toUpperCase() === CAPTCHA_PRACTICE_ANSWER ? ("Y" as const) : ("N" as const) }),
    () => ({ params: { mall: "hanam" }, input: { answerText: CAPTCHA_PRACTICE_ANSWER } }),
  ),
  route(
    ep.captchaImage,
    // Math.random is enough here: the answer is fixed, only the distortion varies.
    ({ c }) => c.body(renderCaptchaSvg(CAPTCHA_PRACTICE_ANSWER, Math.random), 200, { "content-type": "image/svg+xml; charset=utf-8" }),
    mallExample,
  ),
  route(
    ep.spointUrl,
    ({ input, mall, session }) => {
      const auto = Boolean(session || input.autoLoginToken || input.sessionObj);
      return { ...ok, spointUrl: `${SPOINT_SITE}${SPOINT_PATHS[input.urlName]}?chnl=FIELDMALL&bcnCd=${mall.code ?? ""}${auto ? "&autoLogin=Y" : ""}` };
    },
    () => ({ params: { mall: "hanam" }, input: { urlName: "pointHistory" } }),
  ),
  route(
    ep.chkLogin,
    ({ input, session, deps }) => {
      const m = sessionMember(deps.db, session);
      return { ...ok, loginYN: m && (!input.custid || input.custid === m.cust_id) ? ("Y" as const) : ("N" as const) };
    },
    ({ memberCustId }) => ({ params: {}, input: { custid: memberCustId }, as: "member" }),
  ),
  route(
    ep.status,
    ({ session, deps }) => {
      const m = sessionMember(deps.db, session);
      return m ? { ...ok, loginYN: "Y" as const, mbr001Vo: { bcn_cd: m.bcn_cd } } : { ...ok, loginYN: "N" as const };
    },
    mallExample,
  ),
];
