import { useLayoutEffect, useRef, useState } from "react";
import { FLOOR_MAP_BASE_HEIGHT, FLOOR_MAP_BASE_WIDTH, floorMapScale, pinOffset, scaleForWidth, type MapPoint } from "./floor-map-geometry.ts";
import { usePanZoom } from "./use-panzoom.ts";
import styles from "./floor-map.module.css";
import { useMessages } from "../i18n/use-messages.ts";
import { floorMapMessages } from "./floor-map.messages.ts";

/** The facility types a floor map marks (tenants.facility's fcltType). */
export const FACILITY_TYPES = ["restroom", "nursing", "elevator", "escalator", "atm", "info", "locker", "stroller"] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** A store's pin: a button named by the store (or a mark when the map has no onPinSelect). */
export interface FloorMapPin extends MapPoint {
  id: string;
  label: string;
  /** The selected store's red pin. */
  highlighted?: boolean;
}

/** A facility's mark, explained by the legend. */
export interface FloorMapMark extends MapPoint {
  id: string;
  type: FacilityType;
  label: string;
}

/** A labelled button on the map (a route's floor change): shows its short text, named by its label. */
export interface FloorMapMarker extends MapPoint {
  id: string;
  /** What it does, for assistive tech ("Take the elevator to 2F"). */
  label: string;
  /** The short visible text ("EV → 2F"). */
  text: string;
}

export interface FloorMapProps {
  /** The floor's map image (355 × 260 base). */
  src: string;
  /** Names the map (the floor). */
  label: string;
  pins?: readonly FloorMapPin[];
  marks?: readonly FloorMapMark[];
  onPinSelect?: (id: string) => void;
  /** Lines drawn over the map (a route), each a list of points in base coordinates. */
  lines?: readonly (readonly MapPoint[])[];
  /** Buttons on the map; onMarkerSelect gets the chosen one's id. */
  markers?: readonly FloorMapMarker[];
  onMarkerSelect?: (id: string) => void;
  /** A fixed drawing width (the map popup's 720); by default the map fills its box. */
  width?: number;
  /** A fixed box height (the map popup's 720 by 720 base); by default the map's own height. */
  height?: number;
  /** Pan and zoom (default true). */
  zoom?: boolean;
  /** The full-screen map zooms with any wheel and takes every touch gesture. */
  fullScreen?: boolean;
  /** "You are here": the visitor's spot (a QR code's place), named by `label`. */
  here?: MapPoint & { label: string };
}

const GLYPH: Record<FacilityType, string> = {
  restroom: "WC",
  nursing: "N",
  elevator: "EV",
  escalator: "ES",
  atm: "ATM",
  info: "i",
  locker: "L",
  stroller: "S",
};

/**
 * A floor's map with store pins and facility marks, placed by the spec's rule (base 355 wide, scaled
 * to the drawn width), with pan and pinch/wheel zoom (@panzoom/panzoom, loaded on first use) and
 * zoom buttons for those who cannot pinch.
 */
