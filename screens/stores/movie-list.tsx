import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { movieListQuery } from "../../schemas/screens/query-stores.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { MovieCard } from "./movie-card.tsx";
import styles from "./movies.module.css";
import { cinemaEndpoint, type Cinema } from "./use-cinema.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

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
  const t = useMessages(showcaseMessages);
  const [, setQuery] = useScreenQuery(movieListQuery);
  const list = usePagedList(cinemaEndpoint(cinema), { params: { mall: mallPath }, input: { type } });
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
      {/* The entertainment screen puts the scroll back itself. */}
      <PagedSection
        list={list}
        label={t("ent.movies.list", { tab: t(`ent.tab.${type}`) })}
        empty={<EmptyState icon="clock" title={t(`ent.movies.empty.${type}`)} />}
        restoreScroll={false}
      >
        {(movies) => (
          <ul className={styles.cards}>
            {movies.map((m) => (
              <MovieCard key={m.movieCd} movie={m} to={detailPath?.(m.movieCd) ?? undefined} />
            ))}
          </ul>
        )}
      </PagedSection>
    </>
  );
}
