// Where a pin sits on a floor map. The floor maps are drawn in a 355 × 260 base (the server's floor
// layout); the spec (part-2 §9) scales pin offsets by the screen width minus 60 (a map drawn inside
// 30 px side margins) against that 355 base width.

/** The floor map's base width: pin coordinates are given in it. */
export const FLOOR_MAP_BASE_WIDTH = 355;
/** The floor map's base height. */
export const FLOOR_MAP_BASE_HEIGHT = 260;
/** The side margin the spec's rule assumes on each side of the map. */
export const FLOOR_MAP_SIDE_MARGIN = 30;
/** The zoom range of a floor map (1 = fitted to its box). */
export const FLOOR_MAP_ZOOM = { min: 1, max: 4 } as const;

export interface MapPoint {
  x: number;
  y: number;
}

/** The scale of a floor map drawn on a screen of this width: (width − 60) / 355, never below 0. */
export function floorMapScale(screenWidth: number, sideMargin: number = FLOOR_MAP_SIDE_MARGIN): number {
  return Math.max(0, screenWidth - 2 * sideMargin) / FLOOR_MAP_BASE_WIDTH;
}

/** The scale of a map rendered this many pixels wide (the rule's width − 60 already taken off). */
export function scaleForWidth(renderedWidth: number): number {
  return Math.max(0, renderedWidth) / FLOOR_MAP_BASE_WIDTH;
}

/** A pin's offset in pixels from the map's top left corner, for a base point and a scale (0.1 px steps). */
export function pinOffset(point: MapPoint, scale: number): { left: number; top: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  return { left: round(point.x * scale), top: round(point.y * scale) };
}
