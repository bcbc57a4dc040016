import { useEffect, useState, type RefObject } from "react";
import type { PanzoomObject } from "@panzoom/panzoom";
import { FLOOR_MAP_ZOOM } from "./floor-map-geometry.ts";

export interface PanZoomOptions {
  enabled: boolean;
  /** "always": the wheel zooms (a full-screen map); "ctrl": only a pinch on a trackpad or ctrl+wheel, so the page still scrolls. */
  wheel: "always" | "ctrl";
  /** Let vertical swipes scroll the page (a map inside a page) or take every gesture (a full-screen map). */
  touchAction: "pan-y" | "none";
  /** Re-create when this changes (the rendered size). */
  key: string;
}

/**
 * Pan and pinch/wheel zoom of an element with @panzoom/panzoom, loaded on first use (its chunk is
 * not part of any first load). Returns the panzoom object once loaded, else null.
 */
export function usePanZoom(content: RefObject<HTMLElement | null>, { enabled, wheel, touchAction, key }: PanZoomOptions): PanzoomObject | null {
  const [api, setApi] = useState<PanzoomObject | null>(null);
  useEffect(() => {
    const element = content.current;
    if (!enabled || !element) return undefined;
    let cancelled = false;
    let pz: PanzoomObject | null = null;
    const parent = element.parentElement;
    const onWheel = (event: WheelEvent) => {
      if (!pz || (wheel === "ctrl" && !event.ctrlKey)) return;
      pz.zoomWithWheel(event);
    };
    void import("@panzoom/panzoom").then(({ default: Panzoom }) => {
      if (cancelled) return;
      pz = Panzoom(element, {
        minScale: FLOOR_MAP_ZOOM.min,
        maxScale: FLOOR_MAP_ZOOM.max,
        contain: "outside",
        touchAction,
        cursor: "grab",
        // Pins and controls inside the map stay tappable.
        excludeClass: "panzoom-exclude",
      });
      parent?.addEventListener("wheel", onWheel, { passive: false });
      setApi(pz);
    });
    return () => {
      cancelled = true;
      parent?.removeEventListener("wheel", onWheel);
      pz?.destroy();
      setApi(null);
    };
  }, [content, enabled, wheel, touchAction, key]);
  return api;
}
