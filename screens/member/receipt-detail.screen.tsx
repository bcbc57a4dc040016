import { Link } from "react-router";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useCustId } from "../../engine/data/use-cust-id.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ReceiptDetailView, useReceiptDetail } from "./receipt-detail.tsx";
import { parseReceiptPathId } from "./receipt-key.ts";
import page from "./member-page.module.css";
import styles from "./receipts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { receiptsMessages } from "./receipts.messages.ts";

/**
 * Centerfield's receipt page (treceiptDetail/{id}): the same receipt the dialog shows elsewhere.
 * An id that is not a receipt's, or a detail that fails, shows the spec's empty text.
 */
export default function ReceiptDetailScreen({ params }: ScreenProps<"receiptDetail">) {
  const t = useMessages(receiptsMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? "centerfield";
  const toList = useScreenHref("receipts");
  const key = parseReceiptPathId(params.treceiptId);
  const detail = useReceiptDetail(mallPath, useCustId(), key);
  const empty = <EmptyState icon="receipt" title={t("receipts.empty")} />;

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("receipts.detail.title")}</h1>
      {key === null ? (
        empty
      ) : (
        <QueryView state={detail} isEmpty={() => false} errorShowsEmpty empty={empty}>
          {(data) => <ReceiptDetailView detail={data.mbr006Vo} />}
        </QueryView>
      )}
      <p className={styles.actions}>{toList !== null && <Link to={toList}>{t("receipts.detail.toList")}</Link>}</p>
    </div>
  );
}
