import { Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { floorStoresArgs, tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { floorInfoQuery } from "../../schemas/screens/query-stores.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { MapPopupButton } from "../../engine/maps/map-popup-button.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { searchWithout, useCloseBack, usePopupClose } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { floorFromParam, pickFloor, sortFloors } from "../../engine/maps/floors.ts";
import { storePath } from "./store-links.ts";
import { tenantName } from "./tenant-text.ts";
import { TenantRow } from "./tenant-row.tsx";
import rowStyles from "./tenant-row.module.css";
import styles from "./floor-info.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { floorsMessages } from "./floors.messages.ts";
import { storeWordsMessages } from "./store-words.messages.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = floorInfoQuery;

const StorePopup = lazyPart(() => import("./store-popup.tsx").then((m) => ({ default: m.StorePopup })));
const BigMapDialog = lazyPart(() => import("./big-map-dialog.tsx").then((m) => ({ default: m.BigMapDialog })));

/**
 * The floor guide (tenant/floorInfo and …/main; Centerfield floor/{id} and floorInfo; Suwon
 * tenant/floorInfo[/:tnId]; Granseoul tenant/floorInfo?tnId): floor tabs lowest first, the floor's
 * map with its store pins, and the floor's stores. A pin or a row opens the store: its page where
 * the route set has one, else (Suwon, Granseoul) the store popup on this page. showMap / maps open
 * the large map; closing a popup goes back one step.
 */
export default function FloorInfoScreen({ params }: ScreenProps<"floorInfo">) {
  const [query, setQuery] = useScreenQuery(floorInfoQuery);
  const kit = useKitWords();
  const t = useMessages(floorsMessages, storeWordsMessages);
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const navigate = useNavigate();
  const location = useLocation();
  const onFloorPath = params.floor !== undefined;

  const floors = useApiQuery(tenantsEndpoints.floorMapList, { params: { mall: mallPath } });
  const list = sortFloors(floors.status === "success" ? floors.data.floorMapList : []);
  const floor = pickFloor(list, onFloorPath ? floorFromParam(params.floor) : query.fl);
  const stores = useApiQuery(tenantsEndpoints.floorInfo, floorStoresArgs(mallPath, floor?.fl ?? "1F"), { enabled: floor !== undefined });

  const popupId = params.tnId ?? query.tnId;
  const closePopup = usePopupClose(location, params.tnId !== undefined);
  const mapOpen = query.showMap !== undefined || query.maps !== undefined;
  const closeMap = useCloseBack(`${location.pathname}${searchWithout(location.search, ["showMap", "maps"])}`);
  const mapFloor = pickFloor(list, floorFromParam(query.maps) ?? floor?.fl);

  const selectFloor = (fl: string) => {
    const floorPath = onFloorPath ? screenHrefsFor(mallPath)("floorInfo", { floor: fl }) : null;
    if (floorPath !== null) navigate(floorPath, { replace: true, preventScrollReset: true });
    else setQuery("fl", fl);
  };
  const openStore = (tntSeq: string) => {
    const to = storePath(mallPath, tntSeq, floor?.fl);
    if (to !== null) void navigate(to);
  };
  const title = kit("route.floors");

  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <QueryView state={floors} isEmpty={(d) => d.floorMapList.length === 0} empty={<EmptyState icon="floors" title={t("floors.noFloors")} />}>
        {() =>
          floor && (
            <>
              <Tabs label={t("floors.tabs")} items={list.map((f) => ({ id: f.fl, label: f.fl }))} value={floor.fl} onChange={selectFloor} />
              <section className={styles.floor} aria-label={t("floors.map", { floor: floor.fl })}>
                <QueryView state={stores}>
                  {(d) => (
                    <FloorMap
                      src={floor.mobFloorUri}
                      label={t("floors.map", { floor: floor.fl })}
                      pins={d.tntList.map((t) => ({
                        id: t.tnt_seq,
                        x: t.xctnCord,
                        y: t.yctnCord,
                        label: tenantName(t, locale),
                        highlighted: t.tnt_seq === popupId,
                      }))}
                      onPinSelect={openStore}
                    />
                  )}
                </QueryView>
                <MapPopupButton>{t("floors.bigMap")}</MapPopupButton>
              </section>
              <section className={styles.stores} aria-labelledby="floor-stores">
                <h2 id="floor-stores" className={page.subheading}>
                  {t("floors.storesOf", { floor: floor.fl })}
                  {stores.status === "success" && <span className={styles.count}> {t("stores.count", { count: stores.data.tntList.length })}</span>}
                </h2>
                <QueryView state={stores} isEmpty={(d) => d.tntList.length === 0} empty={<EmptyState icon="store" title={t("floors.empty")} />}>
                  {(d) => (
                    <ul className={rowStyles.list}>
                      {d.tntList.map((t) => (
                        <TenantRow key={t.tnt_seq} tenant={t} to={storePath(mallPath, t.tnt_seq, floor.fl)} />
                      ))}
                    </ul>
                  )}
                </QueryView>
              </section>
            </>
          )
        }
      </QueryView>
      <Suspense fallback={null}>
        {popupId !== undefined && <StorePopup tntSeq={popupId} onClose={closePopup} />}
        {mapOpen && mapFloor && <BigMapDialog floor={mapFloor.fl} src={mapFloor.mobFloorUri} mallPath={mallPath} onClose={closeMap} />}
      </Suspense>
    </div>
  );
}
