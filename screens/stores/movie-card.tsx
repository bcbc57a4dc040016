import { Link } from "react-router";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { MovieGrade, type Grade } from "./movie-grade.tsx";
import styles from "./movies.module.css";
import { ShowTimes, type Show } from "./show-times.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

export interface Movie {
  movieCd: string;
  movieNm: string;
  movieNmEn: string;
  grade: Grade;
  genre: string;
  runTm: number;
  openDt: string;
  posterUri: string;
  showList: readonly Show[];
}

/** A film's title in the locale (English where the listing has one). */
export const movieTitle = (m: Pick<Movie, "movieNm" | "movieNmEn">, locale: string) => (locale === "en" && m.movieNmEn.trim() !== "" ? m.movieNmEn : m.movieNm);

/** A film of the listing: poster, title (to its page where the route set has one), grade, genre, running time, release, today's shows. */
export function MovieCard({ movie: m, to }: { movie: Movie; to?: string }) {
  const t = useMessages(showcaseMessages);
  const { locale } = useMall();
  const { formatDottedDate } = useFormat();
  const title = movieTitle(m, locale);
  return (
    <li className={styles.card}>
      <img className={styles.poster} src={m.posterUri} alt={t("ent.poster", { title })} width={100} height={143} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <MovieGrade grade={m.grade} />{" "}
          {to !== undefined ? (
            <Link to={to} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className={styles.muted}>
          {[m.genre, t("ent.runTime.value", { minutes: m.runTm }), t("ent.openDt.value", { date: formatDottedDate(m.openDt) })].join(" · ")}
        </p>
        {m.showList.length > 0 && <ShowTimes shows={m.showList} />}
      </div>
    </li>
  );
}