export function FloorMap({
  src,
  label,
  pins = [],
  marks = [],
  onPinSelect,
  lines = [],
  markers = [],
  onMarkerSelect,
  width,
  height,
  zoom = true,
  fullScreen = false,
  here,
}: FloorMapProps) {
  const t = useMessages(floorMapMessages);
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Before the box is measured (and where nothing can be measured), the spec's rule from the screen width.
  const [measured, setMeasured] = useState(() =>
    typeof window === "undefined" ? FLOOR_MAP_BASE_WIDTH : floorMapScale(window.innerWidth) * FLOOR_MAP_BASE_WIDTH,
  );
  useLayoutEffect(() => {
    const el = box.current;
    if (width !== undefined || !el) return undefined;
    const read = () => {
      if (el.clientWidth > 0) setMeasured(el.clientWidth);
    };
    read();
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  const drawn = width ?? measured;
  const scale = scaleForWidth(drawn);
  const mapHeight = Math.round(FLOOR_MAP_BASE_HEIGHT * scale * 10) / 10;
  const boxHeight = Math.max(height ?? 0, mapHeight);
  const top = (boxHeight - mapHeight) / 2;
  const api = usePanZoom(content, {
    enabled: zoom,
    wheel: fullScreen ? "always" : "ctrl",
    touchAction: fullScreen ? "none" : "pan-y",
    key: `${drawn}x${boxHeight}`,
  });
  const place = (p: MapPoint) => {
    const o = pinOffset(p, scale);
    return { left: o.left, top: o.top + top };
  };
  const types = FACILITY_TYPES.filter((type) => marks.some((m) => m.type === type));

  return (
    <div className={styles.map} role="group" aria-label={label}>
      <div
        ref={box}
        className={`${styles.viewport} ${fullScreen ? styles.fullViewport : ""}`}
        style={width !== undefined ? { width, height: boxHeight } : { height: boxHeight }}
      >
        <div ref={content} className={styles.content} style={{ width: drawn, height: boxHeight }} data-testid="floor-map-content">
          <img className={styles.image} src={src} alt="" width={drawn} height={mapHeight} style={{ top }} draggable={false} />
          {lines.length > 0 && (
            <svg
              className={styles.lines}
              style={{ top }}
              width={drawn}
              height={mapHeight}
              viewBox={`0 0 ${FLOOR_MAP_BASE_WIDTH} ${FLOOR_MAP_BASE_HEIGHT}`}
              aria-hidden="true"
              data-testid="floor-map-lines"
            >
              {lines.map((line, i) => (
                <polyline key={i} points={line.map((p) => `${p.x},${p.y}`).join(" ")} />
              ))}
            </svg>
          )}
          {marks.map((m) => (
            <span key={m.id} className={`${styles.mark} ${styles[m.type]}`} style={place(m)} role="img" aria-label={m.label} title={m.label}>
              {GLYPH[m.type]}
            </span>
          ))}
          {pins.map((p) => {
            const className = `${styles.pin} ${p.highlighted ? styles.highlighted : ""} panzoom-exclude`;
            const name = p.highlighted ? t("map.pin.selected", { name: p.label }) : p.label;
            return onPinSelect ? (
              <button
                key={p.id}
                type="button"
                className={className}
                style={place(p)}
                aria-label={name}
                title={p.label}
                aria-current={p.highlighted ? "location" : undefined}
                onClick={() => onPinSelect(p.id)}
                data-pin={p.id}
              />
            ) : (
              <span key={p.id} className={className} style={place(p)} role="img" aria-label={name} title={p.label} data-pin={p.id} />
            );
          })}
          {here && <span className={styles.here} style={place(here)} role="img" aria-label={here.label} title={here.label} data-here="" />}
          {markers.map((m) => (
            <button
              key={m.id}
              type="button"
              className={`${styles.marker} panzoom-exclude`}
              style={place(m)}
              aria-label={m.label}
              title={m.label}
              onClick={() => onMarkerSelect?.(m.id)}
              data-marker={m.id}
            >
              {m.text}
            </button>
          ))}
        </div>
      </div>
      {zoom && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} disabled={!api} onClick={() => api?.zoomIn()}>
            {t("map.zoomIn")}
          </button>
          <button type="button" className={styles.control} disabled={!api} onClick={() => api?.zoomOut()}>
            {t("map.zoomOut")}
          </button>
          <button type="button" className={styles.control} disabled={!api} onClick={() => api?.reset()}>
            {t("map.reset")}
          </button>
        </div>
      )}
      {types.length > 0 && (
        <ul className={styles.legend} aria-label={t("map.legend")}>
          {types.map((type) => (
            <li key={type} className={styles.legendItem}>
              <span className={`${styles.mark} ${styles[type]}`} aria-hidden="true">
                {GLYPH[type]}
              </span>
              {t(`map.facility.${type}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
