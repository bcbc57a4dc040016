import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import type { Db } from "../../db/open.ts";
import { route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";

// Favourite stores and events of the Suwon member pages. Only ids are kept: details belong to the
// tenant and event domains, which the client asks directly.
const SUWON = "09";
type Kind = "tenant" | "event";

interface InterestRow {
  ref_seq: string;
  bcn_cd: string;
  reg_at: number;
}

function interestsOf(db: Db, custId: string, kind: Kind): InterestRow[] {
  return db
    .prepare<[string, Kind], InterestRow>("SELECT ref_seq, bcn_cd, reg_at FROM interests WHERE cust_id = ? AND kind = ? ORDER BY reg_at DESC, id DESC")
    .all(custId, kind);
}

export const interestRoutes: readonly RouteDef[] = [
  route(
    ep.regInterestTenant,
    ({ deps, session, input, now }) => {
      deps.db
        .prepare("INSERT INTO interests (cust_id, kind, ref_seq, bcn_cd, reg_at) VALUES (?, 'tenant', ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(session.custId, input.tnt_seq, SUWON, now);
      return ok;
    },
    () => ({ params: {}, input: { tnt_seq: "T090012" }, as: "member" }),
  ),
  route(
    ep.regInterestEvent,
    ({ deps, session, input, now }) => {
      deps.db
        .prepare("INSERT INTO interests (cust_id, kind, ref_seq, bcn_cd, reg_at) VALUES (?, 'event', ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(session.custId, input.evt_seq, SUWON, now);
      return ok;
    },
    () => ({ params: {}, input: { evt_seq: "E090005" }, as: "member" }),
  ),
  route(
    ep.delInterestTenant,
    ({ deps, session, input }) => {
      deps.db.prepare("DELETE FROM interests WHERE cust_id = ? AND kind = 'tenant' AND ref_seq = ?").run(session.custId, input.tnt_seq);
      return ok;
    },
    () => ({ params: {}, input: { tnt_seq: "T090018" }, as: "member" }),
  ),
  route(
    ep.delInterestEvent,
    ({ deps, session, input }) => {
      deps.db.prepare("DELETE FROM interests WHERE cust_id = ? AND kind = 'event' AND ref_seq = ?").run(session.custId, input.evt_seq);
      return ok;
    },
    () => ({ params: {}, input: { evt_seq: "E090001" }, as: "member" }),
  ),
  route(
    ep.interestTenantList,
    ({ deps, session }) => ({
      ...ok,
      resultList: interestsOf(deps.db, session.custId, "tenant").map((r) => ({ tnt_seq: r.ref_seq, bcn_cd: r.bcn_cd, reg_dttm: kstDttm(r.reg_at) })),
    }),
    () => ({ params: {}, input: {}, as: "member" }),
  ),
  route(
    ep.interestEventList,
    ({ deps, session }) => ({
      ...ok,
      resultList: interestsOf(deps.db, session.custId, "event").map((r) => ({ evt_seq: r.ref_seq, bcn_cd: r.bcn_cd, reg_dttm: kstDttm(r.reg_at) })),
    }),
    () => ({ params: {}, input: {}, as: "member" }),
  ),
];
