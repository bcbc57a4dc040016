import { CONSENT_FLAGS } from "../../../schemas/api/member-models.ts";
import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { VIP_CLUB_IMAGE } from "./seed-images.ts";
import { consentOf, type ConsentFlag } from "./store.ts";

interface TermRow {
  ter_seq: number;
  ter_key: string;
  ter_type: string;
  ter_ver: string;
  ter_cont: string;
  req_yn: "Y" | "N";
  agre_flag: string | null;
}

const CURRENT_TERMS = "SELECT * FROM terms t WHERE t.ter_seq = (SELECT MAX(ter_seq) FROM terms WHERE ter_key = t.ter_key) ORDER BY disp_ord";
const version = (t: TermRow) => ({ terSeq: t.ter_seq, terVer: t.ter_ver, terCont: t.ter_cont, terType: t.ter_type });

export const settingsRoutes: readonly RouteDef[] = [
  route(
    ep.acceptanceOfTerms,
    ({ deps }) => ({
      ...ok,
      termsList: deps.db
        .prepare<[], TermRow>(CURRENT_TERMS)
        .all()
        .map((t) => ({ ...version(t), terKey: t.ter_key as "service", reqYn: t.req_yn, agreFlag: t.agre_flag })),
    }),
    () => ({ params: {}, input: {} }),
  ),
  route(
    ep.acceptanceApi,
    ({ deps, session }) => {
      const flags = consentOf(deps.db, session.custId) as Record<string, string>;
      const required = deps.db
        .prepare<[], TermRow>(CURRENT_TERMS)
        .all()
        .filter((t) => t.req_yn === "Y" && t.agre_flag);
      const missingList = required.map((t) => t.agre_flag!).filter((f) => flags[f] !== "Y");
      return { ...ok, agreeYn: missingList.length === 0 ? ("Y" as const) : ("N" as const), missingList };
    },
    () => ({ params: {}, input: {}, as: "member" }),
  ),
  route(
    ep.settingAgreement,
    ({ deps, session }) => ({ ...ok, agreement: consentOf(deps.db, session.custId) }),
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.settingAgreementPage,
    ({ deps, input }) => {
      const versions = deps.db.prepare<[string], TermRow>("SELECT * FROM terms WHERE ter_key = ? ORDER BY ter_seq DESC").all(input.agreement);
      const detail = input.terSeq === undefined ? versions[0] : versions.find((v) => v.ter_seq === input.terSeq);
      if (!detail) throw new HttpError(404, "Agreement detail not found");
      return { ...ok, detail: { terType: detail.ter_type, terCont: detail.ter_cont, terSeq: detail.ter_seq }, resultList: versions.map(version) };
    },
    () => ({ params: { mall: "hanam" }, input: { agreement: "service" } }),
  ),
  route(
    ep.saveAgreement,
    ({ deps, session, input, now }) => {
      const custId = session.custId;
      const before = consentOf(deps.db, custId);
      const changed = CONSENT_FLAGS.filter((f): f is ConsentFlag => input[f] !== undefined && input[f] !== before[f]);
      if (changed.length > 0) {
        deps.db.transaction(() => {
          for (const f of changed) {
            // f comes from the fixed list of consent columns, never from the request's keys.
            deps.db.prepare(`UPDATE members SET ${f} = ?, agre_upd_at = ? WHERE cust_id = ?`).run(input[f], now, custId);
            deps.db.prepare("INSERT INTO member_consent_history (cust_id, flag, value, changed_at) VALUES (?, ?, ?, ?)").run(custId, f, input[f], now);
          }
        })();
      }
      return { ...ok, agreement: consentOf(deps.db, custId) };
    },
    () => ({ params: { mall: "hanam" }, input: { mket_info_sms_agre_yn: "Y" }, as: "member" }),
  ),
  route(
    ep.vipPop,
    ({ deps, session, mall }) => {
      const row = deps.db.prepare<[string], { vip_grade: string }>("SELECT vip_grade FROM members WHERE cust_id = ?").get(session.custId);
      const grade = row?.vip_grade ?? "";
      // The VIP club belongs to hanam (luxury spend there counts toward the tier): the popup shows only there.
      const pop = grade !== "" && mall.path === "hanam";
      return {
        ...ok,
        vipYn: grade !== "" ? ("Y" as const) : ("N" as const),
        vipGrade: grade,
        popYn: pop ? ("Y" as const) : ("N" as const),
        popup: pop
          ? {
              title: "VIP 클럽 회원님, 환영합니다",
              cont: "VIP 라운지 이용, 발레파킹, 전용 쿠폰 혜택을 확인해 보세요. 혜택은 매월 1일에 갱신됩니다.",
              imgUrl: VIP_CLUB_IMAGE,
            }
          : null,
      };
    },
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.saveBranch,
    ({ deps, session, input }) => {
      const known = [...deps.malls.values()].some((m) => m.code === input.bcn_cd);
      if (!known) throw new HttpError(400, "invalid request", [{ field: "bcn_cd", message: "is not a mall of this service" }]);
      deps.db.prepare("UPDATE members SET bcn_cd = ? WHERE cust_id = ?").run(input.bcn_cd, session.custId);
      return { ...ok, bcn_cd: input.bcn_cd };
    },
    ({ memberCustId }) => ({ params: {}, input: { bcn_cd: "01", cust_id: memberCustId }, as: "member" }),
  ),
];
