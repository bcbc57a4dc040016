import { useIntl } from "react-intl";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import type { QueryState } from "../../engine/data/query-state.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { MapPopupButton } from "../../engine/maps/map-popup-button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { freeBays, occupancyLevel, type FloorCount } from "./parking-occupancy.ts";
import styles from "./parking.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { parkingMessages } from "./parking.messages.ts";

type FloorMaps = EndpointResponse<typeof tenantsEndpoints.floorMapList>;
export type FloorMapItem = FloorMaps["floorMapList"][number];

/** The car-park floors among the mall's floor maps (B1, B2 …, P), in the order the list gives. */
export function parkingFloors(maps: readonly FloorMapItem[]): FloorMapItem[] {
  return maps.filter((m) => /^(B\d+|P\d?)$/.test(m.fl));
}

/** The floor to show: the one asked for when it has a map, else the first. */
export function pickParkingFloor(floors: readonly FloorMapItem[], fl: string | undefined): FloorMapItem | undefined {
  return floors.find((f) => f.fl === fl) ?? floors[0];
}

export interface ParkingMapProps {
  maps: QueryState<FloorMaps>;
  /** The live counts, to say how full the shown floor is. */
  counts: readonly FloorCount[] | undefined;
  fl: string | undefined;
  onSelect: (fl: string) => void;
  /** The heading's level: h2 inside the parking page, none on the map page (its h1 says it). */
  heading: boolean;
}

/** The car park's floor maps (tenants.floorMapList's basement floors) with floor tabs, each with its live level. */
export function ParkingMap({ maps, counts, fl, onSelect, heading }: ParkingMapProps) {
  const intl = useIntl();
  const t = useMessages(parkingMessages);
  return (
    <section className={page.section} aria-labelledby={heading ? "parking-map" : undefined} aria-label={heading ? undefined : t("parking.map.title")}>
      {heading && (
        <h2 id="parking-map" className={page.subheading}>
          {t("parking.map.title")}
        </h2>
      )}
      <QueryView state={maps} isEmpty={(d) => parkingFloors(d.floorMapList).length === 0} empty={<EmptyState icon="parking" title={t("parking.map.none")} />}>
        {(d) => {
          const floors = parkingFloors(d.floorMapList);
          const floor = pickParkingFloor(floors, fl);
          if (!floor) return null;
          const count = counts?.find((c) => c.floor === floor.fl);
          return (
            <>
              {floors.length > 1 && (
                <Tabs label={t("parking.map.tabs")} items={floors.map((f) => ({ id: f.fl, label: f.fl }))} value={floor.fl} onChange={onSelect} />
              )}
              {count && (
                <p className={styles.mapCaption}>
                  {t("parking.map.floorFree", {
                    floor: floor.fl,
                    level: t(`parking.level.${occupancyLevel(count)}`),
                    free: intl.formatNumber(freeBays(count)),
                  })}
                </p>
              )}
              <FloorMap src={floor.mobFloorUri} label={t("parking.map.label", { floor: floor.fl })} />
              <MapPopupButton>{t("parking.map.big")}</MapPopupButton>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
