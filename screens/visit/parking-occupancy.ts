/** How full a floor (or the whole car park) is, as the parking page shows it. */
export type OccupancyLevel = "plenty" | "busy" | "full";

/**
 * Below this share of free bays a floor counts as full: the last few bays are hard to find and
 * usually taken by the time a driver gets there.
 */
export const FULL_BELOW = 0.03;
/** Below this share of free bays (and at or above FULL_BELOW) a floor counts as busy. */
export const BUSY_BELOW = 0.2;

export interface FloorCount {
  floor: string;
  totalCnt: number;
  parkCnt: number;
  emptyCnt: number;
}

/** Free bays, never below 0 nor above the floor's bays (the counter's answer may drift). */
export function freeBays(f: Pick<FloorCount, "totalCnt" | "emptyCnt">): number {
  const total = Math.max(0, f.totalCnt);
  return Math.min(total, Math.max(0, f.emptyCnt));
}

/**
 * The level of a floor from its free bays: full under 3 % free (or no free bay, or a floor without
 * bays), busy under 20 % free, plenty otherwise.
 */
export function occupancyLevel(f: Pick<FloorCount, "totalCnt" | "emptyCnt">): OccupancyLevel {
  const total = Math.max(0, f.totalCnt);
  const free = freeBays(f);
  if (total === 0 || free === 0) return "full";
  const share = free / total;
  if (share < FULL_BELOW) return "full";
  if (share < BUSY_BELOW) return "busy";
  return "plenty";
}

/** The whole car park: the floors' bays and free bays added up. */
export function totalCount(floors: readonly FloorCount[]): Pick<FloorCount, "totalCnt" | "emptyCnt"> {
  return floors.reduce((sum, f) => ({ totalCnt: sum.totalCnt + Math.max(0, f.totalCnt), emptyCnt: sum.emptyCnt + freeBays(f) }), { totalCnt: 0, emptyCnt: 0 });
}

/** The answer's time of update (YYYY-MM-DD HH:mm:ss, Asia/Seoul) as HH:mm, or null when it is not one. */
export function updateTime(updDttm: string): string | null {
  const m = /^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})/.exec(updDttm);
  return m ? `${m[1]}:${m[2]}` : null;
}
