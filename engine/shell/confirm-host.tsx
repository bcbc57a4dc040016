import { useSyncExternalStore } from "react";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { answerConfirm, currentConfirm, subscribeConfirm } from "./confirm-store.ts";

/** Renders the first queued confirm request (default title '알림', default button '확인'). */
export function ConfirmHost() {
  const req = useSyncExternalStore(subscribeConfirm, currentConfirm, () => null);
  if (!req) return null;
  return (
    <ConfirmDialog
      open
      title={req.title}
      text={req.text}
      positiveLabel={req.positive}
      onPositive={() => answerConfirm(req.id, true)}
      {...(req.negative ? { negativeLabel: req.negative, onNegative: () => answerConfirm(req.id, false) } : {})}
      onDismiss={() => answerConfirm(req.id, false)}
    />
  );
}
