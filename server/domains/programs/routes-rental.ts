import { clubRentalEndpoints } from "../../../schemas/api/programs-club-rental.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm, kstMidnight } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { JOIN_REFUSALS, joinState } from "./join-state.ts";
import { winnerNotices } from "./store-winners.ts";

const RENTALS_PER_PAGE = 10;
const hanam = { mall: "hanam" };

interface RentalRow {
  rnt_seq: string;
  titl: string;
  plc: string;
  rnt_dt: string;
  strt_hm: string;
  end_hm: string;
  img_mob_url: string;
  capacity: number;
  join_ddln_yn: "Y" | "N";
  join_strt_at: number;
  join_end_at: number;
  prz_yn: "Y" | "N";
  prz_strt_at: number | null;
}

const windowOf = (r: RentalRow) => ({
  joinStrtAt: r.join_strt_at,
  joinEndAt: r.join_end_at,
  joinDdlnYn: r.join_ddln_yn,
  przYn: r.prz_yn,
  przStrtAt: r.prz_strt_at,
});

const rentalOut = (r: RentalRow, nowMs: number) => ({
  rntSeq: r.rnt_seq,
  rntTitl: r.titl,
  rntPlc: r.plc,
  rntDt: r.rnt_dt,
  rntStrtHm: r.strt_hm,
  rntEndHm: r.end_hm,
  imgMobUrl: r.img_mob_url,
  capacity: r.capacity,
  joinAvlYn: joinState(windowOf(r), nowMs) === "open" ? ("Y" as const) : ("N" as const),
  joinDdlnYn: r.join_ddln_yn,
  joinStrtDttm: kstDttm(r.join_strt_at),
  joinEndDttm: kstDttm(r.join_end_at),
  przYn: r.prz_yn,
  przStrtDttm: r.prz_strt_at === null ? null : kstDttm(r.prz_strt_at),
});

export const rentalRoutes: readonly RouteDef[] = [
  route(
    clubRentalEndpoints.rentalList,
    ({ deps, mall, input, now }) => {
      const today = kstDate(kstMidnight(now));
      const { rows, info } = pagedSelect<RentalRow>(deps.db, {
        from: "FROM prog_rentals WHERE mall = ? AND rnt_dt >= ?",
        params: [mall.path, today],
        orderBy: "rnt_dt, strt_hm, rnt_seq",
        pageIndex: input.pageIndex,
        perPage: RENTALS_PER_PAGE,
      });
      return { ...ok, rntList: rows.map((r) => rentalOut(r, now)), paginationInfo: info };
    },
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    clubRentalEndpoints.rentalWinnerNotices,
    ({ deps, mall, now }) => ({ ...ok, winnerNoticeList: winnerNotices(deps.db, mall.path, "rental", now) }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    clubRentalEndpoints.joinRental,
    ({ deps, mall, session, input, now }) => {
      const db = deps.db;
      const r = db.prepare("SELECT * FROM prog_rentals WHERE rnt_seq = ? AND mall = ?").get(input.rntSeq, mall.path) as RentalRow | undefined;
      if (!r) throw new HttpError(404, "The rental does not exist.");
      const state = joinState(windowOf(r), now);
      if (state !== "open") throw new HttpError(409, JOIN_REFUSALS[state]);
      if (input.joinNum > r.capacity)
        throw new HttpError(400, "invalid request", [{ field: "joinNum", message: `the space holds at most ${r.capacity} people` }]);
      const j = db.transaction(() => {
        db.prepare(
          `INSERT INTO prog_rental_joins (rnt_seq, cust_id, name, tel_num, join_num, cmnt, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cust_id, rnt_seq) DO NOTHING`,
        ).run(r.rnt_seq, session.custId, input.name, `${input.telNum1}-${input.telNum2}-${input.telNum3}`, input.joinNum, input.cmnt ?? null, now);
        return db
          .prepare("SELECT rnt_join_seq, join_num, created_at FROM prog_rental_joins WHERE cust_id = ? AND rnt_seq = ?")
          .get(session.custId, r.rnt_seq) as { rnt_join_seq: number; join_num: number; created_at: number };
      })();
      return { ...ok, join: { rntJoinSeq: j.rnt_join_seq, rntSeq: r.rnt_seq, rntTitl: r.titl, joinNum: j.join_num, joinDttm: kstDttm(j.created_at) } };
    },
    () => ({
      params: hanam,
      input: { rntSeq: "RNT01001", name: "김필드", telNum1: "010", telNum2: "1234", telNum3: "5678", joinNum: 4, cmnt: "독서 모임 장소로 이용하려 합니다." },
      as: "member",
    }),
  ),
];
