import { Suspense } from "react";
import { useLocation } from "react-router";
import { mycarEndpoints } from "../../schemas/api/mycar.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { parkingInfoQuery } from "../../schemas/screens/query-parking.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { usePolledQuery } from "../../engine/data/use-polled-query.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { mallParking } from "../../engine/manifests/mall-parking.ts";
import { searchWithout, useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { ParkingEntrances, ParkingFees } from "./parking-fees.tsx";
import { LiveParking } from "./parking-live.tsx";
import { ParkingMap, parkingFloors, pickParkingFloor } from "./parking-map.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { parkingMessages } from "./parking.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = parkingInfoQuery;

const MapPopup = lazyPart(() => import("../../engine/maps/map-popup.tsx").then((m) => ({ default: m.MapPopup })));

/**
 * How often the live counts (mycar.parkingCount, GET {mall}/myCar/parkingCNT.do) are called again
 * while the page is open and visible: 30 s, counted from the end of the previous call, so calls
 * never stack. Cost per open page: at most 2 requests a minute (none while the page is hidden, one
 * on return), each answer 244-304 bytes of JSON for 3-4 floors (measured on the reference server,
 * which sends an answer this small uncompressed): about 36 KiB of answers an hour, plus headers.
 * A car park fills over minutes, so a shorter interval would tell the driver nothing new.
 */
export const PARKING_REFRESH_MS = 30_000;

/**
 * The parking page (standard store/parkingInfo and its map child as `view: map`; Centerfield
 * parkingInfo, Suwon and Granseoul store/parkingInfo as variants): the live count per floor as
 * plenty / busy / full (parking-occupancy.ts) refreshed every PARKING_REFRESH_MS, the fees and
 * free-parking rules and the entrances from the mall's manifest (`parking`; anseong is free), and
 * the car park's floor maps with the map popup (showMap / maps; closing goes back one step).
 */
export default function ParkingInfoScreen({ props }: ScreenProps<"parkingInfo">) {
  const [query, setQuery] = useScreenQuery(parkingInfoQuery);
  const t = useMessages(parkingMessages);
  const kit = useKitWords();
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const mapPage = useScreenHref({ screen: "parkingInfo", where: { view: "map" } });
  const location = useLocation();
  const live = usePolledQuery(mycarEndpoints.parkingCount, { params: { mall: mallPath } }, { intervalMs: PARKING_REFRESH_MS });
  const maps = useApiQuery(tenantsEndpoints.floorMapList, { params: { mall: mallPath } });
  const counts = live.state.status === "success" ? live.state.data.resultList : undefined;
  const parking = mallParking(mallPath);

  const mapOpen = query.showMap !== undefined || query.maps !== undefined;
  const closeMap = useCloseBack(`${location.pathname}${searchWithout(location.search, ["showMap", "maps"])}`);
  const popupFloor = maps.status === "success" ? pickParkingFloor(parkingFloors(maps.data.floorMapList), query.maps ?? query.fl) : undefined;
  const map = (heading: boolean) => <ParkingMap maps={maps} counts={counts} fl={query.fl} onSelect={(fl) => setQuery("fl", fl)} heading={heading} />;
  const popup = (
    <Suspense fallback={null}>
      {mapOpen && popupFloor && <MapPopup title={t("parking.map.label", { floor: popupFloor.fl })} src={popupFloor.mobFloorUri} onClose={closeMap} />}
    </Suspense>
  );

  if (props.view === "map") {
    return (
      <div className={page.page}>
        <h1 className={page.title}>{kit("route.parkingMap")}</h1>
        {map(false)}
        {popup}
      </div>
    );
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.parking")}</h1>
      <LiveParking live={live} intervalMs={PARKING_REFRESH_MS} />
      <ParkingFees parking={parking} />
      <ParkingEntrances parking={parking} locale={locale} />
      {map(true)}
      {mapPage !== null && (
        <Button to={mapPage} variant="secondary">
          {t("parking.map.page")}
        </Button>
      )}
      {popup}
    </div>
  );
}
