import { useIntl } from "react-intl";
import { Dialog } from "../ui/dialog.tsx";
import { FloorMap, type FloorMapPin } from "./floor-map.tsx";
import styles from "./floor-map.module.css";

/** The spec's map popup base size (part-1 §2, §9): 720 by 720. */
export const MAP_POPUP_SIZE = 720;

export interface MapPopupProps {
  /** The dialog's title, which also names the map. */
  title: string;
  /** The floor's map image. */
  src: string;
  pins?: readonly FloorMapPin[];
  onClose: () => void;
}

/**
 * The map popup (showMap / maps): a floor's map drawn in the 720 by 720 base, full screen, panned
 * and zoomed by touch, wheel or the zoom buttons. The screen opens it from the query and closes it
 * by going back (useCloseBack).
 */
export function MapPopup({ title, src, pins, onClose }: MapPopupProps) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} title={title} fullScreen>
      <p className={styles.popupHint}>{intl.formatMessage({ id: "map.popupHint" })}</p>
      <FloorMap src={src} label={title} width={MAP_POPUP_SIZE} height={MAP_POPUP_SIZE} fullScreen pins={pins} />
    </Dialog>
  );
}
