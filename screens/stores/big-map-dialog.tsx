import { useIntl } from "react-intl";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { tenantName } from "./tenant-text.ts";
import styles from "./floor-info.module.css";

/** The spec's map popup base size (part-1 §2, §9): 720 by 720. */
export const BIG_MAP_SIZE = 720;

/**
 * The map popup (showMap / maps): the floor's map drawn in the 720 by 720 base, full screen, panned
 * and zoomed by touch, wheel or the zoom buttons, with the floor's stores named on their pins.
 */
export function BigMapDialog({ floor, src, mallPath, onClose }: { floor: string; src: string; mallPath: string; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useMall();
  const stores = useApiQuery(tenantsEndpoints.floorInfo, { params: { mall: mallPath }, input: { fl: floor, result_tnt_cnt: 100 } });
  const title = intl.formatMessage({ id: "floors.bigMapTitle" }, { floor });
  return (
    <Dialog open onClose={onClose} title={title} fullScreen>
      <p className={styles.hint}>{intl.formatMessage({ id: "floors.mapHint" })}</p>
      <FloorMap
        src={src}
        label={title}
        width={BIG_MAP_SIZE}
        height={BIG_MAP_SIZE}
        fullScreen
        pins={(stores.status === "success" ? stores.data.tntList : []).map((t) => ({ id: t.tnt_seq, x: t.xctnCord, y: t.yctnCord, label: tenantName(t, locale) }))}
      />
    </Dialog>
  );
}
