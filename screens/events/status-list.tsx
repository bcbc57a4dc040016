import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { PagedEndpoint, PageItem } from "../../schemas/api/endpoint.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList, type PageArgs } from "../../engine/data/use-paged-list.ts";
import { eventListQuery } from "../../schemas/screens/query.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import cards from "./event-card.module.css";

export type StatusTab = "ing" | "end";

interface Props<E extends PagedEndpoint> {
  endpoint: E;
  /** The call for a tab (the endpoint's paging adds the page). */
  argsFor: (tab: StatusTab) => PageArgs<E>;
  /** The tab shown (from the URL query). */
  tab: StatusTab;
  /** Message ids: the tab list's name, each tab's empty state, the list's name ({tab}). */
  labels: { tabs: string; empty: Record<StatusTab, string>; list: string };
  renderItem: (item: PageItem<E>) => ReactNode;
}

/**
 * In-progress and ended tabs over a paged list of cards ("more" while pages remain), each tab with
 * its empty state; the tab is kept in the URL query so back and reload return to it. The event list
 * and the brand promotions share it.
 */
export function StatusList<E extends PagedEndpoint>({ endpoint, argsFor, tab, labels, renderItem }: Props<E>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [, setQuery] = useScreenQuery(eventListQuery);
  const list = usePagedList(endpoint, argsFor(tab));
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
      <PagedSection list={list} label={t(labels.list, { tab: tabLabel })} empty={<EmptyState icon="event" title={t(labels.empty[tab])} />}>
        {(items) => <ul className={cards.list}>{items.map(renderItem)}</ul>}
      </PagedSection>
    </>
  );
}
