import { receiptsEndpoints } from "../../schemas/api/receipts.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { Barcode } from "../../engine/ui/barcode.tsx";
import type { ReceiptKey } from "./receipt-key.ts";
import styles from "./receipts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { receiptsMessages } from "./receipts.messages.ts";

export interface ReceiptDetailData {
  jnData: string;
  barCode: string;
}

/** The receipt as the member keeps it: its text as printed (monospace, lines kept) and its barcode. */
export function ReceiptDetailView({ detail }: { detail: ReceiptDetailData }) {
  const t = useMessages(receiptsMessages);
  return (
    <div className={styles.receipt}>
      <figure className={styles.receiptFigure} aria-label={t("receipts.detail.text")}>
        <pre className={styles.receiptText}>{detail.jnData}</pre>
      </figure>
      {/* A barcode that cannot be drawn is left out, not reported (spec part-1 §8). */}
      <Barcode value={detail.barCode} label={t("receipts.detail.barcode", { digits: detail.barCode })} />
    </div>
  );
}

/** The detail call for a receipt key (null: no call). */
export function useReceiptDetail(mallPath: string, custId: string | null, key: ReceiptKey | null) {
  return useApiQuery(
    receiptsEndpoints.billDetail,
    { params: { mall: mallPath }, input: { custid: custId ?? "", ...(key ?? { saleDt: "", tntCd: "", posNo: "", tranNo: "" }) } },
    { enabled: key !== null },
  );
}
