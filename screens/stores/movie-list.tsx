import { useIntl } from "react-intl";
import { MoreButton } from "../../engine/data/more-button.tsx";
import { QueryView } from "../../engine/data/query-view.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { MovieCard } from "./movie-card.tsx";
import styles from "./movies.module.css";
import { cinemaEndpoint, type Cinema } from "./use-cinema.ts";

export type MovieTab = "now" | "soon";

interface Props {
  mallPath: string;
  cinema: Cinema;
  /** The tab shown (from the URL query; default now). */
  type: MovieTab;
  /** The page of a film, where the route set has one (Suwon's entertainment/:id). */
  detailPath?: (movieCd: string) => string | null;
}

/** The cinema's listing: now showing / coming soon tabs (kept in the URL), pages of films through "more" (pagenum). */
export function MovieList({ mallPath, cinema, type, detailPath }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const setQuery = useSetQuery();
  const list = usePagedList(cinemaEndpoint(cinema), (pagenum) => ({ params: { mall: mallPath }, input: { type, pagenum } }), {
    pageOf: (d) => ({ items: d.movieList, totalPageCount: d.paginationInfo.totalPageCount }),
  });
  return (
    <>
      <Tabs
        label={t("ent.tabs")}
        fitted
        value={type}
        onChange={(id) => setQuery("type", id === "now" ? null : id)}
        items={[
          { id: "now", label: t("ent.tab.now") },
          { id: "soon", label: t("ent.tab.soon") },
        ]}
      />
      <div aria-label={t("ent.movies.list", { tab: t(`ent.tab.${type}`) })} role="region" aria-busy={list.state.status === "loading" || list.loadingMore}>
        <QueryView state={list.state} empty={<EmptyState icon="clock" title={t(`ent.movies.empty.${type}`)} />}>
          {(movies) => (
            <ul className={styles.cards}>
              {movies.map((m) => (
                <MovieCard key={m.movieCd} movie={m} to={detailPath?.(m.movieCd) ?? undefined} />
              ))}
            </ul>
          )}
        </QueryView>
        <MoreButton list={list} />
      </div>
    </>
  );
}
