import { useRef, useId, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import styles from "./confirm-dialog.module.css";
import { singleClick } from "./single-click.ts";

export interface ConfirmDialogProps {
  open: boolean;
  /** Default '알림'. */
  title?: ReactNode;
  text?: ReactNode;
  /** A second, quieter paragraph under the text (spec text2). */
  text2?: ReactNode;
  /** The caller's own markup in place of text and text2 (spec isCustom). */
  children?: ReactNode;
  /** Optional picture above the text (kids pages use their own). */
  image?: { src: string; alt: string };
  /** Default '확인'. */
  positiveLabel?: string;
  onPositive: () => void;
  /** The negative button shows only when a label or handler is given; default label '취소'. */
  negativeLabel?: string;
  onNegative?: () => void;
  /** Which side of the positive button the negative one sits on (spec negative.direction); default start. */
  negativeSide?: "start" | "end";
  /** Escape or a backdrop click; defaults to the negative action, else the positive one (an alert). */
  onDismiss?: () => void;
  /** The narrow card (spec smBox). */
  small?: boolean;
  /** Fixed height of the content in CSS pixels; longer content scrolls (spec height). */
  height?: number;
  /** Already on screen: no entrance (Dialog's `entered`). */
  entered?: boolean;
  /** The card as the page's HTML draws it, in place and inert to focus (Dialog's `still`). */
  still?: boolean;
}

/** The spec's confirm and alert dialog: optional image, title, text, positive and negative buttons. */
export function ConfirmDialog({
  open,
  title,
  text,
  text2,
  children,
  image,
  positiveLabel,
  onPositive,
  negativeLabel,
  onNegative,
  negativeSide = "start",
  onDismiss,
  small = false,
  height,
  entered = false,
  still = false,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const positive = useRef<HTMLButtonElement>(null);
  const describedId = useId();
  const hasNegative = onNegative !== undefined || negativeLabel !== undefined;
  const dismiss = onDismiss ?? onNegative ?? onPositive;
  const custom = children !== undefined && children !== null;
  const described = custom || text !== undefined || text2 !== undefined;

  const negativeButton = hasNegative && (
    <Button variant="secondary" onClick={singleClick(onNegative ?? dismiss)}>
      {negativeLabel ?? intl.formatMessage({ id: "ui.confirm.cancel" })}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={title ?? intl.formatMessage({ id: "ui.confirm.title" })}
      showClose={false}
      initialFocus={positive}
      small={small}
      entered={entered}
      still={still}
      describedBy={described ? describedId : undefined}
      footer={
        <>
          {negativeSide === "start" && negativeButton}
          <Button ref={positive} onClick={singleClick(onPositive)}>
            {positiveLabel ?? intl.formatMessage({ id: "ui.confirm.ok" })}
          </Button>
          {negativeSide === "end" && negativeButton}
        </>
      }
    >
      {image && <img className={styles.image} src={image.src} alt={image.alt} />}
      {described && (
        <div id={describedId} className={height === undefined ? undefined : styles.fixedHeight} style={height === undefined ? undefined : { height }}>
          {custom ? (
            children
          ) : (
            <>
              {text !== undefined && <div className={styles.text}>{text}</div>}
              {text2 !== undefined && <div className={styles.text2}>{text2}</div>}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
