import { Dialog } from "../ui/dialog.tsx";
import { FloorMap, type FloorMapPin } from "./floor-map.tsx";
import styles from "./floor-map.module.css";

/** The spec's map popup base size (part-1 §2, §9): 720 by 720. */
export const MAP_POPUP_SIZE = 720;

export interface MapPopupProps {
  /** Names the dialog and the map. */
  title: string;
  /** A line above the map (how to pan and zoom). */
  hint?: string;
  /** The map image (355 × 260 base, drawn 720 wide). */
  src: string;
  pins?: readonly FloorMapPin[];
  /** Escape, the close button and the backdrop: the screens go back one step (close = back). */
  onClose: () => void;
}

/**
 * The map popup of showMap / maps (floor guide, directions, parking): a full-screen dialog with the
 * map drawn in the 720 by 720 base, panned and zoomed by touch, wheel or the zoom buttons.
 */
export function MapPopup({ title, hint, src, pins, onClose }: MapPopupProps) {
  return (
    <Dialog open onClose={onClose} title={title} fullScreen>
      {hint && <p className={styles.popupHint}>{hint}</p>}
      <FloorMap src={src} label={title} width={MAP_POPUP_SIZE} height={MAP_POPUP_SIZE} fullScreen pins={pins ?? []} />
    </Dialog>
  );
}
