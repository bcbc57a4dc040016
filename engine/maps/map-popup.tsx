import { Dialog } from "../ui/dialog.tsx";
import { FloorMap, type FloorMapPin } from "./floor-map.tsx";
import styles from "./floor-map.module.css";
import { useMessages } from "../i18n/use-messages.ts";
import { floorMapMessages } from "./floor-map.messages.ts";

/** The popup's map is drawn in a 720 by 720 base (part-1 §2 Map popup). */
export const MAP_POPUP_SIZE = 720;

export interface MapPopupProps {
  /** The dialog's title, which also names the map. */
  title: string;
  /** A line above the map; by default how to pan and zoom. */
  hint?: string;
  /** The map image (355 × 260 base, drawn 720 wide). */
  src: string;
  pins?: readonly FloorMapPin[];
  /** Escape, the close button and the backdrop: the screens go back one step (close = back, useCloseBack). */
  onClose: () => void;
}

/**
 * The map popup of showMap / maps (floor guide, directions, parking): a full-screen dialog with the
 * map drawn in the 720 by 720 base, panned and zoomed by touch, wheel or the zoom buttons.
 */
export function MapPopup({ title, hint, src, pins, onClose }: MapPopupProps) {
  const t = useMessages(floorMapMessages);
  return (
    <Dialog open onClose={onClose} title={title} fullScreen>
      <p className={styles.popupHint}>{hint ?? t("map.popupHint")}</p>
      <FloorMap src={src} label={title} width={MAP_POPUP_SIZE} height={MAP_POPUP_SIZE} fullScreen pins={pins} />
    </Dialog>
  );
}
