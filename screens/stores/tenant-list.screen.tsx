import { Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { tenantsEndpoints, type TenantItem } from "../../schemas/api/tenants.ts";
import { tenantDirectoryQuery } from "../../schemas/screens/query-stores.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { usePopupClose } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { CategoryBar } from "./category-bar.tsx";
import { filtersOf, inputOf, queryOf, sheetFilterCount, withoutSheetFilters, type DirectoryFilters } from "./directory-filters.ts";
import { directoryListCall, directoryOptionsCall } from "./first-loads.ts";
import { storePath } from "./store-links.ts";
import { TenantRow } from "./tenant-row.tsx";
import rows from "./tenant-row.module.css";
import styles from "./tenant-list.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeWordsMessages } from "./store-words.messages.ts";
import { tenantListMessages } from "./tenant-list.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = tenantDirectoryQuery;

const FilterSheet = lazyPart(() => import("./directory-filter-sheet.tsx").then((m) => ({ default: m.DirectoryFilterSheet })));
const StorePopup = lazyPart(() => import("./store-popup.tsx").then((m) => ({ default: m.StorePopup })));

/**
 * The store directory (tenant, tenant/floorInfo/categoryInfo; Suwon's and Granseoul's
 * tenant/categoryInfo): the category tree as a bar, the tenant filters of spec part-2 §3 in a
 * bottom sheet, the number of stores found and the stores, paged with "more". The selection lives in
 * the URL, so back and a reload show the same list; `tnId` (Suwon: the :tnId segment) opens a
 * store's popup over it.
 */
export default function TenantListScreen({ params }: ScreenProps<"tenantList">) {
  const [query, setQuery] = useScreenQuery(tenantDirectoryQuery);
  const t = useMessages(storeWordsMessages, tenantListMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const filters = useMemo(() => filtersOf(query), [query]);
  const apply = (next: DirectoryFilters) => setQuery(queryOf(next));
  const [sheetOpen, setSheetOpen] = useState(false);
  // A store's popup: tnId in the query, or Suwon's tenant/categoryInfo/:tnId.
  const location = useLocation();
  const popupId = params.tnId ?? query.tnId;
  const closePopup = usePopupClose(location, params.tnId !== undefined);

  // The category tree and the filter options (one small call, cached for the visit).
  const options = useApiQuery(tenantsEndpoints.categoryInfo, directoryOptionsCall(mallPath));
  const optionData = options.status === "success" ? options.data : null;

  // The chips answer a tap at once; the list follows in a render of its own, after the tap's frame is painted.
  const listFilters = useDeferredValue(filters);
  const input = inputOf(listFilters);
  const list = usePagedList(tenantsEndpoints.categoryInfo, directoryListCall(mallPath, input));
  const count = sheetFilterCount(filters);
  // One function while the mall stays, so a chip's tap does not render the rows again.
  const renderRows = useCallback(
    (items: readonly TenantItem[]) => (
      <ul className={rows.list}>
        {items.map((tn) => (
          <TenantRow key={tn.tnt_seq} tenant={tn} to={storePath(mallPath, tn.tnt_seq)} />
        ))}
      </ul>
    ),
    [mallPath],
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("directory.heading")}</h1>
      {/* Its row shows "all stores" while the categories load, so the list below does not move when they arrive. */}
      {options.status !== "error" && <CategoryBar categories={optionData?.cateList ?? []} filters={filters} onChange={apply} />}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {list.total !== null && t("stores.count", { count: list.total })}
        </p>
        <Button
          variant={count ? "primary" : "secondary"}
          size="sm"
          onClick={() => setSheetOpen(true)}
          aria-label={count ? t("directory.filter.openLabel", { count }) : undefined}
          aria-haspopup="dialog"
        >
          {count ? t("directory.filter.openCount", { count }) : t("directory.filter.open")}
        </Button>
      </div>
      <PagedSection
        list={list}
        label={t("directory.list")}
        empty={
          <EmptyState
            icon="store"
            title={t("directory.empty")}
            action={
              count > 0 || filters.cate !== null ? (
                <Button variant="secondary" onClick={() => apply({ ...withoutSheetFilters(filters), cate: null, sub: null })}>
                  {t("directory.empty.reset")}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {renderRows}
      </PagedSection>
      {popupId !== undefined && (
        <Suspense fallback={null}>
          <StorePopup tntSeq={popupId} onClose={closePopup} />
        </Suspense>
      )}
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            options={optionData}
            filters={filters}
            onApply={(next) => {
              apply(next);
              setSheetOpen(false);
            }}
            onClose={() => setSheetOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
