import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { receiptListMachine, type ReceiptFilter, type ReceiptListRestored, type ReceiptPage } from "../../machines/receipt-list.machine.ts";
import { receiptsEndpoints } from "../../schemas/api/receipts.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { inspectOption } from "../../engine/inspection/inspection.ts";
import { DEFAULT_MALL_PATH, mallByCode } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { receiptPeriod, sclassYn, type ReceiptMonth } from "./receipt-period.ts";

/** What the list keeps between visits: the filter and the pages as the member left them. */
interface Kept {
  filter: ReceiptFilter;
  restored: ReceiptListRestored;
}

/** The mall the list is about: the one chosen, or (every mall chosen) the page's own. */
export function effectiveMall(bcnCd: string, pageMall: MallManifest | null): MallManifest | null {
  return (bcnCd ? mallByCode(bcnCd) : pageMall) ?? null;
}

/**
 * The receipt list machine over the list call. The call carries exactly custid, startDate,
 * endDate, sclassyn, pageIndex and bcnCd (spec part-1 §7). The filter and loaded pages are kept in
 * the screen cache, so coming back to the list shows it as it was.
 */
export function useReceiptList(pageMall: MallManifest | null, custId: string | null) {
  const { api, cache, now } = useServices();
  const mallPath = pageMall?.path ?? DEFAULT_MALL_PATH;
  const keptKey = `receipts:list:${mallPath}:${custId ?? ""}`;
  const machine = useMemo(
    () =>
      receiptListMachine.provide({
        actors: {
          fetchPage: fromPromise<ReceiptPage, { filter: ReceiptFilter; pageIndex: number }>(async ({ input, signal }) => {
            const { filter, pageIndex } = input;
            const period = receiptPeriod(filter.month as ReceiptMonth, now());
            const answer = await api.call(
              receiptsEndpoints.billLists,
              {
                params: { mall: mallPath },
                input: {
                  custid: custId ?? "",
                  ...period,
                  sclassyn: sclassYn(filter.sclass, effectiveMall(filter.bcnCd, pageMall)),
                  pageIndex,
                  bcnCd: filter.bcnCd,
                },
              },
              { signal },
            );
            return { rows: answer.resultList, totalPageCount: answer.paginationInfo.totalPageCount };
          }),
        },
      }),
    [api, now, mallPath, custId, pageMall],
  );
  const kept = cache.get<Kept>(keptKey)?.value;
  const initialFilter: ReceiptFilter = kept?.filter ?? { bcnCd: pageMall?.code ?? "", month: "all", sclass: false };
  const inspect = inspectOption();
  const [snapshot, send] = useMachine(machine, { input: { filter: initialFilter, restored: kept?.restored ?? null }, ...(inspect ? { inspect } : {}) });
  const { filter, rows, pageIndex, totalPageCount } = snapshot.context;
  const loading = snapshot.hasTag("loading");

  useEffect(() => {
    if (!loading) cache.set(keptKey, { filter, restored: { rows, pageIndex, totalPageCount } } satisfies Kept);
  }, [cache, keptKey, loading, filter, rows, pageIndex, totalPageCount]);

  return {
    filter,
    rows,
    /** Page 1 of the filter is loading: nothing of it to show yet. */
    loadingFirst: loading && snapshot.context.loadingPage === 1,
    loadingMore: loading && snapshot.context.loadingPage > 1,
    hasMore: pageIndex < totalPageCount,
    loadMore: () => send({ type: "receipts.more" }),
    setFilter: (change: Partial<ReceiptFilter>) => send({ type: "receipts.filter", filter: change }),
  };
}
