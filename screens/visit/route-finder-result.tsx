import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { FloorMap } from "../../engine/maps/floor-map.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import { floorDrawing, floorLabel, markerTarget, routeSteps, type CfFloor, type RouteMap } from "./route-finder-model.ts";
import styles from "./route-finder.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { routeFinderMessages } from "./route-finder.messages.ts";

interface Props {
  route: RouteMap;
  /** The chosen entries' names (a parking entry is more precise than its route place). */
  startName: string;
  destName: string;
}

/**
 * The route found: its steps as text and the map of one floor at a time (pinch or buttons to zoom),
 * the route drawn on it; a floor-change marker shows the floor it leads to.
 */
export function RouteFinderResult({ route, startName, destName }: Props) {
  const intl = useIntl();
  const t = useMessages(routeFinderMessages);
  const english = intl.locale.startsWith("en");
  const [floor, setFloor] = useState<CfFloor>(route.start.floor);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [route]);
  const steps = routeSteps(
    route,
    startName,
    destName,
    {
      start: (name) => t("routeFinder.step.start", { name }),
      ride: (via, to) => t("routeFinder.step.ride", { via, floor: to }),
      walk: () => t("routeFinder.step.walk"),
      arrive: (name) => t("routeFinder.step.arrive", { name }),
    },
    english,
  );
  const shown = route.floorMaps.find((m) => m.floor === floor) ?? route.floorMaps[0]!;
  const drawing = floorDrawing(
    route,
    shown.floor,
    { start: t("routeFinder.pin.start", { name: startName }), dest: t("routeFinder.pin.dest", { name: destName }) },
    (via, to) => t("routeFinder.marker", { via, floor: to }),
    english,
  );
  return (
    <section className={styles.result} aria-labelledby="route-finder-result">
      <h3 id="route-finder-result" ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {t("routeFinder.result")}
      </h3>
      {route.stepFree === "Y" && <p className={styles.note}>{t("routeFinder.result.stepFree")}</p>}
      <p className={styles.summary} data-testid="route-steps" aria-hidden="true">
        {steps.join(" → ")}
      </p>
      <ol className={styles.steps} aria-label={t("routeFinder.steps")}>
        {steps.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ol>
      {route.floorMaps.length > 1 && (
        <Tabs
          fitted
          label={t("routeFinder.mapFloors")}
          items={route.floorMaps.map((m) => ({ id: m.floor, label: floorLabel(m.floor) }))}
          value={shown.floor}
          onChange={(f) => setFloor(f as CfFloor)}
        />
      )}
      <FloorMap
        key={shown.floor}
        src={shown.imgUri}
        label={t("routeFinder.map", { floor: floorLabel(shown.floor) })}
        lines={drawing.lines}
        markers={drawing.markers}
        pins={drawing.pins}
        onMarkerSelect={(id) => {
          const to = markerTarget(route, id);
          if (to) setFloor(to);
        }}
      />
    </section>
  );
}
