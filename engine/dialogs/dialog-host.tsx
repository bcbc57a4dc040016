import { useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../services/services.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import type { DialogService, ShownDialog } from "./dialog-service.ts";

const SYSTEM_TEXT = { inspection: "dialogs.inspection", error: "dialogs.error" } as const;

/**
 * Renders the dialog on screen from the shell's dialog service. The shell mounts it through
 * DialogSlot, so it and the dialog markup load with the first dialog.
 */
export function DialogHost() {
  const { dialogs } = useServices();
  const { current } = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  if (!current) return null;
  // A fresh dialog per request, so focus moves into each and finally back to where it was.
  return <ShownConfirm key={current.id} dialog={current} dialogs={dialogs} />;
}

function ShownConfirm({ dialog, dialogs }: { dialog: ShownDialog; dialogs: DialogService }) {
  const intl = useIntl();
  const { id, kind, request } = dialog;
  const text = kind === "inspection" || kind === "error" ? intl.formatMessage({ id: SYSTEM_TEXT[kind] }) : request.text;
  // A confirm always asks both ways; an alert shows a second button only when one is named.
  const negative =
    kind === "confirm" || request.negative !== undefined ? { negativeLabel: request.negative, onNegative: () => dialogs.answer(id, "negative") } : {};
  return (
    <ConfirmDialog
      open
      title={request.title}
      text={text}
      text2={request.text2}
      image={request.image}
      positiveLabel={request.positive}
      onPositive={() => dialogs.answer(id, "positive")}
      {...negative}
      negativeSide={request.negativeSide}
      onDismiss={() => dialogs.dismiss(id)}
      small={request.small}
      height={request.height}
      entered={request.entered}
    >
      {request.content}
    </ConfirmDialog>
  );
}
