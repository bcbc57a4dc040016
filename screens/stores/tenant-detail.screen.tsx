import { useLocation, useNavigate } from "react-router";
import { tenantsEndpoints, tntSeq as tntSeqField, type TenantItem } from "../../schemas/api/tenants.ts";
import type { BrandVariant } from "../../schemas/screens/common.ts";
import { tenantDetailQuery } from "../../schemas/screens/query-stores.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import { StoreFacts } from "./store-facts.tsx";
import { floorGuidePath } from "./store-links.ts";
import { StoreOffers } from "./store-offers.tsx";
import { TenantLocation } from "./tenant-location.tsx";
import { tenantName } from "./tenant-text.ts";
import styles from "./tenant-detail.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeDetailMessages } from "./store-detail.messages.ts";

export const query = tenantDetailQuery;

/**
 * A store's page (tenant/tenantDetail/{tenantId}; Centerfield tenantDetail/{id} with its map=Y
 * location dialog): logo, name, floor, category, hours, phones (a tel: link in a browser, the bridge's
 * call in the app), introduction and location, benefits and themes, its events and coupons, and its
 * place on the floor map. An unknown id (the server's 404) shows the not-found state.
 */
export default function TenantDetailScreen({ props, params }: ScreenProps<"tenantDetail">) {
  const [query] = useScreenQuery(tenantDetailQuery);
  const t = useMessages(storeDetailMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const raw = params.tenantId ?? params.id ?? "";
  const valid = tntSeqField.safeParse(raw).success;
  const detail = useApiQuery(tenantsEndpoints.detail, { params: { mall: mallPath, tntSeq: raw } }, { enabled: valid });
  const notFound = !valid || (detail.status === "error" && isApiError(detail.error) && detail.error.info.kind === "http" && detail.error.info.status === 404);

  if (notFound)
    return (
      <div className={page.page}>
        <EmptyState
          titleAs="h1"
          icon="store"
          title={t("store.notFound")}
          action={
            floorGuidePath(mallPath) !== null && (
              <Button to={floorGuidePath(mallPath)!} variant="secondary">
                {t("store.toFloors")}
              </Button>
            )
          }
        />
      </div>
    );

  return (
    <article className={page.page}>
      <QueryView state={detail} skeleton={<LoadingPage titleId="route.storeDetail" />}>
        {(d) => <StoreBody store={d.tntDetail} mallPath={mallPath} variant={props.variant} mapOpen={query.map === "Y"} />}
      </QueryView>
    </article>
  );
}

type Detail = TenantItem & {
  tnt_desc: string;
  loc_desc: string;
  bnftList: { seq: number; nm: string; nmEn: string }[];
  thmList: { seq: number; nm: string; nmEn: string }[];
};

function StoreBody({ store: s, mallPath, variant, mapOpen }: { store: Detail; mallPath: string; variant: BrandVariant; mapOpen: boolean }) {
  const t = useMessages(storeDetailMessages);
  const { locale } = useMall();
  const navigate = useNavigate();
  const location = useLocation();
  const name = tenantName(s, locale);
  const logo = s.img_mobi_logo_uri || s.img_logo_uri;
  const plain = new URLSearchParams(location.search);
  plain.delete("map");
  const closeMap = useCloseBack(`${location.pathname}${plain.size > 0 ? `?${plain.toString()}` : ""}`);
  const openMap = () => {
    const next = new URLSearchParams(location.search);
    next.set("map", "Y");
    navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  const label = (x: { nm: string; nmEn: string }) => (locale === "en" && x.nmEn ? x.nmEn : x.nm);

  return (
    <>
      <header className={styles.header}>
        {logo && <img className={styles.logo} src={logo} alt="" width={72} height={72} />}
        <h1 className={page.title}>{name}</h1>
      </header>
      <StoreFacts tenant={s} />
      {variant === "centerfield" && (
        <Button variant="secondary" onClick={openMap} icon="floors">
          {t("store.showMap")}
        </Button>
      )}
      {s.tnt_desc.trim() !== "" && (
        <section className={styles.section} aria-labelledby="store-about">
          <h2 id="store-about" className={styles.heading}>
            {t("store.about")}
          </h2>
          <p className={styles.text}>{s.tnt_desc}</p>
        </section>
      )}
      {s.loc_desc.trim() !== "" && (
        <section className={styles.section} aria-labelledby="store-where">
          <h2 id="store-where" className={styles.heading}>
            {t("store.location")}
          </h2>
          <p className={styles.text}>{s.loc_desc}</p>
        </section>
      )}
      {(s.bnftList.length > 0 || s.thmList.length > 0) && (
        <section className={styles.section} aria-label={`${t("store.benefits")} · ${t("store.themes")}`}>
          {s.bnftList.length > 0 && <Chips title={t("store.benefits")} items={s.bnftList.map(label)} />}
          {s.thmList.length > 0 && <Chips title={t("store.themes")} items={s.thmList.map(label)} />}
        </section>
      )}
      <StoreOffers mallPath={mallPath} nameKo={s.tnt_nm_ko} haveEvent={s.have_evt === "Y"} haveCoupon={s.have_cpn === "Y"} />
      <TenantLocation mallPath={mallPath} tntSeq={s.tnt_seq} name={name} dialogOpen={mapOpen} onCloseDialog={closeMap} />
    </>
  );
}

function Chips({ title, items }: { title: string; items: string[] }) {
  return (
    <div className={styles.chipGroup}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.chips}>
        {items.map((i) => (
          <li key={i} className={styles.chip}>
            {i}
          </li>
        ))}
      </ul>
    </div>
  );
}
