import { libraryEndpoints } from "../../../schemas/api/programs-library.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { exampleSeq } from "./examples.ts";
import { listPrograms } from "./store-list.ts";
import { findProgram, libraryLectureOut, roundsOf, themesOf } from "./store.ts";
import { bannersOf, reviewPage } from "./store-reviews.ts";
import { prizeRounds } from "./store-winners.ts";

const ART_PER_PAGE = 10;
const TV_REVIEWS_PER_PAGE = 10;
const hanam = { mall: "hanam" };

interface ArtRow {
  cont_seq: number;
  titl: string;
  artist_nm: string;
  plc: string;
  strt_dt: string;
  end_dt: string;
  img_mob_url: string;
  cont_html: string;
}

const artOut = (a: ArtRow) => ({
  contSeq: a.cont_seq,
  titl: a.titl,
  artistNm: a.artist_nm,
  plc: a.plc,
  strtDt: a.strt_dt,
  endDt: a.end_dt,
  imgMobUrl: a.img_mob_url,
});

export const libraryRoutes: readonly RouteDef[] = [
  route(
    libraryEndpoints.libraryLectureList,
    ({ deps, mall, input, now }) => {
      const { rows, rounds, paginationInfo } = listPrograms(deps.db, mall.path, "library", input, now);
      return {
        ...ok,
        resultCommCodeThm: themesOf("library"),
        paginationInfo,
        programList: rows.map((p) => libraryLectureOut(p, rounds.get(p.seq) ?? [], now)),
      };
    },
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    libraryEndpoints.libraryArtProjects,
    ({ deps, mall, input }) => {
      const { rows, info } = pagedSelect<ArtRow>(deps.db, {
        from: "FROM prog_art_projects WHERE mall = ?",
        params: [mall.path],
        orderBy: "strt_dt DESC, cont_seq",
        pageIndex: input.pageIndex,
        perPage: ART_PER_PAGE,
      });
      return { ...ok, artProjectList: rows.map(artOut), paginationInfo: info };
    },
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    libraryEndpoints.libraryArtProject,
    ({ deps, mall, input }) => {
      const a = deps.db.prepare("SELECT * FROM prog_art_projects WHERE cont_seq = ? AND mall = ?").get(input.contSeq, mall.path) as ArtRow | undefined;
      if (!a) throw new HttpError(404, "The art project does not exist.");
      return { ...ok, artProject: { ...artOut(a), contHtml: a.cont_html } };
    },
    ({ db }) => ({
      params: hanam,
      input: { contSeq: (db.prepare("SELECT MIN(cont_seq) AS s FROM prog_art_projects WHERE mall = 'hanam'").get() as { s: number }).s },
    }),
  ),

  route(
    libraryEndpoints.libraryMainBanner,
    ({ deps, mall }) => ({ ...ok, bannerList: bannersOf(deps.db, mall.path, "library") }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    libraryEndpoints.libraryLectureDetail,
    ({ deps, mall, input, now }) => {
      const p = findProgram(deps.db, mall.path, input.slpSeq, "library");
      return { ...ok, lecture: { ...libraryLectureOut(p, roundsOf(deps.db, [p.seq]).get(p.seq) ?? [], now), contHtml: p.cont_html } };
    },
    () => ({ params: hanam, input: { slpSeq: exampleSeq("library", "open", "01") } }),
  ),

  route(
    libraryEndpoints.libraryPrizePrograms,
    ({ deps, mall, now }) => ({ ...ok, przProgramList: prizeRounds(deps.db, mall.path, "library", now).map(({ seq, ...r }) => ({ slpSeq: seq, ...r })) }),
    () => ({ params: hanam, input: {} }),
  ),

  route(
    libraryEndpoints.libraryReviews,
    ({ deps, mall, input }) => reviewPage(deps.db, mall.path, "library", input.pageIndex),
    () => ({ params: hanam, input: { pageIndex: 1 } }),
  ),

  route(
    libraryEndpoints.libraryTvReviews,
    ({ deps, input }) => {
      const { rows, info } = pagedSelect<{ rev_seq: number; titl: string; video_url: string; thumb_url: string; play_tm: string; reg_at: number }>(deps.db, {
        from: "FROM prog_tv_reviews",
        orderBy: "reg_at DESC, rev_seq",
        pageIndex: input.pageIndex,
        perPage: TV_REVIEWS_PER_PAGE,
      });
      return {
        ...ok,
        reviewList: rows.map((r) => ({
          revSeq: r.rev_seq,
          titl: r.titl,
          videoUrl: r.video_url,
          thumbUrl: r.thumb_url,
          playTm: r.play_tm,
          regDt: kstDate(r.reg_at),
        })),
        paginationInfo: info,
      };
    },
    () => ({ params: {}, input: { pageIndex: 1 } }),
  ),
];
