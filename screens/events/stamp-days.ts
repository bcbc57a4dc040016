/** The month a stamp page shows: the route's YYYYMM when it is a real month, else the current one. */
export function stampMonth(param: string | undefined, currentMonth: string): string {
  return param !== undefined && /^\d{4}(0[1-9]|1[0-2])$/.test(param) ? param : currentMonth;
}

/** The weeks of a month (YYYYMM) as rows of seven day numbers (Sunday first), null outside the month. */
export function monthWeeks(month: string): (number | null)[][] {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(4, 6));
  const first = new Date(Date.UTC(year, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (number | null)[] = [...Array.from({ length: first }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
