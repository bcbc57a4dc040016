import { appEndpoints as ep } from "../../../schemas/api/app.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { endSession, startSession } from "../../http/session.ts";
import { kstDttm } from "../../lib/kst.ts";
import { DEMO_DEVICE_ID, findMemberByCustId, redeemAutoLoginToken, revokeAutoLoginTokens } from "../member/index.ts";

/** -1, 0 or 1 as version a is older, equal or newer than b (numeric parts: 3.10 > 3.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

// The app domain reads the member domain's auto-login tokens and members: register both.
export const deviceRoutes: readonly RouteDef[] = [
  route(
    ep.spointLogin,
    ({ deps, params, input, c, session, now }) => {
      const custId = input.autoLoginToken ? redeemAutoLoginToken(deps.db, input.autoLoginToken, params.uuid, now) : null;
      if (!custId || !findMemberByCustId(deps.db, custId)) return { ...ok, loginYN: "N" as const, custId: "" };
      startSession(c, deps.db, custId, now, session);
      return { ...ok, loginYN: "Y" as const, custId };
    },
    () => ({ params: { uuid: DEMO_DEVICE_ID }, input: {} }),
  ),
  route(
    ep.logout,
    ({ deps, input, c, session }) => {
      revokeAutoLoginTokens(deps.db, session.custId, input.uuid || undefined);
      endSession(c, deps.db, session);
      return ok;
    },
    ({ memberCustId }) => ({ params: { custId: memberCustId }, input: { uuid: DEMO_DEVICE_ID }, as: "member" }),
  ),
  route(
    ep.locationAgreementState,
    ({ deps, params, input }) => {
      const row = deps.db
        .prepare<[string, string], { location_yn: "Y" | "N"; agre_at: number }>(
          "SELECT location_yn, agre_at FROM location_agreements WHERE uuid = ? AND bcn_cd = ?",
        )
        .get(params.uuid, input.bcnCd);
      return { ...ok, location_yn: row?.location_yn ?? ("N" as const), agreDttm: row ? kstDttm(row.agre_at) : null };
    },
    () => ({ params: { uuid: DEMO_DEVICE_ID }, input: { bcnCd: "01" } }),
  ),
  route(
    ep.locationAgreement,
    ({ deps, params, input, session, now }) => {
      if (input.custId) {
        if (!session) throw new HttpError(401, "login required");
        if (input.custId !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
      }
      if (![...deps.malls.values()].some((m) => m.code === input.bcnCd))
        throw new HttpError(400, "invalid request", [{ field: "bcnCd", message: "is not a mall of this service" }]);
      deps.db
        .prepare(
          `INSERT INTO location_agreements (uuid, bcn_cd, cust_id, location_yn, agre_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (uuid, bcn_cd) DO UPDATE SET cust_id = excluded.cust_id, location_yn = excluded.location_yn, agre_at = excluded.agre_at`,
        )
        .run(params.uuid, input.bcnCd, session?.custId ?? "", input.location_yn, now);
      return { ...ok, location_yn: input.location_yn, agreDttm: kstDttm(now) };
    },
    () => ({ params: { uuid: DEMO_DEVICE_ID }, input: { bcnCd: "01", location_yn: "Y" } }),
  ),
  route(
    ep.update,
    ({ deps, input }) => {
      const v = deps.db
        .prepare<[string], { latest_version: string; min_version: string; store_url: string }>(
          "SELECT latest_version, min_version, store_url FROM app_versions WHERE os_type = ?",
        )
        .get(input.os_type);
      if (!v) throw new HttpError(404, "No version information for this platform.");
      return {
        ...ok,
        updateYn: compareVersions(input.app_version, v.latest_version) < 0 ? ("Y" as const) : ("N" as const),
        forceYn: compareVersions(input.app_version, v.min_version) < 0 ? ("Y" as const) : ("N" as const),
        latestVersion: v.latest_version,
        minVersion: v.min_version,
        storeUrl: v.store_url,
      };
    },
    () => ({ params: {}, input: { os_type: "android", app_version: "3.2.0" } }),
  ),
];
