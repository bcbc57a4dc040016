// Floors as the floor screens order and address them: lowest first (P, B3 … B1, 1F, 2F …), and the
// Centerfield floor/{id} address, which may write a floor as the data does (1F, B1), as the route
// finder does (F1, parking) or in lower case.

/** A floor's height for ordering: parking lowest, then basements deepest first, then floors up. */
export function floorRank(fl: string): number {
  if (fl === "P") return -100;
  const basement = /^B(\d+)$/.exec(fl);
  if (basement) return -Number(basement[1]);
  const above = /^(\d+)F$/.exec(fl);
  return above ? Number(above[1]) : 1000;
}

/** The floors, lowest first (a stable sort: equal ranks keep the server's order). */
export function sortFloors<T extends { fl: string }>(floors: readonly T[]): T[] {
  return [...floors].sort((a, b) => floorRank(a.fl) - floorRank(b.fl));
}

/** The floor code a floor/{id} address names (1F, f1, F1 → 1F; b1 → B1; parking, p → P), or null. */
export function floorFromParam(id: string | undefined): string | null {
  const v = (id ?? "").trim().toUpperCase();
  if (v === "P" || v === "PARKING") return "P";
  if (/^B[1-9]$/.test(v) || /^[1-9]F$/.test(v)) return v;
  const routeStyle = /^F([1-9])$/.exec(v);
  return routeStyle ? `${routeStyle[1]}F` : null;
}

/** The floor to show: the one asked for if the mall has it, else 1F, else the lowest. */
export function pickFloor<T extends { fl: string }>(floors: readonly T[], wanted: string | null | undefined): T | undefined {
  return floors.find((f) => f.fl === wanted) ?? floors.find((f) => f.fl === "1F") ?? floors[0];
}
