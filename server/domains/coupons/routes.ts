import { couponsEndpoints as ep } from "../../../schemas/api/coupons.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type ServerMall } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { jsonValues } from "../../lib/where.ts";
import { holderOf, issueCoupon, type IssueSource, useCoupon } from "./issue.ts";
import { type CouponRow, couponView, findCoupon, findIssue, type Holder, type IssueRow, toCoupon, toIssue } from "./store.ts";

const PER_PAGE = 10;
export const DEMO_DEVICE = "DEMO-DEVICE-0001";

function coupon(db: Db, mall: ServerMall, cpSeq: number): CouponRow {
  const row = findCoupon(db, mall.path, cpSeq);
  if (!row) throw new HttpError(404, "coupon not found");
  return row;
}

/** Coupons given by events (stamp and treasure rewards) cannot be taken directly. */
function downloadable(row: CouponRow): CouponRow {
  if (row.list_yn !== "Y") throw new HttpError(422, "This coupon is given only through its event.");
  return row;
}

function issuedBody(db: Db, row: CouponRow, holder: Holder, src: IssueSource, nowMs: number) {
  const issue = issueCoupon(db, row, holder, src, nowMs);
  return { ...ok, coupon: couponView(db, row), issue: toIssue(issue, row.iss_mst_seq) };
}

function holdingsOf(db: Db, holder: Holder | null, cpSeqs: number[]): Map<number, IssueRow> {
  if (!holder || cpSeqs.length === 0) return new Map();
  const rows = db
    .prepare<[string, string, string], IssueRow>(`SELECT * FROM coupon_issues WHERE holder_type = ? AND holder_id = ? AND cp_seq IN ${jsonValues}`)
    .all(holder.type, holder.id, JSON.stringify(cpSeqs));
  return new Map(rows.map((r) => [r.cp_seq, r]));
}

/** A sample query: the current coupons of hanam, latest-ending first (so it holds at any seed date). */
const currentHanam = (db: Db, extra = "", ...args: string[]) =>
  db
    .prepare<string[], { cp_seq: number }>(
      `SELECT cp_seq FROM coupons WHERE mall = 'hanam' AND list_yn = 'Y' ${extra} ORDER BY down_end_dt DESC, cp_seq LIMIT 1`,
    )
    .get(...args)!.cp_seq;

export const couponRoutes = [
  route(
    ep.confirm,
    ({ deps, mall, params, session }) => {
      const row = coupon(deps.db, mall, params.cpSeq);
      const have = findIssue(deps.db, row.cp_seq, holderOf(session, params.uuid));
      return { ...ok, coupon: couponView(deps.db, row), downYn: have ? "Y" : "N", issue: have ? toIssue(have, row.iss_mst_seq) : null };
    },
    ({ db }) => ({ params: { mall: "hanam", cpSeq: String(currentHanam(db)), uuid: DEMO_DEVICE }, input: {} }),
  ),
  route(
    ep.myList,
    ({ deps, mall, input, session, now }) => {
      const db = deps.db;
      const holder = session || input.uuid ? holderOf(session, input.uuid) : null;
      if (input.listType === "my" && !holder) throw new HttpError(401, "login required (or the app's device id)");
      const today = kstDate(now);
      const { rows, info } = pagedSelect<CouponRow & { iss_cnt: number }>(db, {
        columns: "c.*, (SELECT COUNT(*) FROM coupon_issues x WHERE x.cp_seq = c.cp_seq) AS iss_cnt",
        from:
          input.listType === "my"
            ? "FROM coupons c JOIN coupon_issues i ON i.cp_seq = c.cp_seq AND i.holder_type = @ht AND i.holder_id = @hid WHERE c.mall = @mall"
            : "FROM coupons c WHERE c.mall = @mall AND c.list_yn = 'Y' AND c.down_strt_dt <= @today AND c.down_end_dt >= @today",
        params: { mall: mall.path, today, ht: holder?.type ?? "", hid: holder?.id ?? "" },
        orderBy: input.listType === "my" ? "i.iss_dttm DESC, i.cp_iss_sub_seq DESC" : "c.sort_ord, c.cp_seq",
        pageIndex: input.pageIndex,
        perPage: PER_PAGE,
      });
      const held = holdingsOf(
        db,
        holder,
        rows.map((r) => r.cp_seq),
      );
      const resultList = rows.map((r) => {
        const have = held.get(r.cp_seq);
        return { ...toCoupon(r, r.iss_cnt), downYn: have ? ("Y" as const) : ("N" as const), issue: have ? toIssue(have, r.iss_mst_seq) : null };
      });
      return { ...ok, resultList, paginationInfo: info };
    },
    () => ({ params: { mall: "hanam" }, input: { listType: "all" } }),
  ),
  route(
    ep.download,
    ({ deps, mall, params, input, session, now }) =>
      issuedBody(deps.db, downloadable(coupon(deps.db, mall, params.cpSeq)), holderOf(session, input.uuid), "DOWN", now),
    ({ db, memberCustId }) => ({
      params: { mall: "hanam", cpSeq: String(currentHanam(db, "AND cp_seq NOT IN (SELECT cp_seq FROM coupon_issues WHERE holder_id = ?)", memberCustId)) },
      input: {},
      as: "member",
    }),
  ),
  route(
    ep.use,
    ({ deps, mall, params, input, session, now }) => {
      const row = coupon(deps.db, mall, params.cpSeq);
      return { ...ok, issue: toIssue(useCoupon(deps.db, row, holderOf(session, input.uuid), now), row.iss_mst_seq) };
    },
    ({ db, memberCustId }) => {
      const row = db
        .prepare<[string], { cp_seq: number }>(
          `SELECT i.cp_seq FROM coupon_issues i JOIN coupons c ON c.cp_seq = i.cp_seq
           WHERE c.mall = 'hanam' AND i.holder_type = 'M' AND i.holder_id = ? AND i.use_yn = 'N' ORDER BY c.use_end_dt DESC, i.cp_iss_sub_seq LIMIT 1`,
        )
        .get(memberCustId)!;
      return { params: { mall: "hanam", cpSeq: String(row.cp_seq) }, input: {}, as: "member" };
    },
  ),
  route(
    ep.memberIssue,
    ({ deps, mall, params, session, now }) => {
      const holder: Holder = params.isMember === "Y" ? { type: "M", id: session.custId } : { type: "D", id: params.uuId };
      return issuedBody(deps.db, downloadable(coupon(deps.db, mall, params.cpSeq)), holder, "APP", now);
    },
    ({ db, memberCustId }) => ({
      params: { mall: "hanam", custId: memberCustId, cpSeq: String(currentHanam(db)), uuId: DEMO_DEVICE, isMember: "Y" },
      input: {},
      as: "member",
    }),
  ),
  route(
    ep.deviceIssue,
    ({ deps, mall, params, now }) => issuedBody(deps.db, downloadable(coupon(deps.db, mall, params.cpSeq)), { type: "D", id: params.uuId }, "DEVICE", now),
    ({ db }) => ({ params: { mall: "hanam", cpSeq: String(currentHanam(db, "AND mbr_only_yn = 'N'")), uuId: DEMO_DEVICE }, input: {} }),
  ),
];
