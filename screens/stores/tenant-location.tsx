import { useNavigate } from "react-router";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FloorMap, type FloorMapPin } from "../../engine/maps/floor-map.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { storePath } from "./store-links.ts";
import { tenantName } from "./tenant-text.ts";
import styles from "./tenant-detail.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeDetailMessages } from "./store-detail.messages.ts";

interface Props {
  mallPath: string;
  tntSeq: string;
  name: string;
  /** Centerfield's map=Y dialog is open. */
  dialogOpen: boolean;
  onCloseDialog: () => void;
}

/**
 * Where a store is: its floor's map (tenants.tenantMap) with its red pin among the floor's other
 * stores (each a way to that store), and Centerfield's map=Y dialog with the map full screen.
 */
export function TenantLocation({ mallPath, tntSeq, name, dialogOpen, onCloseDialog }: Props) {
  const t = useMessages(storeDetailMessages);
  const { locale } = useMall();
  const navigate = useNavigate();
  const map = useApiQuery(tenantsEndpoints.tenantMap, { params: { mall: mallPath }, input: { tntSeq } });
  const label = t("store.mapTitle", { name });
  const pinsOf = (d: {
    tenantMap: { xctnCord: number; yctnCord: number };
    resultMtc: { tnt_seq: string; tnt_nm_ko: string; tnt_nm_en: string; xctnCord: number; yctnCord: number }[];
  }): FloorMapPin[] => [
    ...d.resultMtc.map((o) => ({ id: o.tnt_seq, x: o.xctnCord, y: o.yctnCord, label: tenantName(o, locale) })),
    { id: tntSeq, x: d.tenantMap.xctnCord, y: d.tenantMap.yctnCord, label: name, highlighted: true },
  ];
  const openOther = (id: string) => {
    const to = storePath(mallPath, id);
    if (id !== tntSeq && to !== null) navigate(to);
  };

  return (
    <section className={styles.section} aria-labelledby="store-on-map">
      <h2 id="store-on-map" className={styles.heading}>
        {t("store.onMap")}
      </h2>
      <QueryView state={map}>{(d) => <FloorMap src={d.tenantMap.mobFloorUri} label={label} pins={pinsOf(d)} onPinSelect={openOther} />}</QueryView>
      {dialogOpen && map.status === "success" && (
        <Dialog open onClose={onCloseDialog} title={label} fullScreen>
          <FloorMap src={map.data.tenantMap.mobFloorUri} label={label} pins={pinsOf(map.data).filter((p) => p.highlighted)} fullScreen />
        </Dialog>
      )}
    </section>
  );
}
