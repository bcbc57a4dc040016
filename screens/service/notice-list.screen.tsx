import { useState } from "react";
import { Link } from "react-router";
import { contentEndpoints } from "../../schemas/api/content.ts";
import { noticeListQuery } from "../../schemas/screens/query-boards.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useContentLocale, useMall } from "../../engine/shell/mall-context.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./board.module.css";
import { DisclosureRow, toggled } from "./disclosure-row.tsx";
import { KeywordSearch } from "./keyword-search.tsx";
import { NoticeBody } from "./notice-body.tsx";
import { PinnedBadge } from "./pinned-badge.tsx";
import { noticeListMessages } from "./notice-list.messages.ts";
import { SearchEmpty, SearchStatus } from "./search-states.tsx";

export const query = noticeListQuery;

/**
 * Notices (store/service/notice; Centerfield's, Suwon's and Granseoul's too): pinned first with a
 * badge, then newest, 10 a page with "more", in English where the page is, with a title search kept
 * in the URL. Each opens its notice page where the mall mounts one; Centerfield mounts none, so its
 * notices open in place (decision 15, docs/decisions/0029).
 */
export default function NoticeListScreen() {
  const t = useMessages(noticeListMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const locale = useContentLocale();
  const { formatShortDate } = useFormat();
  const href = useScreenHrefs();
  const [query, setQuery] = useScreenQuery(noticeListQuery);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const endpoint = locale === "en" ? contentEndpoints.noticeEn : contentEndpoints.notice;
  const list = usePagedList(endpoint, { params: { mall: mallPath }, input: { searchKeyword: query.q } });

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.notice")}</h1>
      <KeywordSearch label={t("notice.search.label")} placeholder={t("notice.search.placeholder")} keyword={query.q} onSearch={(q) => setQuery("q", q)} />
      <SearchStatus keyword={query.q} total={list.total} />
      <PagedSection
        list={list}
        label={t("notice.list")}
        empty={<SearchEmpty keyword={query.q} onShowAll={() => setQuery("q", null)} none={t("notice.empty")} />}
      >
        {(notices) => (
          <ul className={styles.rows}>
            {notices.map((n) => {
              const badge = n.fixYn === "Y" ? <PinnedBadge /> : null;
              const date = <time dateTime={n.regDt}>{formatShortDate(n.regDt)}</time>;
              // Where the mall mounts no notice page, the notice opens in place.
              const to = href("noticeDetail", { noticeId: n.notiSeq });
              return to === null ? (
                <DisclosureRow
                  key={n.notiSeq}
                  title={n.notiTitl}
                  badge={badge}
                  meta={date}
                  open={open.has(n.notiSeq)}
                  onToggle={() => setOpen((o) => toggled(o, n.notiSeq))}
                >
                  {() => <NoticeBody mallPath={mallPath} notiSeq={n.notiSeq} />}
                </DisclosureRow>
              ) : (
                <li key={n.notiSeq} className={styles.row}>
                  <Link to={to} className={`${styles.rowButton} ${styles.rowLink}`}>
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>
                        {badge}
                        {n.notiTitl}
                      </span>{" "}
                      <span className={styles.rowMeta}>{date}</span>
                    </span>
                    <Icon name="chevron" size={20} className={styles.rowIcon} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PagedSection>
    </div>
  );
}
