import { kidsEndpoints } from "../../../schemas/api/programs-kids.ts";
import { route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";
import { joinState } from "./join-state.ts";
import { listPrograms } from "./store-list.ts";
import { findProgram, kidsProgramOut, roundsOf, themesOf, windowOf, type ProgramRow } from "./store.ts";
import { bannersOf, reviewPage } from "./store-reviews.ts";
import { exampleSeq } from "./examples.ts";
import { announced, prizeRounds, winnerNotices } from "./store-winners.ts";

const hanam = { mall: "hanam" };

export const kidsRoutes: readonly RouteDef[] = [
  route(
    kidsEndpoints.kidsMainBanner,
    ({ deps, mall }) => ({ ...ok, bannerList: bannersOf(deps.db, mall.path, "kids") }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    kidsEndpoints.kidsProgramList,
    ({ deps, mall, input, now }) => {
      const { rows, rounds, paginationInfo } = listPrograms(deps.db, mall.path, "kids", input, now);
      return { ...ok, resultCommCodeThm: themesOf("kids"), paginationInfo, programList: rows.map((p) => kidsProgramOut(p, rounds.get(p.seq) ?? [], now)) };
    },
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    kidsEndpoints.kidsProgramDetail,
    ({ deps, mall, input, now }) => {
      const p = findProgram(deps.db, mall.path, input.skpSeq, "kids");
      return { ...ok, programDetail: { ...kidsProgramOut(p, roundsOf(deps.db, [p.seq]).get(p.seq) ?? [], now), contHtml: p.cont_html } };
    },
    () => ({ params: hanam, input: { skpSeq: exampleSeq("kids", "open", "01") } }),
  ),

  route(
    kidsEndpoints.kidsReviews,
    ({ deps, mall, input }) => reviewPage(deps.db, mall.path, "kids", input.pageIndex),
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    kidsEndpoints.kidsPrizePrograms,
    ({ deps, mall, now }) => ({ ...ok, przProgramList: prizeRounds(deps.db, mall.path, "kids", now).map(({ seq, ...r }) => ({ skpSeq: seq, ...r })) }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    kidsEndpoints.kidsPrizeList,
    ({ deps, mall, input, now }) => {
      const p = findProgram(deps.db, mall.path, input.skpSeq);
      if (!announced(p, now)) return { ...ok, przList: [] };
      const winners = deps.db
        .prepare(
          "SELECT w.rnd_no, r.rnd_hm, w.name, w.tel_last4, w.seat_info FROM prog_winners w JOIN prog_rounds r ON r.prog_seq = w.prog_seq AND r.rnd_no = w.rnd_no WHERE w.prog_seq = ? ORDER BY w.rnd_no, w.id",
        )
        .all(p.seq) as { rnd_no: number; rnd_hm: string; name: string; tel_last4: string; seat_info: string | null }[];
      const byRound = new Map<number, { rndHm: string; progRndNo: number; przList: { name: string; telNum: string; seatInfo: string | null }[] }>();
      for (const w of winners) {
        const entry = byRound.get(w.rnd_no) ?? { rndHm: w.rnd_hm, progRndNo: w.rnd_no, przList: [] };
        entry.przList.push({ name: w.name, telNum: w.tel_last4, seatInfo: w.seat_info });
        byRound.set(w.rnd_no, entry);
      }
      return { ...ok, przList: [...byRound.values()] };
    },
    () => ({ params: hanam, input: { skpSeq: exampleSeq("kids", "announced", "01") } }),
  ),

  route(
    kidsEndpoints.kidsWinnerNotices,
    ({ deps, mall, now }) => ({ ...ok, winnerNoticeList: winnerNotices(deps.db, mall.path, "kids", now) }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    kidsEndpoints.kidsJoinList,
    ({ deps, mall, now }) => {
      const progs = (
        deps.db
          .prepare("SELECT * FROM prog_programs WHERE mall = ? AND kind = 'kids' AND join_strt_at <= ? AND join_end_at > ? ORDER BY seq_at, is_multi, seq")
          .all(mall.path, now, now) as ProgramRow[]
      ).filter((p) => joinState(windowOf(p), now) === "open");
      const rounds = roundsOf(
        deps.db,
        progs.map((p) => p.seq),
      );
      const list = progs.map((p) => ({
        skpSeq: p.seq,
        progTitl: p.titl,
        progDt: p.prog_dt,
        progPlc: p.plc,
        progRndList: (rounds.get(p.seq) ?? []).map((r) => ({ rndHm: r.rnd_hm, progRndNo: r.rnd_no, rndNo: r.rnd_no })),
        joinEndDttm: kstDttm(p.join_end_at),
        maxJoinNum: p.max_join_num,
      }));
      return { ...ok, list };
    },
    () => ({ params: hanam, input: {} }),
  ),
];
