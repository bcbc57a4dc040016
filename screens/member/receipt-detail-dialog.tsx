import { useEffect, useState } from "react";
import type { ReceiptRow } from "../../schemas/api/receipts.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { ReceiptDetailView, useReceiptDetail } from "./receipt-detail.tsx";
import { receiptKeyOf } from "./receipt-key.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { receiptsMessages } from "./receipts.messages.ts";

/** The spec's delay before a closed receipt dialog lets go of its data. */
export const RECEIPT_CLEAR_MS = 300;

/** A tap on a row: each tap is a new request, so a row tapped again while its dialog closes reopens it. */
export interface ReceiptRequest {
  row: ReceiptRow;
}

/**
 * The receipt detail dialog of a tapped row: it opens once the detail has loaded (a failed call
 * opens nothing: the spec swallows it), closes on Escape, the backdrop, × or the confirm button,
 * and gives focus back to the row; it hides at once and lets go of the request (and its receipt)
 * 300 ms later.
 */
export function ReceiptDetailDialog({
  mallPath,
  custId,
  request,
  onCleared,
}: {
  mallPath: string;
  custId: string | null;
  request: ReceiptRequest | null;
  onCleared: (request: ReceiptRequest) => void;
}) {
  const t = useMessages(receiptsMessages);
  const detail = useReceiptDetail(mallPath, custId, request ? receiptKeyOf(request.row) : null);
  const [closed, setClosed] = useState<ReceiptRequest | null>(null);
  const closing = request !== null && closed === request;
  const failed = request !== null && detail.status === "error";

  useEffect(() => {
    if (request === null || (!closing && !failed)) return;
    // A failed detail lets go at once, so the next tap on the row asks again.
    const timer = window.setTimeout(() => onCleared(request), failed ? 0 : RECEIPT_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [request, closing, failed, onCleared]);

  const open = request !== null && !closing && detail.status === "success";
  const close = () => setClosed(request);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("receipts.detail.title")}
      footer={
        <Button block onClick={close}>
          {t("receipts.detail.confirm")}
        </Button>
      }
    >
      {detail.status === "success" && <ReceiptDetailView detail={detail.data.mbr006Vo} />}
    </Dialog>
  );
}
