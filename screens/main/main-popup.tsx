import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { DialogAnswer } from "../../machines/dialog.machine.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { PopLink, type PopItem } from "../../engine/links/pop-link.tsx";
import { useServices } from "../../engine/services/services.ts";
import { hideForDays, useHiddenForDays } from "../../engine/shell/hidden-for-days.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { useQueryDialogOpen } from "../../engine/shell/use-query-dialog-open.ts";
import { Carousel } from "../../engine/ui/carousel.tsx";
import { ConfirmDialog } from "../../engine/ui/confirm-dialog.tsx";
import { imageLoading } from "../../engine/ui/image-loading.ts";
import { mainPopupCall } from "./first-loads.ts";
import { homeMessages } from "./home.messages.ts";
import { popupKey } from "./notice-keys.ts";
import { useNoticeRead } from "./use-notice-read.ts";
import styles from "./mall-home.module.css";

/** The popup's slider (spec part-2 §9): 8 s a popup, 0.75 s a move. */
const POPUP_AUTOPLAY_MS = 8000;
const POPUP_SPEED_MS = 750;

interface PopupSlidesProps {
  items: readonly PopItem[];
  mall: string;
  label: string;
  /** A popup's link was followed: the popup closes. */
  onFollow: () => void;
  /** The slides are in the document (the dialog's card is on screen). */
  onShown?: () => void;
}

/** The main popup's slides: each leads where its link says (PopLink), closing the popup. */
function PopupSlides({ items, mall, label, onFollow, onShown }: PopupSlidesProps) {
  // Before the browser paints: the popup drawn in the page leaves in the same frame the dialog's comes in.
  useLayoutEffect(() => onShown?.(), [onShown]);
  return (
    <Carousel
      items={items}
      label={label}
      itemKey={(p) => p.popSeq}
      renderSlide={(p, i) => (
        <PopLink item={p} mall={mall} onFollow={onFollow} className={styles.popupLink}>
          {/* The first is over the page from its first paint, its largest image: asked for at once, ahead of the others. */}
          <img className={styles.popupImage} src={p.popMobImgUri} alt={p.popTitl} width={600} height={760} {...imageLoading(i === 0)} />
        </PopLink>
      )}
      autoplayMs={POPUP_AUTOPLAY_MS}
      speedMs={POPUP_SPEED_MS}
      slideClassName={styles.popupSlide}
    />
  );
}

/** Where the popup is: drawn in the page (the HTML's, until the dialog queue shows it), in the queue's dialog, or closed. */
type Shown = "page" | "dialog" | "closed";

/**
 * The main popup (spec part-1 §3, part-2 §9): on Main when the mall has popups and the visitor has
 * not hidden them for today. Two or more play every 8 s; "Don't show today" hides them until
 * tomorrow; following a popup's link closes it.
 *
 * Its answer comes with the home's HTML (mainPopupCall), and so does its card: the page draws it
 * in place (ConfirmDialog `still`), so it is on screen at the first paint (the home's largest
 * image when it has one) and its buttons answer once the page is hydrated; the HTML's head keeps
 * it off screen when hidden for today (notice-keys.ts homeNotices). Then it goes through the dialog
 * queue (one dialog at a time, focus kept inside, Escape closes), shown as it stands (`entered`),
 * and the page's card leaves in the same frame. If the dialog's code cannot load, the page's card
 * stays and answers on its own.
 */
export function MainPopup() {
  const t = useMessages(homeMessages);
  const { mall } = useMall();
  const { dialogs, now } = useServices();
  const path = mall?.path ?? "";
  const call = mainPopupCall(path);
  const popups = useApiQuery(call.endpoint, call.args, { enabled: mall !== null });
  const list = popups.status === "success" && popups.data.popupList.length > 0 ? popups.data.popupList : null;
  // Read as the HTML's render did (shown: its head hid it), then from storage.
  const hiddenToday = useHiddenForDays(popupKey(path), 1, now);
  useNoticeRead("popup", hiddenToday);
  // Once closed, a refreshed answer does not bring it back while the home is open.
  const [shown, setShown] = useState<Shown>("page");
  // A shell dialog asked for in the address (the store popup of tnId, Centerfield's search or route
  // finder) comes first: one dialog at a time (decision 0011).
  const storeOpen = useQueryDialogOpen();
  const open = list !== null && !hiddenToday && !storeOpen && shown !== "closed";
  // The dialog asked for, which closing calls off (the page's buttons, a followed link).
  const asked = useRef<AbortController | null>(null);
  const close = useCallback(
    (answer: DialogAnswer) => {
      asked.current?.abort();
      setShown("closed");
      if (answer === "negative") hideForDays(popupKey(path), now());
    },
    [path, now],
  );

  useEffect(() => {
    if (!open || !list) return;
    // Leaving the home (or a tap on a popup that leads elsewhere) closes it.
    const gone = new AbortController();
    asked.current = gone;
    let onScreen = false;
    void dialogs
      .choose(
        {
          title: t("home.popup.title"),
          content: (
            <PopupSlides
              items={list}
              mall={path}
              label={t("home.popup.title")}
              onFollow={() => close("dismissed")}
              onShown={() => {
                onScreen = true;
                setShown("dialog");
              }}
            />
          ),
          positive: t("home.popup.close"),
          negative: t("home.popup.hideToday"),
          entered: true,
        },
        { signal: gone.signal },
      )
      .then((answer) => {
        // Dismissed without coming on screen, it could not load (offline): the page's card answers instead.
        if (gone.signal.aborted || (answer === "dismissed" && !onScreen)) return;
        close(answer);
      });
    return () => gone.abort();
  }, [open, list, path, dialogs, close, t]);

  if (!open || !list || shown !== "page") return null;
  return (
    <ConfirmDialog
      still
      open
      title={t("home.popup.title")}
      positiveLabel={t("home.popup.close")}
      onPositive={() => close("positive")}
      negativeLabel={t("home.popup.hideToday")}
      onNegative={() => close("negative")}
      onDismiss={() => close("dismissed")}
    >
      <PopupSlides items={list} mall={path} label={t("home.popup.title")} onFollow={() => close("dismissed")} />
    </ConfirmDialog>
  );
}
