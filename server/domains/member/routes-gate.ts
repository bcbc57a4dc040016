import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { startSession } from "../../http/session.ts";
import { findMemberByCustId, sessionMember } from "./store.ts";
import { consumeIntroToken, issueIntroToken } from "./tokens.ts";

export const gateRoutes: readonly RouteDef[] = [
  route(
    ep.introToken,
    ({ session, deps, mall, now }) => {
      const m = sessionMember(deps.db, session);
      if (!m) return { ...ok, custId: "", xToken: "" };
      return { ...ok, custId: m.cust_id, xToken: issueIntroToken(deps.db, m.cust_id, mall.path, now) };
    },
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.introHandover,
    ({ params, deps, c }) => {
      // A link from another site starts no session: the token goes on to the branch's page, whose
      // same-origin POST (introHandoverConfirm) finishes the hand-over. Only a known branch ends up
      // in Location, never a value that could point off the site.
      const mall = deps.malls.get(params.branch.toLowerCase());
      if (!mall) return c.redirect("/", 302);
      return c.redirect(`/${mall.path}?${new URLSearchParams({ introToken: params.xToken, introCustId: params.custId })}`, 302);
    },
    ({ memberCustId }) => ({ params: { branch: "hanam", xToken: "expired-or-unknown-token", custId: memberCustId }, input: {} }),
  ),
  route(
    ep.introHandoverConfirm,
    ({ input, deps, c, session, mall, now }) => {
      if (!findMemberByCustId(deps.db, input.custId) || !consumeIntroToken(deps.db, input.xToken, input.custId, mall.path, now))
        throw new HttpError(401, "the hand-over token is not valid (unknown, used, expired or for another member or branch)");
      startSession(c, deps.db, input.custId, now, session);
      return { ...ok, loginYN: "Y" as const, custId: input.custId };
    },
    // Issued at the end of time, so it is still valid whatever clock the test pins.
    ({ db, memberCustId }) => ({
      params: { mall: "hanam" },
      input: { xToken: issueIntroToken(db, memberCustId, "hanam", 8.64e15 - 60_000), custId: memberCustId },
    }),
  ),
  route(
    ep.agreementMissing,
    ({ session, deps, mall, now }) => {
      deps.db
        .prepare("INSERT INTO member_events (cust_id, bcn_cd, kind, created_at) VALUES (?, ?, 'third_party_agreement_missing', ?)")
        .run(session.custId, mall.code ?? "", now);
      return ok;
    },
    () => ({ params: { mall: "hanam" }, input: {}, as: "member" }),
  ),
  route(
    ep.reserveGroup,
    ({ deps, mall }) => {
      const row = deps.db
        .prepare<[string], { group_id: string; group_nm: string; bcn_cd: string }>("SELECT group_id, group_nm, bcn_cd FROM reserve_groups WHERE bcn_cd = ?")
        .get(mall.code ?? "");
      return { ...ok, group: row ? { groupId: row.group_id, groupNm: row.group_nm, bcnCd: row.bcn_cd } : null };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
];
