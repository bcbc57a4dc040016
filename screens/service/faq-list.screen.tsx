import { useCallback, useState } from "react";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { serviceEndpoints } from "../../schemas/api/service.ts";
import { faqListQuery } from "../../schemas/screens/query-boards.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useContentLocale, useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import styles from "./board.module.css";
import { boardMessages } from "./board.messages.ts";
import { DisclosureRow, toggled } from "./disclosure-row.tsx";
import { faqListMessages } from "./faq-list.messages.ts";
import { KeywordSearch } from "./keyword-search.tsx";
import { SearchEmpty, SearchStatus } from "./search-states.tsx";

export const query = faqListQuery;

type Category = { cateSeq: number; cateNmKo: string; cateNmEn: string };
type FaqItem = PageItem<typeof serviceEndpoints.faq>;

/**
 * The FAQ (store/service/faq; Centerfield's, Suwon's and Granseoul's): the categories of the answer
 * as tabs, a search of the questions and answers, 10 a page with "more", each answer opening under
 * its question as sanitized HTML. Tab and keyword live in the URL. In English the categories are
 * named in English; the questions and answers exist in Korean only (docs/decisions/0029).
 */
export default function FaqListScreen() {
  const t = useMessages(faqListMessages, boardMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const locale = useContentLocale();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const [query, setQuery] = useScreenQuery(faqListQuery);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  // The tabs come from an unfiltered first page, so they stay while a tab or a search loads.
  const codes = useApiQuery(serviceEndpoints.faq, { params: { mall: mallPath }, input: { pageIndex: 1, cateSeq: undefined, searchKeyword: undefined } });
  const codeList: readonly Category[] | null = codes.status === "success" ? codes.data.codeList : null;
  // A category the answer does not list reads as all; until the list is known, the list waits (unless it failed: the server judges).
  const cate =
    query.cate === undefined
      ? 0
      : codeList !== null
        ? codeList.some((c) => c.cateSeq === query.cate)
          ? query.cate
          : 0
        : codes.status === "error"
          ? query.cate
          : null;
  const list = usePagedList(
    serviceEndpoints.faq,
    { params: { mall: mallPath }, input: { cateSeq: cate === 0 ? undefined : cate, searchKeyword: query.q } },
    { enabled: cate !== null },
  );

  const nameOf = (c: Category) => (locale === "en" ? c.cateNmEn : c.cateNmKo);
  // "All" is the answer's category 0; an answer without one gets it all the same.
  const tabs =
    codeList === null
      ? []
      : [
          ...(codeList.some((c) => c.cateSeq === 0) ? [] : [{ id: "0", label: t("faq.all") }]),
          ...codeList.map((c) => ({ id: String(c.cateSeq), label: nameOf(c) })),
        ];
  // Stable while the categories, the language and the open rows stay: a tap on "more" leaves the rows alone.
  const renderRows = useCallback(
    (items: readonly FaqItem[]) => {
      const categoryOf = (seq: number, fallback: string) => {
        const c = codeList?.find((x) => x.cateSeq === seq);
        return c ? (locale === "en" ? c.cateNmEn : c.cateNmKo) : fallback;
      };
      return (
        <ul className={styles.rows}>
          {items.map((f) => (
            <DisclosureRow
              key={f.faqSeq}
              title={f.faqTitlKo}
              meta={categoryOf(f.cateSeq, f.cateNmKo)}
              lang={locale === "en" ? "ko" : undefined}
              open={open.has(f.faqSeq)}
              onToggle={() => setOpen((o) => toggled(o, f.faqSeq))}
            >
              {() => <SanitizedHtml html={f.faqContKo} className={styles.html} />}
            </DisclosureRow>
          ))}
        </ul>
      );
    },
    [codeList, locale, open],
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.faq")}</h1>
      {tabs.length > 1 && <Tabs label={t("faq.tabs")} value={String(cate ?? 0)} onChange={(id) => setQuery("cate", Number(id) || null)} items={tabs} />}
      <KeywordSearch label={t("faq.search.label")} placeholder={t("faq.search.placeholder")} keyword={query.q} onSearch={(q) => setQuery("q", q)} />
      {locale === "en" && <p className={styles.note}>{t("faq.koreanOnly")}</p>}
      <SearchStatus keyword={query.q} total={list.total} />
      <PagedSection list={list} label={t("faq.list")} empty={<SearchEmpty keyword={query.q} onShowAll={() => setQuery("q", null)} none={t("faq.empty")} />}>
        {renderRows}
      </PagedSection>
    </div>
  );
}
