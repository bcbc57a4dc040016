import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";
import { revokeAutoLoginTokens } from "./tokens.ts";

// Overseas login blocking. The reference server keeps the settings and the devices that logged in; it has
// no geo-IP source, so it never classifies a login as coming from abroad.

function settingOf(db: Db, custId: string) {
  const row = db
    .prepare<[string], { ovrs_login_block_yn: "Y" | "N"; new_device_auth_yn: "Y" | "N"; upd_at: number }>(
      "SELECT ovrs_login_block_yn, new_device_auth_yn, upd_at FROM security_settings WHERE cust_id = ?",
    )
    .get(custId);
  const created = db.prepare<[string], { created_at: number }>("SELECT created_at FROM members WHERE cust_id = ?").get(custId);
  return {
    ovrsLoginBlockYn: row?.ovrs_login_block_yn ?? ("N" as const),
    newDeviceAuthYn: row?.new_device_auth_yn ?? ("N" as const),
    updDttm: kstDttm(row?.upd_at ?? created?.created_at ?? 0),
  };
}

const maskUuid = (uuid: string) => (uuid.length <= 8 ? "****" : `${uuid.slice(0, 4)}****${uuid.slice(-4)}`);

export const securityRoutes: readonly RouteDef[] = [
  route(
    ep.securitySettings,
    ({ deps, session }) => ({ ...ok, setting: settingOf(deps.db, session.custId) }),
    () => ({ params: {}, input: {}, as: "member" }),
  ),
  route(
    ep.securityUpdate,
    ({ deps, session, input, now }) => {
      const custId = session.custId;
      const current = settingOf(deps.db, custId);
      deps.db
        .prepare(
          `INSERT INTO security_settings (cust_id, ovrs_login_block_yn, new_device_auth_yn, upd_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (cust_id) DO UPDATE SET ovrs_login_block_yn = excluded.ovrs_login_block_yn, new_device_auth_yn = excluded.new_device_auth_yn, upd_at = excluded.upd_at`,
        )
        .run(custId, input.ovrsLoginBlockYn ?? current.ovrsLoginBlockYn, input.newDeviceAuthYn ?? current.newDeviceAuthYn, now);
      return { ...ok, setting: settingOf(deps.db, custId) };
    },
    () => ({ params: {}, input: { ovrsLoginBlockYn: "Y" }, as: "member" }),
  ),
  route(
    ep.securityDevices,
    ({ deps, session }) => ({
      ...ok,
      deviceList: deps.db
        .prepare<[string], { device_seq: number; uuid: string; device_nm: string; first_login_at: number; last_login_at: number }>(
          "SELECT device_seq, uuid, device_nm, first_login_at, last_login_at FROM member_devices WHERE cust_id = ? ORDER BY last_login_at DESC, device_seq DESC",
        )
        .all(session.custId)
        .map((d) => ({
          deviceSeq: d.device_seq,
          deviceNm: d.device_nm,
          uuidMasked: maskUuid(d.uuid),
          firstLoginDttm: kstDttm(d.first_login_at),
          lastLoginDttm: kstDttm(d.last_login_at),
        })),
    }),
    () => ({ params: {}, input: {}, as: "member" }),
  ),
  route(
    ep.securityDeleteDevice,
    ({ deps, session, input }) => {
      const custId = session.custId;
      const device = deps.db
        .prepare<[number, string], { uuid: string }>("SELECT uuid FROM member_devices WHERE device_seq = ? AND cust_id = ?")
        .get(input.deviceSeq, custId);
      if (!device) throw new HttpError(404, "No such device is registered to this member.");
      deps.db.transaction(() => {
        deps.db.prepare("DELETE FROM member_devices WHERE device_seq = ?").run(input.deviceSeq);
        revokeAutoLoginTokens(deps.db, custId, device.uuid);
      })();
      return ok;
    },
    ({ db, memberCustId }) => {
      const d = db
        .prepare<[string], { device_seq: number }>("SELECT device_seq FROM member_devices WHERE cust_id = ? ORDER BY last_login_at ASC LIMIT 1")
        .get(memberCustId);
      return { params: {}, input: { deviceSeq: String(d?.device_seq ?? 1) }, as: "member" };
    },
  ),
];
