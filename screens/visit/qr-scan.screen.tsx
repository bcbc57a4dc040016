import { useEffect, useRef, useState } from "react";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { qrScanQuery } from "../../schemas/screens/query-qr.ts";
import { useQrScanner } from "../../engine/camera/use-qr-scanner.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useLinkEnvironment } from "../../engine/links/link-policy-context.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { pickFloor, sortFloors } from "../../engine/maps/floors.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { readQrText } from "./qr-text.ts";
import styles from "./qr-scan.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { qrScanMessages } from "./qr-scan.messages.ts";

export const query = qrScanQuery;

/**
 * QR location (standard qrTest, Suwon qrHere as the map view): read one of the mall's QR codes with
 * the camera, or take it from `qrId`, and show "you are here" on the floor map; Suwon's `tnId` adds
 * the store's pin. Without a camera (refused, missing, insecure page, busy) there is no message, as
 * the spec says (part-2 §8): the floor map stays, with a way to try again.
 */
export default function QrScanScreen({ props }: ScreenProps<"qrScan">) {
  const [query, setQuery] = useScreenQuery(qrScanQuery);
  const t = useMessages(qrScanMessages);
  const { mall, locale } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const { policy } = useLinkEnvironment();
  const [scanned, setScanned] = useState<string | null>(null);
  const [lastText, setLastText] = useState<string | null>(null);
  const [chosenFloor, setChosenFloor] = useState<string | null>(null);
  const qrId = scanned ?? query.qrId;

  const {
    state: scan,
    videoRef,
    active: scanning,
    start: startScan,
    stop: stopScan,
  } = useQrScanner((text) => {
    setLastText(text);
    const reading = readQrText(text, policy, mallPath);
    if (reading.kind !== "place") return false;
    setScanned(reading.qrId);
    setChosenFloor(null);
    setQuery("qrId", reading.qrId);
    return true;
  });

  const floors = useApiQuery(tenantsEndpoints.floorMapList, { params: { mall: mallPath } });
  const place = useApiQuery(tenantsEndpoints.qrPlace, { params: { mall: mallPath }, input: { qrId: qrId ?? "" } }, { enabled: qrId !== undefined });
  const store = useApiQuery(
    tenantsEndpoints.tenantMap,
    { params: { mall: mallPath }, input: { tntSeq: query.tnId ?? "" } },
    { enabled: query.tnId !== undefined },
  );
  const here = qrId !== undefined && place.status === "success" ? place.data.qrPlace : null;
  const chosenStore = query.tnId !== undefined && store.status === "success" ? store.data : null;
  const placeName = here ? (locale === "en" ? here.placeNmEn : here.placeNmKo) : "";
  const list = sortFloors(floors.status === "success" ? floors.data.floorMapList : []);
  const floor = pickFloor(list, chosenFloor ?? here?.fl ?? chosenStore?.tenantMap.fl);
  const placeMissing = qrId !== undefined && place.status === "error" && place.error.info.kind === "http" && place.error.info.status === 404;

  // When the camera goes off (a code read, no camera, cancelled), focus returns to the scan button.
  const button = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && !scanning) button.current?.focus();
    wasActive.current = scanning;
  }, [scanning]);

  const unavailable = scan.status === "unavailable";
  const scannerSection = (
    <section className={styles.scanner} aria-label={t("qr.scanner")}>
      {scanning ? (
        <>
          <div className={styles.viewfinder}>
            <video ref={videoRef} className={styles.video} aria-label={t("qr.camera")} muted playsInline />
            <span className={styles.frame} aria-hidden="true" />
          </div>
          <p role="status" className={styles.hint}>
            {t(scan.status === "starting" ? "qr.starting" : "qr.scanning")}
          </p>
          <Button variant="secondary" onClick={stopScan}>
            {t("qr.cancel")}
          </Button>
        </>
      ) : (
        <>
          {!here && <p className={styles.hint}>{t("qr.intro")}</p>}
          <Button ref={button} variant={here ? "secondary" : "primary"} onClick={startScan}>
            {t(unavailable ? "qr.retry" : here ? "qr.scanAgain" : "qr.scan")}
          </Button>
        </>
      )}
    </section>
  );

  const mapSection = (
    <section className={styles.map} aria-labelledby="qr-map-heading">
      <h2 id="qr-map-heading" className={page.subheading}>
        {t("qr.mapHeading")}
      </h2>
      <div role="status" className={styles.where}>
        {here && <p className={styles.here}>{t("qr.here", { place: placeName })}</p>}
        {placeMissing && <p>{t("qr.notFound")}</p>}
      </div>
      {qrId !== undefined && place.status === "error" && !placeMissing && <QueryView state={place}>{() => null}</QueryView>}
      <QueryView state={floors} isEmpty={(d) => d.floorMapList.length === 0} empty={<EmptyState icon="floors" title={t("qr.noFloors")} />}>
        {() =>
          floor && (
            <>
              <Tabs label={t("qr.floors")} items={list.map((f) => ({ id: f.fl, label: f.fl }))} value={floor.fl} onChange={setChosenFloor} />
              <FloorMap
                src={floor.mobFloorUri}
                label={t("qr.map", { floor: floor.fl })}
                pins={
                  chosenStore && chosenStore.tenantMap.fl === floor.fl
                    ? [
                        {
                          id: chosenStore.resultTenant.tnt_seq,
                          x: chosenStore.tenantMap.xctnCord,
                          y: chosenStore.tenantMap.yctnCord,
                          label: storeName(chosenStore.resultTenant, locale),
                          highlighted: true,
                        },
                      ]
                    : []
                }
                here={here && here.fl === floor.fl ? { x: here.xctnCord, y: here.yctnCord, label: t("qr.herePin", { place: placeName }) } : undefined}
              />
              {here && here.fl !== floor.fl && <p className={styles.note}>{t("qr.hereOther", { floor: here.fl })}</p>}
              {chosenStore && (
                <p className={styles.note}>{t("qr.store", { name: storeName(chosenStore.resultTenant, locale), floor: chosenStore.tenantMap.fl })}</p>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t(props.view === "map" ? "qr.heading.map" : "qr.heading")}</h1>
      {props.view === "map" ? (
        <>
          {mapSection}
          {scannerSection}
        </>
      ) : (
        <>
          {scannerSection}
          {mapSection}
        </>
      )}
      {props.test && (
        <section className={styles.test} aria-labelledby="qr-test-heading">
          <h2 id="qr-test-heading" className={page.subheading}>
            {t("qr.test.heading")}
          </h2>
          <dl>
            <dt>{t("qr.test.decoder")}</dt>
            <dd>{t(`qr.test.decoder.${scan.status === "scanning" ? scan.decoder : "none"}`)}</dd>
            <dt>{t("qr.test.last")}</dt>
            <dd className={styles.raw}>{lastText ?? t("qr.test.decoder.none")}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}

function storeName(tenant: { tnt_nm_ko: string; tnt_nm_en: string }, locale: string): string {
  return locale === "en" && tenant.tnt_nm_en ? tenant.tnt_nm_en : tenant.tnt_nm_ko;
}
