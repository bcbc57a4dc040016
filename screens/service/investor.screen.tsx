import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { serviceEndpoints } from "../../schemas/api/service.ts";
import { investorQuery } from "../../schemas/screens/query-boards.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import styles from "./board.module.css";
import { DisclosureRow, toggled } from "./disclosure-row.tsx";
import { InvestorFile } from "./investor-file.tsx";
import { investorMessages } from "./investor.messages.ts";

export const query = investorQuery;

type Tab = "notice" | "reports";
type InvestorRow = PageItem<typeof serviceEndpoints.investor>;

/**
 * Investor relations (hanam's store/investor/notice and /reports, Suwon's service/investor
 * SwServiceInvestor): notices and reports in two tabs, 10 a page with "more"; a row opens to its
 * text (sanitized) and its attached file (classified). Where the mall mounts a route per tab, a tab
 * is its route; where one route mounts both, the tab is the page's query (docs/decisions/0029).
 */
export default function InvestorScreen({ props }: ScreenProps<"investorInfo">) {
  const t = useMessages(investorMessages);
  const kit = useKitWords();
  const navigate = useNavigate();
  const href = useScreenHrefs();
  const { formatShortDate } = useFormat();
  const { mall } = useMall();
  const [query, setQuery] = useScreenQuery(investorQuery);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const routes: Record<Tab, string | null> = {
    notice: href({ screen: "investorInfo", where: { tab: "notice" } }),
    reports: href({ screen: "investorInfo", where: { tab: "reports" } }),
  };
  const byRoute = routes.notice !== null && routes.reports !== null && routes.notice !== routes.reports;
  const tab: Tab = byRoute ? props.tab : (query.tab ?? props.tab);
  const list = usePagedList(serviceEndpoints.investor, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { ivsType: tab } });
  const label: Record<Tab, string> = { notice: kit("route.investorNotice"), reports: kit("route.investorReports") };

  // Stable while no row opens or closes: a tap on "more" renders the button, not the rows.
  const renderRows = useCallback(
    (rows: readonly InvestorRow[]) => (
      <ul className={styles.rows}>
        {rows.map((r) => (
          <DisclosureRow
            key={r.ivsSeq}
            title={r.titl}
            meta={<time dateTime={r.regDt}>{formatShortDate(r.regDt)}</time>}
            open={open.has(r.ivsSeq)}
            onToggle={() => setOpen((o) => toggled(o, r.ivsSeq))}
          >
            {() => (
              <>
                <SanitizedHtml html={r.cont} className={styles.html} />
                {(r.fileNm !== null || r.fileUrl !== null) && <InvestorFile url={r.fileUrl} name={r.fileNm ?? r.titl} />}
              </>
            )}
          </DisclosureRow>
        ))}
      </ul>
    ),
    [open, formatShortDate],
  );

  const select = (next: Tab) => {
    const to = routes[next];
    if (byRoute && to !== null) void navigate(to);
    else setQuery("tab", next === props.tab ? null : next);
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.investor")}</h1>
      <Tabs
        label={t("investor.tabs")}
        fitted
        value={tab}
        onChange={select}
        items={[
          { id: "notice", label: label.notice },
          { id: "reports", label: label.reports },
        ]}
      />
      <PagedSection list={list} label={t("investor.list", { tab: label[tab] })} empty={<EmptyState icon="service" title={t("investor.empty")} />}>
        {renderRows}
      </PagedSection>
    </div>
  );
}
