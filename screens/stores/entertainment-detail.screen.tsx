import { Link } from "react-router";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import hidden from "../../engine/ui/visually-hidden.module.css";
import { movieTitle } from "./movie-card.tsx";
import { MovieGrade } from "./movie-grade.tsx";
import { entertainmentPath } from "./movie-links.ts";
import styles from "./movies.module.css";
import { ShowTimes, type Show } from "./show-times.tsx";
import { useMovie } from "./use-movie.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

/** Today's shows grouped by screen, screens in the order of their first show. */
function byScreen(shows: readonly Show[]): [string, Show[]][] {
  const groups = new Map<string, Show[]>();
  for (const s of shows) groups.set(s.scrnNm, [...(groups.get(s.scrnNm) ?? []), s]);
  return [...groups];
}

/**
 * A film of the mall's cinema (Suwon's entertainment/:id; the id is the listing's movieCd): poster,
 * facts, today's show times by screen; an unknown film says so, with the way back.
 */
export default function EntertainmentDetailScreen({ params }: ScreenProps<"entertainmentDetail">) {
  const t = useMessages(showcaseMessages);
  const { mall, locale } = useMall();
  const { formatDottedDate } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const movie = useMovie(mallPath, params.id ?? "");
  const toList = entertainmentPath(mallPath);
  const back = toList !== null && (
    <Button to={toList} variant="secondary">
      {t("ent.toList")}
    </Button>
  );
  return (
    <div className={page.page}>
      <QueryView
        state={movie}
        isEmpty={(m) => m === null}
        skeleton={<LoadingPage titleId="route.entertainment" />}
        empty={<EmptyState titleAs="h1" icon="clock" title={t("ent.detail.notFound")} action={back} />}
      >
        {(m) =>
          m && (
            <article className={styles.article}>
              <div className={styles.hero}>
                <img className={styles.posterLarge} src={m.posterUri} alt={t("ent.poster", { title: movieTitle(m, locale) })} width={160} height={229} />
                <div className={styles.body}>
                  <p className={styles.muted}>{t(`ent.tab.${m.type}`)}</p>
                  <h1 className={page.title}>{movieTitle(m, locale)}</h1>
                  <h2 className={hidden.hidden}>{t("ent.detail.facts")}</h2>
                  <dl className={styles.facts}>
                    <dt>{t("ent.grade")}</dt>
                    <dd>
                      <MovieGrade grade={m.grade} decorative /> {t(`ent.grade.${m.grade}`)}
                    </dd>
                    <dt>{t("ent.genre")}</dt>
                    <dd>{m.genre}</dd>
                    <dt>{t("ent.runTime")}</dt>
                    <dd>{t("ent.runTime.value", { minutes: m.runTm })}</dd>
                    <dt>{t("ent.openDt")}</dt>
                    <dd>{formatDottedDate(m.openDt)}</dd>
                  </dl>
                </div>
              </div>
              <section className={page.section} aria-labelledby="movie-shows">
                <h2 id="movie-shows" className={page.subheading}>
                  {t("ent.shows")}
                </h2>
                {m.showList.length === 0 ? (
                  <ShowTimes shows={[]} />
                ) : (
                  byScreen(m.showList).map(([screen, shows]) => (
                    <section key={screen} className={styles.screenGroup} aria-label={screen}>
                      <h3 className={styles.screenName}>{screen}</h3>
                      <ShowTimes shows={shows} withScreen={false} />
                    </section>
                  ))
                )}
              </section>
              {toList !== null && (
                <Link to={toList} className={styles.toList}>
                  {t("ent.toList")}
                </Link>
              )}
            </article>
          )
        }
      </QueryView>
    </div>
  );
}
