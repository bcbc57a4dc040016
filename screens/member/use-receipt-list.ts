import { receiptsEndpoints } from "../../schemas/api/receipts.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { receiptsQuery } from "../../schemas/screens/query-receipts.ts";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { DEFAULT_MALL_PATH, mallByCode } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useServices } from "../../engine/services/services.ts";
import { receiptMonths, receiptPeriod, sclassYn, type ReceiptMonth } from "./receipt-period.ts";

/** What the list shows: a mall ("" = every mall), a month ("all" or YYYYMM) and the overseas-brand box (a mall feature). */
export interface ReceiptFilter {
  bcnCd: string;
  month: string;
  sclass: boolean;
}

/** The mall the list is about: the one chosen, or (every mall chosen) the page's own. */
export function effectiveMall(bcnCd: string, pageMall: MallManifest | null): MallManifest | null {
  return (bcnCd ? mallByCode(bcnCd) : pageMall) ?? null;
}

/**
 * The filter from the URL query (a reload and back keep it): the page's own mall and the whole
 * window unless chosen; a mall without receipts or a month the selector no longer lists falls back.
 */
export function useReceiptFilter(pageMall: MallManifest | null): [ReceiptFilter, (change: Partial<ReceiptFilter>) => void] {
  const { now } = useServices();
  const [query, setQuery] = useScreenQuery(receiptsQuery);
  const own = pageMall?.code ?? "";
  const chosen = query.mall === "all" ? "" : query.mall !== undefined && mallByCode(query.mall)?.features.includes("receipts") ? query.mall : own;
  const month = receiptMonths(now()).includes(query.month as ReceiptMonth) ? query.month : "all";
  const filter: ReceiptFilter = { bcnCd: chosen, month, sclass: query.sclass };
  const setFilter = (change: Partial<ReceiptFilter>) =>
    setQuery({
      ...(change.bcnCd === undefined ? {} : { mall: change.bcnCd === own ? null : change.bcnCd || "all" }),
      ...(change.month === undefined ? {} : { month: change.month }),
      ...(change.sclass === undefined ? {} : { sclass: change.sclass }),
    });
  return [filter, setFilter];
}

/**
 * The receipt list through the kit's paged list (pages, more, its retry, the pages kept for back).
 * The call carries exactly custid, startDate, endDate, sclassyn, pageIndex and bcnCd (spec part-1 §7).
 */
export function useReceiptList(pageMall: MallManifest | null, custId: string | null, filter: ReceiptFilter) {
  const { now } = useServices();
  const mallPath = pageMall?.path ?? DEFAULT_MALL_PATH;
  const period = receiptPeriod(filter.month as ReceiptMonth, now());
  return usePagedList(receiptsEndpoints.billLists, {
    params: { mall: mallPath },
    input: { custid: custId ?? "", ...period, sclassyn: sclassYn(filter.sclass, effectiveMall(filter.bcnCd, pageMall)), bcnCd: filter.bcnCd },
  });
}
