import { RECEIPT_PAGE_SIZE, receiptsEndpoints as ep } from "../../../schemas/api/receipts.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef, type ServerMall } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { withCommas } from "../../lib/format.ts";
import { addDays } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { barCodeOf, LIST_COLUMNS, type ListRow, receiptText, toListRow, type ReceiptRow } from "./receipt-printout.ts";

const HANAM = "01";

interface PeriodInput {
  startDate: string;
  endDate: string;
  sclassyn: "Y" | "N";
  bcnCd?: string | undefined;
}

/**
 * The WHERE clause of a member's receipts in a period. sclassyn Y is only meaningful at hanam (the mall
 * chosen in the selector, else the current one): S-class receipts there; elsewhere it is a bad request.
 */
function periodFilter(custId: string, mall: ServerMall, input: PeriodInput): { where: string; args: string[] } {
  const where = ["cust_id = ?", "sale_dt BETWEEN ? AND ?"];
  const args = [custId, input.startDate, input.endDate];
  const bcnCd = input.bcnCd || undefined;
  if (input.sclassyn === "Y") {
    if ((bcnCd ?? mall.code) !== HANAM) throw new HttpError(400, "invalid request", [{ field: "sclassyn", message: "may be Y only for hanam" }]);
    where.push("bcn_cd = ?", "sclass_yn = 'Y'");
    args.push(HANAM);
  } else if (bcnCd) {
    where.push("bcn_cd = ?");
    args.push(bcnCd);
  }
  return { where: where.join(" AND "), args };
}

/** A valid period for examples: the 90 days up to the member's latest receipt. */
function examplePeriod(db: Db, custId: string) {
  const last = db.prepare<[string], { d: string | null }>("SELECT MAX(sale_dt) AS d FROM receipts WHERE cust_id = ?").get(custId)?.d ?? "20261120";
  const start = addDays(`${last.slice(0, 4)}-${last.slice(4, 6)}-${last.slice(6, 8)}`, -89).replace(/-/g, "");
  return { startDate: start, endDate: last, sclassyn: "N" };
}

export const receiptRoutes: readonly RouteDef[] = [
  route(
    ep.billList,
    ({ deps, session, mall, input }) => {
      const { where, args } = periodFilter(session.custId, mall, input);
      const rows = deps.db
        .prepare<string[], { bcn_cd: string; bcn_nm: string; n: number; total: number }>(
          `SELECT bcn_cd, bcn_nm, COUNT(*) AS n, SUM(amount) AS total FROM receipts WHERE ${where} GROUP BY bcn_cd, bcn_nm ORDER BY bcn_cd`,
        )
        .all(...args);
      return {
        ...ok,
        totCnt: rows.reduce((s, r) => s + r.n, 0),
        resultList: rows.map((r) => ({ bcn_cd: r.bcn_cd, bcn_nm: r.bcn_nm, saleCnt: r.n, nsaleAmt: withCommas(r.total) })),
      };
    },
    ({ db, memberCustId }) => ({ params: { mall: "hanam" }, input: { custid: memberCustId, ...examplePeriod(db, memberCustId) }, as: "member" }),
  ),
  route(
    ep.billLists,
    ({ deps, session, mall, input }) => {
      const { where, args } = periodFilter(session.custId, mall, input);
      const { rows, info } = pagedSelect<ListRow>(deps.db, {
        // The list's own columns: the whole row (card, items) took twice as long to read.
        columns: LIST_COLUMNS,
        from: `FROM receipts WHERE ${where}`,
        params: args,
        orderBy: "sale_dt DESC, sale_tm DESC, id DESC",
        pageIndex: input.pageIndex,
        perPage: RECEIPT_PAGE_SIZE,
      });
      return {
        ...ok,
        resultList: rows.map(toListRow),
        paginationInfo: info,
      };
    },
    ({ db, memberCustId }) => ({
      params: { mall: "hanam" },
      input: { custid: memberCustId, ...examplePeriod(db, memberCustId), pageIndex: "1", bcnCd: "" },
      as: "member",
    }),
  ),
  route(
    ep.billDetail,
    ({ deps, session, input }) => {
      // The session's customer id is part of the key: another member's receipt is simply not found.
      const r = deps.db
        .prepare<[string, string, string, string, string], ReceiptRow>(
          "SELECT * FROM receipts WHERE cust_id = ? AND sale_dt = ? AND tnt_cd = ? AND pos_no = ? AND tran_no = ?",
        )
        .get(session.custId, input.saleDt, input.tntCd, input.posNo, input.tranNo);
      if (!r) throw new HttpError(404, "The receipt was not found.");
      return { ...ok, mbr006Vo: { ...toListRow(r), jnData: receiptText(r), barCode: barCodeOf(r) } };
    },
    ({ db, memberCustId }) => {
      const r = db.prepare<[string], ReceiptRow>("SELECT * FROM receipts WHERE cust_id = ? ORDER BY sale_dt DESC, sale_tm DESC LIMIT 1").get(memberCustId);
      const row = r ? toListRow(r) : { saleDt: "2026.11.20", tntCd: "T01001", posNo: "01", tranNo: "000001" };
      return {
        params: { mall: "hanam" },
        input: { custid: memberCustId, saleDt: row.saleDt, tntCd: row.tntCd, posNo: row.posNo, tranNo: row.tranNo },
        as: "member",
      };
    },
  ),
];
