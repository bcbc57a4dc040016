import { useRef, useId, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import styles from "./confirm-dialog.module.css";

export interface ConfirmDialogProps {
  open: boolean;
  /** Default '알림'. */
  title?: ReactNode;
  text?: ReactNode;
  /** Optional picture above the text (kids pages use their own). */
  image?: { src: string; alt: string };
  /** Default '확인'. */
  positiveLabel?: string;
  onPositive: () => void;
  /** The negative button shows only when a label or handler is given; default label '취소'. */
  negativeLabel?: string;
  onNegative?: () => void;
  /** Escape or a backdrop click; defaults to the negative action, else the positive one (an alert). */
  onDismiss?: () => void;
}

/** The spec's confirm and alert dialog: optional image, title, text, positive and negative buttons. */
export function ConfirmDialog({
  open,
  title,
  text,
  image,
  positiveLabel,
  onPositive,
  negativeLabel,
  onNegative,
  onDismiss,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const positive = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const hasNegative = onNegative !== undefined || negativeLabel !== undefined;
  const dismiss = onDismiss ?? onNegative ?? onPositive;

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={title ?? intl.formatMessage({ id: "ui.confirm.title" })}
      showClose={false}
      initialFocus={positive}
      describedBy={text !== undefined ? textId : undefined}
      footer={
        <>
          {hasNegative && (
            <Button variant="secondary" onClick={onNegative ?? dismiss}>
              {negativeLabel ?? intl.formatMessage({ id: "ui.confirm.cancel" })}
            </Button>
          )}
          <Button ref={positive} onClick={onPositive}>
            {positiveLabel ?? intl.formatMessage({ id: "ui.confirm.ok" })}
          </Button>
        </>
      }
    >
      {image && <img className={styles.image} src={image.src} alt={image.alt} />}
      {text !== undefined && (
        <div id={textId} className={styles.text}>
          {text}
        </div>
      )}
    </Dialog>
  );
}
