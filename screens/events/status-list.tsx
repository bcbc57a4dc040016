import type { ReactNode } from "react";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { CallArgs } from "../../engine/api/client.ts";
import { MoreButton } from "../../engine/data/more-button.tsx";
import { QueryView } from "../../engine/data/query-view.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useRestoredScroll } from "../../engine/data/use-restored-scroll.ts";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import cards from "./event-card.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import { brandPromotionMessages } from "./brand-promotion.messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { eventsMessages } from "./events.messages.ts";

/** The lists' own labels: the event list's and the brand promotions'. */
type LabelId = IdOf<typeof eventsMessages | typeof brandPromotionMessages>;

export type StatusTab = "ing" | "end";

interface Props<E extends Endpoint, Item> {
  endpoint: E;
  /** The call for a page of a tab. */
  argsFor: (tab: StatusTab, pageIndex: number) => CallArgs<E>;
  pageOf: (data: EndpointResponse<E>) => { items: readonly Item[]; totalPageCount: number };
  /** The tab shown (from the URL query). */
  tab: StatusTab;
  /** Message ids: the tab list's name, each tab's empty state, the list's name ({tab}). */
  labels: { tabs: LabelId; empty: Record<StatusTab, LabelId>; list: LabelId };
  renderItem: (item: Item) => ReactNode;
}

/**
 * In-progress and ended tabs over a paged list of cards ("more" while pages remain), each tab with
 * its empty state; the tab is kept in the URL query so back and reload return to it. The event list
 * and the brand promotions share it.
 */
export function StatusList<E extends Endpoint, Item>({ endpoint, argsFor, pageOf, tab, labels, renderItem }: Props<E, Item>) {
  const t = useMessages(eventWordsMessages, eventsMessages, brandPromotionMessages);
  const setQuery = useSetQuery();
  const list = usePagedList(endpoint, (pageIndex) => argsFor(tab, pageIndex), { pageOf });
  useRestoredScroll(list.key, list.state.status === "success");
  const tabLabel = t(tab === "ing" ? "events.tab.ing" : "events.tab.end");
  return (
    <>
      <Tabs
        label={t(labels.tabs)}
        fitted
        value={tab}
        onChange={(id) => setQuery("tab", id === "ing" ? null : id)}
        items={[
          { id: "ing", label: t("events.tab.ing") },
          { id: "end", label: t("events.tab.end") },
        ]}
      />
      <section aria-label={t(labels.list, { tab: tabLabel })} aria-busy={list.state.status === "loading" || list.loadingMore}>
        <QueryView state={list.state} empty={<EmptyState icon="event" title={t(labels.empty[tab])} />}>
          {(items) => <ul className={cards.list}>{items.map(renderItem)}</ul>}
        </QueryView>
        <MoreButton list={list} />
      </section>
    </>
  );
}
