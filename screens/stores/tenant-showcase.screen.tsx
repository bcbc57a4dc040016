import { searchEndpoints } from "../../schemas/api/search.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { RankRow } from "./rank-row.tsx";
import { SHOWCASES, showcaseText, type ShowcaseSource } from "./showcase-kinds.ts";
import styles from "./showcase.module.css";
import { storePath } from "./store-links.ts";
import { TenantRow } from "./tenant-row.tsx";
import rowStyles from "./tenant-row.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

/**
 * A curated store page (tenant/specialGuide, anchorTenant, luxury, momAndKids; Suwon's hotPlaces):
 * a heading, a short intro and the stores of the kind (showcase-kinds.ts), each leading to its store.
 */
export default function TenantShowcaseScreen({ props }: ScreenProps<"tenantShowcase">) {
  const t = useMessages(showcaseMessages);
  const { mall, locale } = useMall();
  const showcase = SHOWCASES[props.kind];
  const text = showcaseText(props.kind);
  const title = t(text.heading);
  const note = showcase.note && mall?.features.includes(showcase.note.feature) ? t(showcase.note.messageId, { mall: mall.name[locale] }) : null;
  return (
    <div className={page.page}>
      <header className={styles.header}>
        <h1 className={page.title}>{title}</h1>
        <p className={styles.intro}>{t(text.intro)}</p>
      </header>
      {note !== null && (
        <p className={styles.note} role="note">
          {note}
        </p>
      )}
      <section aria-label={t("showcase.list", { title })}>
        <ShowcaseList source={showcase.source} />
      </section>
    </div>
  );
}

function ShowcaseList({ source }: { source: ShowcaseSource }) {
  switch (source.from) {
    case "anchorTenant":
      return <AnchorTenants />;
    case "hotPlaces":
      return <HotPlaces />;
    default:
      return <CategoryTenants filters={source.filters} />;
  }
}

function useMallPaths() {
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  return { mallPath, to: (tntSeq: string) => storePath(mallPath, tntSeq) };
}

function Empty() {
  const t = useMessages(showcaseMessages);
  return <EmptyState icon="store" title={t("showcase.empty")} />;
}

function AnchorTenants() {
  const { mallPath, to } = useMallPaths();
  const state = useApiQuery(tenantsEndpoints.anchorTenant, { params: { mall: mallPath } });
  return (
    <QueryView state={state} isEmpty={(d) => d.anchorList.length === 0} empty={<Empty />}>
      {(d) => (
        <ul className={rowStyles.list}>
          {d.anchorList.map((t) => (
            <TenantRow key={t.tnt_seq} tenant={t} to={to(t.tnt_seq)} extra={t.anch_desc || undefined} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function HotPlaces() {
  const { mallPath, to } = useMallPaths();
  const state = useApiQuery(searchEndpoints.recommend, { params: { mall: mallPath } });
  return (
    <QueryView state={state} isEmpty={(d) => d.search.hotPlaces.length === 0} empty={<Empty />}>
      {(d) => (
        <ol className={rowStyles.list}>
          {[...d.search.hotPlaces]
            .sort((a, b) => a.HOT_RANK - b.HOT_RANK)
            .map((h) => (
              <RankRow key={h.TNT_SEQ} rank={h.HOT_RANK} tenant={{ tnt_nm_ko: h.TNT_NM_KO, tnt_nm_en: h.TNT_NM_EN }} to={to(h.TNT_SEQ)} />
            ))}
        </ol>
      )}
    </QueryView>
  );
}

function CategoryTenants({ filters }: { filters: Extract<ShowcaseSource, { from: "categoryInfo" }>["filters"] }) {
  const { mallPath, to } = useMallPaths();
  const list = usePagedList(tenantsEndpoints.categoryInfo, { params: { mall: mallPath }, input: filters });
  return (
    <PagedSection list={list} empty={<Empty />}>
      {(items) => (
        <ul className={rowStyles.list}>
          {items.map((t) => (
            <TenantRow key={t.tnt_seq} tenant={t} to={to(t.tnt_seq)} />
          ))}
        </ul>
      )}
    </PagedSection>
  );
}
