import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { startSession } from "../../http/session.ts";
import { findMemberByCustId, sessionMember } from "./store.ts";
import { consumeIntroToken, issueIntroToken } from "./tokens.ts";

export const gateRoutes: readonly RouteDef[] = [
  route(
    ep.introToken,
    ({ session, deps, mall }) => {
      const m = sessionMember(deps.db, session);
      if (!m) return { ...ok, custId: "", xToken: "" };
      return { ...ok, custId: m.cust_id, xToken: issueIntroToken(deps.db, m.cust_id, mall!.path, deps.now().getTime()) };
    },
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.introHandover,
    ({ params, deps, c, session }) => {
      const nowMs = deps.now().getTime();
      // Only a known branch ends up in Location: never a value that could point off the site.
      const mall = deps.malls.get(params.branch.toLowerCase());
      const location = mall ? `/${mall.path}` : "/";
      if (mall && findMemberByCustId(deps.db, params.custId) && consumeIntroToken(deps.db, params.xToken, params.custId, mall.path, nowMs))
        startSession(c, deps.db, params.custId, nowMs, session);
      return c.redirect(location, 302);
    },
    ({ memberCustId }) => ({ params: { branch: "hanam", xToken: "expired-or-unknown-token", custId: memberCustId }, input: {} }),
  ),
  route(
    ep.agreementMissing,
    ({ session, deps, mall }) => {
      deps.db
        .prepare("INSERT INTO member_events (cust_id, bcn_cd, kind, created_at) VALUES (?, ?, 'third_party_agreement_missing', ?)")
        .run(session!.custId, mall!.code ?? "", deps.now().getTime());
      return ok;
    },
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.reserveGroup,
    ({ deps, mall }) => {
      const row = deps.db
        .prepare<[string], { group_id: string; group_nm: string; bcn_cd: string }>("SELECT group_id, group_nm, bcn_cd FROM reserve_groups WHERE bcn_cd = ?")
        .get(mall!.code ?? "");
      return { ...ok, group: row ? { groupId: row.group_id, groupNm: row.group_nm, bcnCd: row.bcn_cd } : null };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
];
