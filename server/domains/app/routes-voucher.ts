import { appEndpoints as ep } from "../../../schemas/api/app.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef, type ServerMall } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { dottedDate, withCommas } from "../../lib/format.ts";
import { DEMO_DEVICE_ID } from "../member/index.ts";

interface VoucherRow {
  vou_iss_no: string;
  bcn_cd: string;
  vou_nm: string;
  amount: number;
  bar_code: string;
  vld_strt_dt: string;
  vld_end_dt: string;
  use_yn: "Y" | "N";
}

function findVoucher(db: Db, bcnCd: string, vouIssNo: string, owner: { custId: string } | { uuid: string }): VoucherRow {
  const row =
    "custId" in owner
      ? db
          .prepare<[string, string, string], VoucherRow>("SELECT * FROM vouchers WHERE vou_iss_no = ? AND bcn_cd = ? AND cust_id = ?")
          .get(vouIssNo, bcnCd, owner.custId)
      : db
          .prepare<[string, string, string], VoucherRow>("SELECT * FROM vouchers WHERE vou_iss_no = ? AND bcn_cd = ? AND uuid = ?")
          .get(vouIssNo, bcnCd, owner.uuid);
  if (!row) throw new HttpError(404, "No such voucher.");
  return row;
}

function toVouInfo(v: VoucherRow, malls: ReadonlyMap<string, ServerMall>) {
  const mall = [...malls.values()].find((m) => m.code === v.bcn_cd);
  return {
    vouIssNo: v.vou_iss_no,
    vouNm: v.vou_nm,
    vouAmt: withCommas(v.amount),
    bcnCd: v.bcn_cd,
    bcn_nm: mall?.nameKo ?? "",
    barCode: v.bar_code,
    vldStrtDt: dottedDate(v.vld_strt_dt),
    vldEndDt: dottedDate(v.vld_end_dt),
    useYn: v.use_yn,
  };
}

export const voucherRoutes: readonly RouteDef[] = [
  route(
    ep.voucher,
    ({ deps, params, session }) => ({
      ...ok,
      vouInfo: toVouInfo(findVoucher(deps.db, params.bcnCode, params.vouIssNo, { custId: session.custId }), deps.malls),
    }),
    ({ memberCustId }) => ({ params: { bcnCode: "01", custid: memberCustId, vouIssNo: "VOU0000000001", isMember: "Y" }, input: {}, as: "member" }),
  ),
  route(
    ep.voucherDevice,
    ({ deps, params, session }) => {
      let owner: { custId: string } | { uuid: string } = { uuid: params.uuId };
      // A member's voucher shown on a device still needs that member's session.
      if (params.isMember === "Y") {
        if (!session) throw new HttpError(401, "login required");
        if (session.custId !== params.custid) throw new HttpError(403, "this customer id does not belong to the session");
        owner = { custId: session.custId };
      }
      return { ...ok, vouInfo: toVouInfo(findVoucher(deps.db, params.bcnCode, params.vouIssNo, owner), deps.malls) };
    },
    () => ({ params: { bcnCode: "01", custid: "0", vouIssNo: "VOU0000000004", uuId: DEMO_DEVICE_ID, isMember: "N" }, input: {} }),
  ),
];
