import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { facilityInfoQuery } from "../../schemas/screens/query-stores.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FACILITY_TYPES, FloorMap } from "../../engine/maps/floor-map.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { pickFloor, sortFloors } from "../../engine/maps/floors.ts";
import styles from "./facility-info.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { floorMapMessages } from "../../engine/maps/floor-map.messages.ts";
import { facilitiesMessages } from "./facilities.messages.ts";
import { floorsMessages } from "./floors.messages.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

export const query = facilityInfoQuery;

/**
 * The convenience facilities (tenant/floorInfo/facilityInfo; Suwon tenant/facilityInfo): floor tabs,
 * the floor's map with a mark per facility and a legend by type, and the floor's facilities as a
 * list grouped by type.
 */
export default function FacilityInfoScreen() {
  const [query, setQuery] = useScreenQuery(facilityInfoQuery);
  const kit = useKitWords();
  const t = useMessages(facilitiesMessages, floorMapMessages, floorsMessages);
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const floors = useApiQuery(tenantsEndpoints.floorMapList, { params: { mall: mallPath } });
  const facilities = useApiQuery(tenantsEndpoints.facility, { params: { mall: mallPath }, input: {} });
  const list = sortFloors(floors.status === "success" ? floors.data.floorMapList : []);
  const floor = pickFloor(list, query.fl);

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.facilities")}</h1>
      <QueryView state={floors} isEmpty={(d) => d.floorMapList.length === 0} empty={<EmptyState icon="floors" title={t("floors.noFloors")} />}>
        {() =>
          floor && (
            <>
              <Tabs label={t("facilities.tabs")} items={list.map((f) => ({ id: f.fl, label: f.fl }))} value={floor.fl} onChange={(fl) => setQuery("fl", fl)} />
              <QueryView state={facilities}>
                {(d) => {
                  const here = d.facilityList.filter((f) => f.fl === floor.fl);
                  const name = (f: (typeof here)[number]) => (locale === "en" && f.fcltNmEn ? f.fcltNmEn : f.fcltNmKo);
                  const floorName = floor.fl;
                  return (
                    <>
                      <FloorMap
                        src={floor.mobFloorUri}
                        label={t("facilities.map", { floor: floorName })}
                        marks={here.map((f) => ({ id: String(f.fcltSeq), type: f.fcltType, x: f.xctnCord, y: f.yctnCord, label: name(f) }))}
                      />
                      <section aria-labelledby="floor-facilities" className={styles.list}>
                        <h2 id="floor-facilities" className={page.subheading}>
                          {t("facilities.listOf", { floor: floorName })}
                        </h2>
                        {here.length === 0 ? (
                          <EmptyState icon="service" title={t("facilities.empty")} />
                        ) : (
                          <ul className={styles.types}>
                            {FACILITY_TYPES.filter((type) => here.some((f) => f.fcltType === type)).map((type) => {
                              const ofType = here.filter((f) => f.fcltType === type);
                              const typeName = t(`map.facility.${type}`);
                              // Own names only where they say more than the type (a named information desk).
                              const names = [...new Set(ofType.map(name))].filter((n) => n !== typeName);
                              return (
                                <li key={type} className={styles.type}>
                                  <span className={styles.typeName}>{typeName}</span>
                                  <span className={styles.typeCount}>{t("facilities.count", { count: ofType.length })}</span>
                                  {names.length > 0 && <span className={styles.names}>{names.join(", ")}</span>}
                                </li>
                              );
                            })}
                          </ul>
                        )}
                      </section>
                    </>
                  );
                }}
              </QueryView>
            </>
          )
        }
      </QueryView>
    </div>
  );
}
