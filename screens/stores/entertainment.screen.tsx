import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { movieListQuery } from "../../schemas/screens/query-stores.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useRestoredScroll } from "../../engine/data/use-restored-scroll.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { MovieList } from "./movie-list.tsx";
import styles from "./showcase.module.css";
import { movieDetailPath } from "./movie-links.ts";
import { storePath } from "./store-links.ts";
import { TenantRow } from "./tenant-row.tsx";
import rowStyles from "./tenant-row.module.css";
import { useCinema } from "./use-cinema.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

export const query = movieListQuery;

/**
 * Entertainment (tenant/entertainment, Suwon's entertainment): the entertainment stores and, where
 * the mall has a cinema, its movie listing (now showing by default, page 1; spec part-2 §1, §9).
 */
export default function EntertainmentScreen() {
  const [query] = useScreenQuery(movieListQuery);
  const t = useMessages(showcaseMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const stores = useApiQuery(tenantsEndpoints.entertainment, { params: { mall: mallPath } });
  const cinema = useCinema(mallPath);
  useRestoredScroll(`entertainment:${mallPath}:${query.type}`, stores.status === "success" && cinema.status === "success");
  const detailPath = movieDetailPath(mallPath);
  return (
    <div className={page.page}>
      <header className={styles.header}>
        <h1 className={page.title}>{t("ent.heading")}</h1>
        <p className={styles.intro}>{t("ent.intro")}</p>
      </header>
      <section className={page.section} aria-labelledby="ent-stores">
        <h2 id="ent-stores" className={page.subheading}>
          {t("ent.stores")}
        </h2>
        <QueryView state={stores} isEmpty={(d) => d.tntList.length === 0} empty={<EmptyState icon="store" title={t("ent.stores.empty")} />}>
          {(d) => (
            <ul className={rowStyles.list}>
              {d.tntList.map((s) => (
                <TenantRow key={s.tnt_seq} tenant={s} to={storePath(mallPath, s.tnt_seq)} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <QueryView state={cinema} isEmpty={(c) => c === null} empty={<></>}>
        {(c) =>
          c && (
            <section className={page.section} aria-labelledby="ent-movies">
              <h2 id="ent-movies" className={page.subheading}>
                {t("ent.movies", { cinema: c.cinemaNm })}
              </h2>
              <MovieList mallPath={mallPath} cinema={c.cinema} type={query.type} detailPath={detailPath} />
            </section>
          )
        }
      </QueryView>
    </div>
  );
}
