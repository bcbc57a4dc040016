import { useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { Button } from "../ui/button.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { answerConfirm, currentConfirm, subscribeConfirm } from "./confirm-store.ts";

/** Renders the first queued confirm request (default title '알림', default button '확인'). */
export function ConfirmHost() {
  const intl = useIntl();
  const req = useSyncExternalStore(subscribeConfirm, currentConfirm, () => null);
  if (!req) return null;
  const close = () => answerConfirm(req.id, false);
  return (
    <Dialog
      open
      onClose={close}
      showClose={false}
      title={req.title ?? intl.formatMessage({ id: "ui.confirm.title" })}
      footer={
        <>
          {req.negative && (
            <Button variant="secondary" onClick={close}>
              {req.negative}
            </Button>
          )}
          <Button variant="primary" onClick={() => answerConfirm(req.id, true)}>
            {req.positive ?? intl.formatMessage({ id: "ui.confirm.ok" })}
          </Button>
        </>
      }
    >
      <p>{req.text}</p>
    </Dialog>
  );
}
