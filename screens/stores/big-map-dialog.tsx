import { floorStoresArgs, tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { MapPopup } from "../../engine/maps/map-popup.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import { tenantName } from "./tenant-text.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { floorsMessages } from "./floors.messages.ts";

/** The floor guide's map popup (showMap / maps): the kit's map popup with the floor's stores named on their pins. */
export function BigMapDialog({ floor, src, mallPath, onClose }: { floor: string; src: string; mallPath: string; onClose: () => void }) {
  const t = useMessages(floorsMessages);
  const { locale } = useMall();
  const stores = useApiQuery(tenantsEndpoints.floorInfo, floorStoresArgs(mallPath, floor));
  return (
    <MapPopup
      title={t("floors.bigMapTitle", { floor })}
      src={src}
      onClose={onClose}
      pins={(stores.status === "success" ? stores.data.tntList : []).map((t) => ({
        id: t.tnt_seq,
        x: t.xctnCord,
        y: t.yctnCord,
        label: tenantName(t, locale),
      }))}
    />
  );
}
