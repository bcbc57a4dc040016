import { useCallback, useDeferredValue, type ReactNode } from "react";
import type { PagedEndpoint, PageItem } from "../../schemas/api/endpoint.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList, type PageArgs } from "../../engine/data/use-paged-list.ts";
import { eventListQuery } from "../../schemas/screens/query.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
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

interface Props<E extends PagedEndpoint> {
  endpoint: E;
  /** The call for a tab (the endpoint's paging adds the page). */
  argsFor: (tab: StatusTab) => PageArgs<E>;
  /** The tab shown (from the URL query). */
  tab: StatusTab;
  /** Message ids: the tab list's name, each tab's empty state, the list's name ({tab}). */
  labels: { tabs: LabelId; empty: Record<StatusTab, LabelId>; list: LabelId };
  /**
   * A card of the list; `index` is its place (the first ones show above the fold). A stable function
   * (useCallback): a tab's tap then renders the tabs alone, and the cards wait for the list's own render.
   */
  renderItem: (item: PageItem<E>, index: number) => ReactNode;
}

/**
 * In-progress and ended tabs over a paged list of cards ("more" while pages remain), each tab with
 * its empty state; the tab is kept in the URL query so back and reload return to it. The event list
 * and the brand promotions share it.
 */
export function StatusList<E extends PagedEndpoint>({ endpoint, argsFor, tab, labels, renderItem }: Props<E>) {
  const t = useMessages(eventWordsMessages, eventsMessages, brandPromotionMessages);
  const [, setQuery] = useScreenQuery(eventListQuery);
  // The tab answers a tap at once; the list follows in a render of its own, after the tap's frame is painted.
  const listTab = useDeferredValue(tab);
  const list = usePagedList(endpoint, argsFor(listTab));
  const tabLabel = t(listTab === "ing" ? "events.tab.ing" : "events.tab.end");
  const renderCards = useCallback((items: readonly PageItem<E>[]) => <ul className={cards.list}>{items.map(renderItem)}</ul>, [renderItem]);
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
      <PagedSection list={list} label={t(labels.list, { tab: tabLabel })} empty={<EmptyState icon="event" title={t(labels.empty[listTab])} />}>
        {renderCards}
      </PagedSection>
    </>
  );
}
