import type { ReactNode } from "react";
import { Link } from "react-router";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { FavoriteToggle } from "../../engine/favorites/favorite-toggle.tsx";
import { useFavorites, type FavoriteKind, type FavoriteRef } from "../../engine/favorites/use-favorites.ts";
import { DEFAULT_MALL_PATH, mallByCode } from "../../engine/manifests/bundle.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import page from "./member-page.module.css";
import styles from "./favorites.module.css";
import { useKitWords, type KitId } from "../../engine/i18n/use-kit-words.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { favoritesMessages } from "./favorites.messages.ts";

/** The mall a favourite belongs to, by its code (the current mall when no manifest has the code). */
const mallPathOf = (bcnCd: string, fallback: string): string => mallByCode(bcnCd)?.path ?? fallback;

const COPY: Record<FavoriteKind, { heading: KitId; empty: IdOf<typeof favoritesMessages>; icon: "store" | "event" }> = {
  stores: { heading: "route.favoriteStores", empty: "favorites.stores.empty", icon: "store" },
  events: { heading: "route.favoriteEvents", empty: "favorites.events.empty", icon: "event" },
};

/**
 * Favourites (Suwon mypage/favoriteStore and favoriteEvent): the member's favourite stores or events,
 * newest first, each with its details from the store or event call, a link to it and the heart
 * that removes it.
 */
export default function FavoritesScreen({ props }: ScreenProps<"favorites">) {
  const t = useMessages(favoritesMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const { list } = useFavorites(props.kind);
  const copy = COPY[props.kind];

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit(copy.heading)}</h1>
      <QueryView state={list} empty={<EmptyState icon={copy.icon} title={t(copy.empty)} />}>
        {(favorites) => (
          <ul className={styles.rows}>
            {favorites.map((f) =>
              props.kind === "stores" ? (
                <StoreRow key={f.id} favorite={f} mallPath={mallPathOf(f.bcnCd, mallPath)} />
              ) : (
                <EventRow key={f.id} favorite={f} mallPath={mallPathOf(f.bcnCd, mallPath)} />
              ),
            )}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

/** A row whose details did not load: the favourite can still be removed. */
function Unavailable({ kind, id }: { kind: FavoriteKind; id: string }) {
  const t = useMessages(favoritesMessages);
  return (
    <li className={styles.row}>
      <p className={styles.main}>
        <span className={styles.muted}>{t("favorites.unavailable")}</span>
      </p>
      <FavoriteToggle kind={kind} id={id} name={id} />
    </li>
  );
}

function Loading() {
  return (
    <li className={styles.row} aria-busy="true">
      <div className={styles.main}>
        <SkeletonText lines={2} />
      </div>
    </li>
  );
}

function StoreRow({ favorite, mallPath }: { favorite: FavoriteRef; mallPath: string }) {
  const { locale } = useMall();
  const detail = useApiQuery(tenantsEndpoints.detail, { params: { mall: mallPath, tntSeq: favorite.id } });
  if (detail.status === "loading") return <Loading />;
  if (detail.status === "error") return <Unavailable kind="stores" id={favorite.id} />;
  const store = detail.data.tntDetail;
  const name = locale === "en" && store.tnt_nm_en ? store.tnt_nm_en : store.tnt_nm_ko;
  return (
    <li className={styles.row}>
      <RowLink to={screenHrefsFor(mallPath)("tenantList", { tnId: store.tnt_seq }) ?? screenHrefsFor(mallPath)("tenantDetail", { tenantId: store.tnt_seq })}>
        <img className={styles.logo} src={store.img_mobi_logo_uri || store.img_logo_uri} alt="" width={48} height={48} loading="lazy" />
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          <span className={styles.muted}>{[store.fl, store.cate_nm, store.opn_hr].filter(Boolean).join(" · ")}</span>
        </span>
      </RowLink>
      <FavoriteToggle kind="stores" id={favorite.id} name={name} />
    </li>
  );
}

function EventRow({ favorite, mallPath }: { favorite: FavoriteRef; mallPath: string }) {
  const t = useMessages(favoritesMessages);
  const detail = useApiQuery(eventsEndpoints.view, { params: { mall: mallPath }, input: { evt_seq: favorite.id } });
  if (detail.status === "loading") return <Loading />;
  if (detail.status === "error") return <Unavailable kind="events" id={favorite.id} />;
  const event = detail.data.eventView;
  const ended = event.evtStat === "end";
  return (
    <li className={styles.row}>
      <RowLink to={screenHrefsFor(mallPath)("eventDetail", { eventId: event.evt_seq })}>
        <img className={styles.thumb} src={event.mobi_app_img1_uri} alt="" width={64} height={64} loading="lazy" />
        <span className={styles.text}>
          <span className={styles.name}>{event.evt_titl}</span>
          <span className={styles.muted}>{ended ? t("favorites.events.ended") : `${event.evtStrtDtTxt} ~ ${event.evtEndDtTxt}`}</span>
        </span>
      </RowLink>
      <FavoriteToggle kind="events" id={favorite.id} name={event.evt_titl} />
    </li>
  );
}

/** A favourite's link to its page in its own mall; the row is plain where that mall has no such page. */
function RowLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to === null ? (
    <span className={styles.main}>{children}</span>
  ) : (
    <Link to={to} className={styles.main}>
      {children}
    </Link>
  );
}
