import { useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { Icon } from "./icon.tsx";
import { useModalFocus } from "./use-modal-focus.ts";
import type { SheetDrag } from "./use-sheet-drag.ts";
import styles from "./dialog.module.css";
import { singleClick } from "./single-click.ts";

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a backdrop click and the close button. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for assistive tech but do not show it (a receipt sheet with its own heading). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions at the bottom (usually Buttons). */
  footer?: ReactNode;
  /** Show the × button in the corner (default true). */
  showClose?: boolean;
  /** Whether a click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; by default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Full-screen sheet instead of a centred card (the winner check, maps). */
  fullScreen?: boolean;
  /** A narrower card for a line or two of text (the confirm dialog's smBox). */
  small?: boolean;
  /**
   * A bottom sheet (filters, pickers): anchored to the bottom of the screen with a grab handle. Use
   * BottomSheet (bottom-sheet.tsx), which adds the drag-to-close (spec part-2 §4) and keeps its code
   * off the pages whose dialogs are cards.
   */
  sheet?: boolean;
  /** The sheet's drag handlers and offset (BottomSheet passes them). */
  sheetDrag?: SheetDrag;
  /** id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Already on screen (a still of it was, `still`): shown as it stands, with no entrance. */
  entered?: boolean;
  /**
   * Drawn in place and inert to focus: the card as a page's HTML shows it before the app runs (the
   * home's popup), in the page's own tree (a server renders no portal). It moves no focus, traps
   * none and holds no scroll; its buttons answer once hydrated. The app then shows the live dialog
   * (`entered`) in its place.
   */
  still?: boolean;
}

/** A modal dialog rendered into document.body, with focus moved in, trapped and given back. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return props.still ? <DialogPanel {...props} /> : createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  showClose = true,
  closeOnBackdrop = true,
  initialFocus,
  fullScreen = false,
  small = false,
  sheet = false,
  sheetDrag,
  describedBy,
  entered = false,
  still = false,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  useModalFocus({ open: !still, container: panel, onEscape: onClose, initialFocus });
  const drag = sheet ? sheetDrag?.handlers : undefined;
  const layer = [styles.layer, sheet ? styles.sheetLayer : "", entered || still ? styles.entered : ""].filter(Boolean).join(" ");

  return (
    <div className={layer}>
      <div className={styles.backdrop} data-part="backdrop" aria-hidden="true" onClick={closeOnBackdrop ? singleClick(onClose) : undefined} />
      {/* Opened with the open attribute rather than showModal(): focus trapping and Escape are ours,
          so the behaviour is the same in every webview and in jsdom. */}
      <dialog
        open
        ref={panel}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={sheet ? sheetDrag?.style : undefined}
        className={[styles.panel, fullScreen ? styles.fullScreen : "", small ? styles.small : "", sheet ? styles.sheet : ""].filter(Boolean).join(" ")}
      >
        {sheet && <div className={styles.grab} data-part="grab" aria-hidden="true" {...drag} />}
        <div className={hideTitle ? styles.headerHidden : styles.header} {...drag}>
          <h2 id={titleId} className={hideTitle ? styles.srOnly : styles.title}>
            {title}
          </h2>
          {showClose && (
            <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: "ui.dialog.close" })} onClick={singleClick(onClose)}>
              <Icon name="close" size={22} />
            </button>
          )}
        </div>
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </dialog>
    </div>
  );
}
