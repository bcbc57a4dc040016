import { useCallback, useDeferredValue } from "react";
import { useSearchParams } from "react-router";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { diningQuery, type DiningQuery } from "../../schemas/screens/query-dining.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { storePath } from "./store-links.ts";
import { TenantRow } from "./tenant-row.tsx";
import styles from "./dining.module.css";
import rowStyles from "./tenant-row.module.css";
import type { IdOf } from "../../engine/i18n/words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";
import { storeWordsMessages } from "./store-words.messages.ts";

/** The food category's sub-categories of the tenant catalogue (spec part-2 §3 cate_seq): restaurants and cafes. */
const KIND_CATEGORY = { restaurant: 51, cafe: 52 } as const;

type Restaurant = PageItem<typeof tenantsEndpoints.restaurantCafe>;
type Flag = "noBreak" | "res_avl_yn" | "pckg_avl_yn" | "chld_menu_yn";
const FLAGS: readonly [Flag, IdOf<typeof diningMessages>][] = [
  ["noBreak", "dining.filter.noBreak"],
  ["res_avl_yn", "dining.filter.reservation"],
  ["pckg_avl_yn", "dining.filter.takeout"],
  ["chld_menu_yn", "dining.filter.kidsMenu"],
];

interface Props {
  mallPath: string;
  query: DiningQuery;
}

/**
 * Restaurants and cafes with the spec's filters (break time, reservation, take-out, kids menu)
 * and the kind, as toggles kept in the URL query; the result count; rows leading to the store;
 * "more" while pages remain.
 */
export function RestaurantList({ mallPath, query }: Props) {
  const [, setQuery] = useScreenQuery(diningQuery);
  const t = useMessages(diningMessages, storeWordsMessages);
  const [, setSearch] = useSearchParams();
  const clear = () =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of [...FLAGS.map(([f]) => f), "kind"]) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // The chips answer a tap at once; the list follows in a render of its own, after the tap's frame is painted.
  const listQuery = useDeferredValue(query);
  const input = {
    ...(listQuery.noBreak ? { brk_time_yn: "N" as const } : {}),
    ...(listQuery.res_avl_yn ? { res_avl_yn: "Y" as const } : {}),
    ...(listQuery.pckg_avl_yn ? { pckg_avl_yn: "Y" as const } : {}),
    ...(listQuery.chld_menu_yn ? { chld_menu_yn: "Y" as const } : {}),
    ...(listQuery.kind ? { cate_seq: KIND_CATEGORY[listQuery.kind] } : {}),
  };
  const list = usePagedList(tenantsEndpoints.restaurantCafe, { params: { mall: mallPath }, input });
  // One function while the mall stays, so a chip's tap does not render the rows again.
  const renderRows = useCallback(
    (items: readonly Restaurant[]) => (
      <ul className={rowStyles.list}>
        {items.map((r) => (
          <TenantRow
            key={r.tnt_seq}
            tenant={r}
            to={storePath(mallPath, r.tnt_seq)}
            extra={[r.rprs_menu && t("dining.row.menu", { menu: r.rprs_menu }), r.brk_time && t("dining.row.break", { time: r.brk_time })]
              .filter(Boolean)
              .join(" · ")}
          />
        ))}
      </ul>
    ),
    [mallPath, t],
  );
  const anyOn = FLAGS.some(([f]) => query[f]) || query.kind !== undefined;
  const kinds: [DiningQuery["kind"], IdOf<typeof diningMessages>][] = [
    [undefined, "dining.filter.all"],
    ["restaurant", "dining.filter.restaurant"],
    ["cafe", "dining.filter.cafe"],
  ];

  return (
    <>
      <div className={styles.filters} role="group" aria-label={t("dining.filters")}>
        <div className={styles.chips} role="group" aria-label={t("dining.filter.category")}>
          {kinds.map(([kind, label]) => (
            <button key={label} type="button" className={styles.chip} aria-pressed={query.kind === kind} onClick={() => setQuery("kind", kind ?? null)}>
              {t(label)}
            </button>
          ))}
        </div>
        <div className={styles.chips}>
          {FLAGS.map(([flag, label]) => (
            <button
              key={flag}
              type="button"
              className={styles.chip}
              aria-pressed={query[flag] === "Y"}
              onClick={() => setQuery(flag, query[flag] ? null : "Y")}
            >
              {t(label)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.countBar}>
        <p role="status" className={styles.count}>
          {list.total !== null && t("stores.count", { count: list.total })}
        </p>
        {anyOn && (
          <Button variant="text" size="sm" onClick={clear}>
            {t("dining.filter.clear")}
          </Button>
        )}
      </div>
      <PagedSection list={list} label={t("dining.list")} empty={<EmptyState icon="dining" title={t("dining.empty")} />}>
        {renderRows}
      </PagedSection>
    </>
  );
}
