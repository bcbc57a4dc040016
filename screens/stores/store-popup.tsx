import { Link } from "react-router";
import { tenantsEndpoints, tntSeq as tntSeqField } from "../../schemas/api/tenants.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { StoreFacts } from "./store-facts.tsx";
import { storePagePath } from "./store-links.ts";
import { tenantName } from "./tenant-text.ts";
import styles from "./store-popup.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeDetailMessages } from "./store-detail.messages.ts";
import { storePopupMessages } from "./store-popup.messages.ts";

export interface StorePopupProps {
  tntSeq: string;
  onClose: () => void;
}

/**
 * A store's popup (the floor guide's tnId / :tnId, the directory's tnId): logo, name, floor, category,
 * hours, phone, a small floor map with its red pin (tenants.tenantMap), and its store page where the
 * mall's route set has one (standard, Centerfield). Load it lazily.
 */
export function StorePopup({ tntSeq, onClose }: StorePopupProps) {
  const { mall, locale } = useMall();
  const w = useMessages(storeDetailMessages, storePopupMessages);
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const valid = tntSeqField.safeParse(tntSeq).success;
  const map = useApiQuery(tenantsEndpoints.tenantMap, { params: { mall: mallPath }, input: { tntSeq } }, { enabled: valid });
  const notFound = !valid || (map.status === "error" && isApiError(map.error) && map.error.info.kind === "http" && map.error.info.status === 404);
  const title = map.status === "success" ? tenantName(map.data.resultTenant, locale) : w("store.popup.title");

  return (
    <Dialog open onClose={onClose} title={title}>
      <div className={styles.body}>
        {notFound ? (
          <EmptyState icon="store" title={w("store.popup.notFound")} />
        ) : (
          <QueryView state={map}>
            {(d) => {
              const t = d.resultTenant;
              const logo = t.img_mobi_logo_uri || t.img_logo_uri;
              return (
                <>
                  {logo && <img className={styles.logo} src={logo} alt="" width={64} height={64} />}
                  <StoreFacts tenant={t} />
                  <FloorMap
                    src={d.tenantMap.mobFloorUri}
                    label={w("store.mapTitle", { name: title })}
                    pins={[{ id: t.tnt_seq, x: d.tenantMap.xctnCord, y: d.tenantMap.yctnCord, label: title, highlighted: true }]}
                    zoom={false}
                  />
                  {storePagePath(mallPath, t.tnt_seq) !== null && (
                    <Link className={styles.toPage} to={storePagePath(mallPath, t.tnt_seq)!}>
                      {w("store.popup.toPage")}
                    </Link>
                  )}
                </>
              );
            }}
          </QueryView>
        )}
      </div>
    </Dialog>
  );
}
