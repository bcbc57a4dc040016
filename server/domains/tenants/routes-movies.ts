import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import type { Db } from "../../db/open.ts";
import { route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { pagedSelect } from "../../lib/paging.ts";

const PER_PAGE = 10;
const NAMES = { megabox: "메가박스", cgv: "CGV" } as const;

interface MovieRow {
  movie_cd: string;
  nm_ko: string;
  nm_en: string;
  grade: "ALL" | "12" | "15" | "18";
  genre: string;
  run_tm: number;
  open_dt: string;
  poster_uri: string;
}
interface ShowRow {
  movie_cd: string;
  scrn_nm: string;
  strt_dttm: string;
  end_dttm: string;
  rmn_seat: number;
  tot_seat: number;
}

function listing(db: Db, mall: string, cinema: "megabox" | "cgv", type: "now" | "soon", page: number) {
  const { rows: movies, info } = pagedSelect<MovieRow>(db, {
    from: "FROM tnt_movie WHERE mall = ? AND cinema = ? AND status = ?",
    params: [mall, cinema, type],
    orderBy: "sort_ord",
    pageIndex: page,
    perPage: PER_PAGE,
  });
  const shows = db.prepare("SELECT * FROM tnt_movie_show WHERE mall = ? AND cinema = ? ORDER BY strt_dttm, scrn_nm").all(mall, cinema) as ShowRow[];
  const movieList = movies.map((m) => ({
    movieCd: m.movie_cd,
    movieNm: m.nm_ko,
    movieNmEn: m.nm_en,
    grade: m.grade,
    genre: m.genre,
    runTm: m.run_tm,
    openDt: m.open_dt,
    posterUri: m.poster_uri,
    showList: shows
      .filter((s) => s.movie_cd === m.movie_cd)
      .map((s) => ({ scrnNm: s.scrn_nm, playStrtDttm: s.strt_dttm, playEndDttm: s.end_dttm, rmnSeatCnt: s.rmn_seat, totSeatCnt: s.tot_seat })),
  }));
  return { ...ok, type, cinemaNm: NAMES[cinema], movieList, paginationInfo: info };
}

export const movieRoutes = [
  route(
    E.megabox,
    ({ deps, mall, input }) => listing(deps.db, mall.path, "megabox", input.type, input.pagenum),
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.cgv,
    ({ deps, mall, input }) => listing(deps.db, mall.path, "cgv", input.type, input.pagenum),
    () => ({ params: { mall: "suwon" }, input: { type: "now", pagenum: "1" } }),
  ),
];
