import { useEffect, useId, useRef } from "react";
import type { SearchCouponItem, SearchEventItem, SearchLectureItem } from "../../schemas/api/search.ts";
import type { TenantItem } from "../../schemas/api/tenants.ts";
import { groupLimit, type SearchGroup, type SearchResults as Results } from "../../machines/search.machine.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import page from "../../engine/ui/page.module.css";
import { TenantRow } from "./tenant-row.tsx";
import rowStyles from "./tenant-row.module.css";
import styles from "./search.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

/** Where each kind of result opens (null: it has no page on this route set). */
export interface ResultLinks {
  store: (tntSeq: string) => string | null;
  event: (evtSeq: string) => string | null;
  lecture: (lectureId: string) => string | null;
  coupon: (cpSeq: number) => string | null;
}

interface Props {
  results: Results;
  /** The groups this search shows, in order (Centerfield's dialog: stores and events). */
  groups: readonly SearchGroup[];
  expanded: SearchGroup | null;
  links: ResultLinks;
  onMore: (group: SearchGroup) => void;
}

/** The result groups: 3 items each, 10 when only one group has any, all of a group after its "more". */
export function SearchResults({ results, groups, expanded, links, onMore }: Props) {
  const t = useMessages(searchMessages);
  const id = useId();
  const shown = groups.filter((g) => results.items[g].length > 0);
  const total = groups.reduce((n, g) => n + results.counts[g], 0);
  const list = useRef<Partial<Record<SearchGroup, HTMLUListElement | null>>>({});
  const before = useRef(0);

  // After "more", focus goes to the first item that appeared (the button it was on is gone).
  useEffect(() => {
    if (expanded === null) return;
    const items = list.current[expanded]?.querySelectorAll<HTMLElement>("a, button");
    items?.[before.current]?.focus();
  }, [expanded]);

  if (shown.length === 0) return <EmptyState title={t("search.noResult")} icon="search" titleAs="h2" />;
  return (
    <>
      <p className={styles.muted} role="status">
        {t("search.resultsFor", { keyword: results.keyword, count: total })}
      </p>
      {shown.map((g) => {
        const all = results.items[g];
        const limit = groupLimit(results, g, groups, expanded);
        const name = t(`search.group.${g}`);
        return (
          <section key={g} className={page.section} aria-labelledby={`${id}-${g}`}>
            <h2 id={`${id}-${g}`} className={page.subheading}>
              {name}
              <span className={styles.groupCount}>{t("search.groupCount", { count: results.counts[g] })}</span>
            </h2>
            <ul
              className={g === "stores" ? rowStyles.list : styles.list}
              ref={(el) => {
                list.current[g] = el;
              }}
            >
              {all.slice(0, limit).map((item, i) => (
                <GroupItem key={i} group={g} item={item} links={links} />
              ))}
            </ul>
            {all.length > limit && (
              <Button
                variant="secondary"
                block
                onClick={() => {
                  before.current = limit;
                  onMore(g);
                }}
              >
                {t("search.more", { group: name })}
              </Button>
            )}
          </section>
        );
      })}
    </>
  );
}

function GroupItem({ group, item, links }: { group: SearchGroup; item: unknown; links: ResultLinks }) {
  const { formatShortDate } = useFormat();
  const t = useMessages(searchMessages);
  switch (group) {
    case "stores": {
      const s = item as TenantItem;
      return <TenantRow tenant={s} to={links.store(s.tnt_seq)} />;
    }
    case "events": {
      const e = item as SearchEventItem;
      const period = e.evt_prid_disp_yn === "Y" ? `${e.evtStrtDtTxt} ~ ${e.evtEndDtTxt}` : e.evt_prid_disp_yn === "T" ? t("search.alwaysOn") : undefined;
      return (
        <ListRow
          title={e.evt_titl}
          description={period}
          leading={e.mobi_app_img1_uri ? <img className={styles.thumb} src={e.mobi_app_img1_uri} alt="" width={56} height={56} loading="lazy" /> : undefined}
          to={links.event(e.evt_seq) ?? undefined}
        />
      );
    }
    case "lectures": {
      const l = item as SearchLectureItem;
      const to = links.lecture(l.lectureId);
      return (
        <ListRow
          title={l.progTitl}
          description={[l.progTypeName, formatShortDate(l.progDt), l.progPlc].filter(Boolean).join(" · ")}
          leading={l.imgMobUrl ? <img className={styles.thumb} src={l.imgMobUrl} alt="" width={56} height={56} loading="lazy" /> : undefined}
          {...(to !== null ? { to } : {})}
        />
      );
    }
    case "coupons": {
      const c = item as SearchCouponItem;
      const to = links.coupon(c.cpSeq);
      return (
        <ListRow
          title={c.cpNm}
          description={`${c.tnt_nm_ko || t("search.mallWide")} · ${t("search.couponPeriod", { from: formatShortDate(c.useStrtDt), to: formatShortDate(c.useEndDt) })}`}
          {...(to !== null ? { to } : {})}
        />
      );
    }
  }
}
