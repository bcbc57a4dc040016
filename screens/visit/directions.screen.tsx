import { Suspense, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import type { VisitStep } from "../../schemas/mall-visit.ts";
import { directionsQuery, type Way } from "../../schemas/screens/query-directions.ts";
import { AppLink } from "../../engine/links/app-link.tsx";
import { mapAppLinks } from "../../engine/links/map-links.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { mallVisit } from "../../engine/manifests/visit.ts";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { FLOOR_MAP_BASE_HEIGHT, FLOOR_MAP_BASE_WIDTH } from "../../engine/maps/floor-map-geometry.ts";
import { searchWithout, useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { MallContact } from "./mall-contact.tsx";
import { distanceParts } from "./visit-paths.ts";
import styles from "./visit-info.module.css";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { directionsMessages } from "./directions.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = directionsQuery;

const MapPopup = lazyPart(() => import("../../engine/maps/map-popup.tsx").then((m) => ({ default: m.MapPopup })));

const WAYS: readonly Way[] = ["car", "bus", "subway"];
/** The mall sits at the centre of its area map (manifest visit.map). */
const MALL_PIN = { x: FLOOR_MAP_BASE_WIDTH / 2, y: FLOOR_MAP_BASE_HEIGHT / 2 };

function Steps({ steps, place }: { steps: readonly VisitStep[]; place: string }) {
  const t = useMessages(directionsMessages);
  const { locale } = useMall();
  if (steps.length === 0) return <p className={styles.muted}>{t("directions.noWays")}</p>;
  const distance = (metres: number) => {
    const d = distanceParts(metres);
    return d.unit === "m" ? t("directions.metres", { metres: d.metres }) : t("directions.km", { km: d.km });
  };
  return (
    <ol className={styles.steps}>
      {steps.map((s) => (
        <li key={s.name.ko} className={styles.step}>
          <span className={styles.stepName}>{s.name[locale]}</span>
          {s.lines && <span className={styles.muted}>{t("directions.lines", { lines: s.lines })}</span>}
          {(s.distance !== undefined || s.walk !== undefined) && (
            <span className={styles.muted}>
              {[
                s.distance !== undefined && t("directions.toMall", { place, distance: distance(s.distance) }),
                s.walk !== undefined && t("directions.walk", { minutes: s.walk }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * Directions (standard store/direction; Centerfield location; Suwon and Granseoul store/direction):
 * the address and phone, the area map with the map popup (showMap / maps: pan and zoom, 720 by
 * 720, close = back), "open in" KakaoMap, Naver Map and KakaoNavi at the manifest's coordinates
 * (deep links with a web fallback after 2 s; the bridge in the app), and the ways there by car, bus
 * and subway with distances and walks. Centerfield also opens its route finder (?mapSearch=Y).
 */
export default function DirectionsScreen({ props }: ScreenProps<"directions">) {
  const [query, setQuery] = useScreenQuery(directionsQuery);
  const t = useMessages(directionsMessages);
  const kit = useKitWords();
  const { mall, locale } = useMall();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { map: useId(), apps: useId(), ways: useId() };
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const visit = mallVisit(mallPath);
  const place = mall?.name[locale] ?? mallPath;
  const closeMap = useCloseBack(`${location.pathname}${searchWithout(location.search, ["showMap", "maps"])}`);
  const title = kit("route.directions");
  if (!visit) {
    return (
      <div className={page.page}>
        <h1 className={page.title}>{title}</h1>
        <EmptyState icon="directions" title={t("directions.noInfo")} />
      </div>
    );
  }
  const mapOpen = query.showMap !== undefined || query.maps !== undefined;
  const pushQuery = (key: string, value: string) => {
    const next = new URLSearchParams(location.search);
    next.set(key, value);
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  const mapTitle = t("directions.map.title", { place });
  const pin = { id: "mall", ...MALL_PIN, label: place, highlighted: true };
  // The map apps search and label by the Korean name, whatever the page's language.
  const target = { name: mall?.name.ko ?? place, ...visit.coordinates };
  const appName = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <MallContact visit={visit} heading={t("directions.address")} phoneLabel={t("directions.phone")} />
      <section className={page.card} aria-labelledby={ids.map}>
        <h2 id={ids.map} className={page.subheading}>
          {mapTitle}
        </h2>
        <FloorMap src={visit.map} label={mapTitle} pins={[pin]} zoom={false} />
        <div className={styles.mapActions}>
          <Button variant="secondary" onClick={() => pushQuery("showMap", "show")}>
            {t("directions.map.open")}
          </Button>
        </div>
      </section>
      {props.variant === "centerfield" && (
        <section className={page.card} aria-label={t("directions.routeFinder")}>
          <p className={styles.muted}>{t("directions.routeFinder.hint")}</p>
          <Button onClick={() => pushQuery("mapSearch", "Y")}>{t("directions.routeFinder")}</Button>
        </section>
      )}
      <section className={page.card} aria-labelledby={ids.apps}>
        <h2 id={ids.apps} className={page.subheading}>
          {t("directions.openIn")}
        </h2>
        <ul className={styles.apps}>
          {mapAppLinks(target, appName).map((link) => (
            <li key={link.id}>
              <AppLink className={styles.linkButton} app={link.app} web={link.web} data-map-app={link.id}>
                {t(`directions.openIn.${link.id}`)}
              </AppLink>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t("directions.openIn.hint")}</p>
      </section>
      <section aria-labelledby={ids.ways}>
        <h2 id={ids.ways} className={page.subheading}>
          {t("directions.tabs")}
        </h2>
        <Tabs
          label={t("directions.tabs")}
          fitted
          value={query.way}
          onChange={(id) => setQuery("way", id)}
          items={WAYS.map((way) => ({ id: way, label: t(`directions.tab.${way}`), content: <Steps steps={visit.ways[way]} place={place} /> }))}
        />
      </section>
      <Suspense fallback={null}>
        {mapOpen && <MapPopup title={mapTitle} hint={t("directions.map.hint")} src={visit.map} pins={[pin]} onClose={closeMap} />}
      </Suspense>
    </div>
  );
}
