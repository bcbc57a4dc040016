import { useState } from "react";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import type { Movie } from "./movie-card.tsx";
import type { MovieTab } from "./movie-list.tsx";
import { cinemaEndpoint, useCinema } from "./use-cinema.ts";

/** A listing code as the cinemas write it (MB00001, CG00012). */
const MOVIE_CD = /^[A-Z]{2}\d{5}$/;

/**
 * A film of the mall's cinema by its movieCd. The contract has no single-film call, so the listing
 * is read page by page (showing now, then coming soon) until the film turns up; null when it never
 * does, or the mall has no cinema, or the code is malformed.
 */
export function useMovie(mallPath: string, movieCd: string): QueryState<(Movie & { type: MovieTab }) | null> {
  const valid = MOVIE_CD.test(movieCd);
  const cinema = useCinema(mallPath, valid);
  const [at, setAt] = useState<{ type: MovieTab; pagenum: number }>({ type: "now", pagenum: 1 });
  const has = cinema.status === "success" && cinema.data !== null;
  const page = useApiQuery(cinemaEndpoint(has ? cinema.data!.cinema : "megabox"), { params: { mall: mallPath }, input: at }, { enabled: valid && has });
  // Until the cinema is known the page query is idle and may show the other cinema's cached answer: not a miss.
  const found = has && page.status === "success" ? page.data.movieList.find((m) => m.movieCd === movieCd) : undefined;
  const next =
    !has || page.status !== "success" || found
      ? null
      : at.pagenum < page.data.paginationInfo.totalPageCount
        ? { type: at.type, pagenum: at.pagenum + 1 }
        : at.type === "now"
          ? { type: "soon" as const, pagenum: 1 }
          : null;
  // The next page to look in is asked for in this very render (derived state, as React allows).
  if (next) setAt(next);

  if (!valid) return { status: "success", data: null, refreshing: false };
  if (cinema.status !== "success") return cinema;
  if (cinema.data === null) return { status: "success", data: null, refreshing: false };
  if (page.status !== "success") return page;
  if (found) return { status: "success", data: { ...found, type: at.type }, refreshing: page.refreshing };
  return next ? { status: "loading" } : { status: "success", data: null, refreshing: false };
}
