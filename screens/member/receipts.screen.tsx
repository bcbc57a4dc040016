import { Suspense, useCallback, useState } from "react";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import type { receiptsEndpoints } from "../../schemas/api/receipts.ts";
import { receiptsQuery } from "../../schemas/screens/query-receipts.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { useCustId } from "../../engine/data/use-cust-id.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { SelectField, type SelectItem } from "../../engine/forms/select-field.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { mallsByCode } from "../../engine/manifests/malls-by-code.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import type { ReceiptRequest } from "./receipt-detail-dialog.tsx";
import { receiptKeyOf, receiptPathId } from "./receipt-key.ts";
import { receiptMonths, showsSclassBox } from "./receipt-period.ts";
import { effectiveMall, useReceiptFilter, useReceiptList } from "./use-receipt-list.ts";
import page from "./member-page.module.css";
import styles from "./receipts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { receiptsMessages } from "./receipts.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = receiptsQuery;

// The receipt dialog (and the detail call, the dialog kit, the barcode) loads with the first tap on a row.
const ReceiptDetailDialog = lazyPart(() => import("./receipt-detail-dialog.tsx").then((m) => ({ default: m.ReceiptDetailDialog })));

type ReceiptRow = PageItem<typeof receiptsEndpoints.billLists>;
/** The malls a receipt can come from, by code (the selector's choices after "all malls"). */
const receiptMalls = mallsByCode((m) => m.features.includes("receipts"));

/**
 * Mobile receipts (myinfo/receipt, mobileReceipt, Suwon mypage/receipt, Centerfield treceiptList):
 * the member's purchases by mall and month, hanam's overseas-brand box, pages with "more"; a row
 * opens the receipt (a dialog; on Centerfield its own page). A failed list shows the spec's empty
 * text, as an empty one does.
 */
export default function ReceiptsScreen({ props }: ScreenProps<"receipts">) {
  const t = useMessages(receiptsMessages);
  const { mall, locale } = useMall();
  const { now } = useServices();
  const custId = useCustId();
  const [filter, setFilter] = useReceiptFilter(mall);
  const list = useReceiptList(mall, custId, filter);
  const [opened, setOpened] = useState<ReceiptRequest | null>(null);
  const clearOpened = useCallback((done: ReceiptRequest) => setOpened((current) => (current === done ? null : current)), []);
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const asPage = props.variant === "centerfield";
  const href = useScreenHrefs();
  // Stable while the page's words and links stay: a tap on "more" or a filter leaves the rows alone.
  const renderRows = useCallback(
    (rows: readonly ReceiptRow[]) => {
      const receiptPageHref = (key: Parameters<typeof receiptPathId>[0]) => (asPage ? href("receiptDetail", { treceiptId: receiptPathId(key) }) : null);
      return (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <ListRow
              key={`${row.saleDt}-${row.tntCd}-${row.posNo}-${row.tranNo}`}
              title={row.tnt_nm_ko}
              description={t("receipts.row.meta", { mall: row.bcn_nm, date: row.saleDt })}
              trailing={<span className={styles.amount}>{t("receipts.amount", { amount: row.nsaleAmt })}</span>}
              {...(receiptPageHref(receiptKeyOf(row)) !== null ? { to: receiptPageHref(receiptKeyOf(row))! } : { onClick: () => setOpened({ row }) })}
            />
          ))}
        </ul>
      );
    },
    [t, asPage, href],
  );

  const mallItems: SelectItem[] = [
    { itmName: t("receipts.mall.all"), itmValue: "" },
    ...receiptMalls.map((m) => ({ itmName: m.name[locale], itmValue: m.code ?? "" })),
  ];
  const monthItems: SelectItem[] = receiptMonths(now()).map((m) =>
    m === "all"
      ? { itmName: t("receipts.month.all"), itmValue: m }
      : { itmName: t("receipts.month.option", { year: m.slice(0, 4), month: String(Number(m.slice(4))) }), itmValue: m },
  );
  // The overseas-brand box is a mall's feature: shown on its page while the list is about that mall.
  const showBox = showsSclassBox(mall) && showsSclassBox(effectiveMall(filter.bcnCd, mall));

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("receipts.heading")}</h1>
      <p className={styles.intro}>{t("receipts.intro")}</p>
      <div className={styles.filters}>
        <SelectField
          name="bcnCd"
          label={t("receipts.mall")}
          items={mallItems}
          placeholder={false}
          value={filter.bcnCd}
          onValueChange={(bcnCd) => setFilter({ bcnCd })}
        />
        <SelectField
          name="month"
          label={t("receipts.month")}
          items={monthItems}
          placeholder={false}
          value={filter.month}
          onValueChange={(month) => setFilter({ month })}
        />
        {showBox && <CheckboxField name="sclass" label={t("receipts.sclass")} checked={filter.sclass} onCheckedChange={(sclass) => setFilter({ sclass })} />}
      </div>
      <PagedSection list={list} label={t("receipts.list")} empty={<EmptyState icon="receipt" title={t("receipts.empty")} />} errorShowsEmpty>
        {renderRows}
      </PagedSection>
      {!asPage && opened !== null && (
        <Suspense fallback={null}>
          <ReceiptDetailDialog mallPath={mallPath} custId={custId} request={opened} onCleared={clearOpened} />
        </Suspense>
      )}
    </div>
  );
}
