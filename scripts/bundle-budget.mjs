// The budget rule of scripts/bench-bundle.mjs, kept free of the browser so it can be unit tested.
// A route over its budget fails unless scripts/bundle-budget-exceptions.json lists it; a listed
// route may not grow more than GROWTH_KIB over its recorded size, and a listed route that is back
// within budget fails too until its entry is removed: the list only shrinks.

/** How much a listed route may grow over its recorded size (KiB gzip). */
export const GROWTH_KIB = 2;
export const EXCEPTIONS_FILE = "scripts/bundle-budget-exceptions.json";

// Types: bundle-budget.d.mts.

/**
 * Whether an exception covers a measured route: the same screen in the same route set (so --all,
 * which opens every path, finds it too), or the same path for the first routes and explicit paths.
 */
export function covers(entry, route, firstRoutes) {
  if (entry.path === route.path) return true;
  if (firstRoutes.includes(entry.path) || firstRoutes.includes(route.path)) return false;
  return Boolean(route.screen) && entry.screen === route.screen && entry.routeSet === route.routeSet;
}

/** Checks measured routes against their budgets and the exceptions; `listed` is the entry covering each route. */
export function checkBudgets(measured, exceptions, { firstRoutes, complete }) {
  const problems = [];
  const listed = measured.map(({ route }) => exceptions.find((e) => covers(e, route, firstRoutes)) ?? null);
  measured.forEach(({ route, kib, budget }, i) => {
    const entry = listed[i];
    if (kib <= budget) return;
    if (!entry) {
      problems.push(`${route.path}: ${kib.toFixed(1)} KiB gzip of JS, over its budget of ${budget} KiB and not in ${EXCEPTIONS_FILE}`);
    } else if (kib > entry.kib + GROWTH_KIB) {
      problems.push(`${route.path}: ${kib.toFixed(1)} KiB, ${(kib - entry.kib).toFixed(1)} KiB over the ${entry.kib} KiB recorded in ${EXCEPTIONS_FILE} (at most ${GROWTH_KIB} KiB may be added): cut it back`);
    }
  });
  for (const entry of exceptions) {
    const hits = measured.filter((_, i) => listed[i] === entry);
    if (hits.length === 0) {
      if (complete) problems.push(`${entry.path} (${entry.screen ?? "?"}, ${entry.routeSet ?? "?"}) is listed in ${EXCEPTIONS_FILE} but no built route matches it: remove it from the list`);
    } else if (hits.every((h) => h.kib <= h.budget)) {
      const h = hits[0];
      problems.push(`${entry.path}: ${h.kib.toFixed(1)} KiB, within its budget of ${h.budget} KiB now: remove it from the list in ${EXCEPTIONS_FILE}`);
    }
  }
  return { problems, listed };
}

/**
 * The list tightened to a run that measured every listed route: each entry's size lowered to the
 * largest it covers now, entries back within budget dropped. Never adds an entry or raises a size.
 */
export function tightened(measured, exceptions, listed) {
  return exceptions.flatMap((entry) => {
    const hits = measured.filter((_, i) => listed[i] === entry);
    if (hits.length === 0) return [entry];
    if (hits.every((h) => h.kib <= h.budget)) return [];
    const now = Math.ceil(Math.max(...hits.map((h) => h.kib)) * 10) / 10;
    return [{ ...entry, kib: Math.min(entry.kib, now) }];
  });
}

/** Reads and checks the exceptions file's text; a missing file (null) is an empty list. */
export function parseExceptions(text) {
  if (text === null) return [];
  const data = JSON.parse(text);
  const list = data?.routes;
  if (!Array.isArray(list)) throw new Error(`${EXCEPTIONS_FILE}: expected { "routes": [ … ] }`);
  list.forEach((e, i) => {
    const ok = e && typeof e.path === "string" && typeof e.kib === "number" && typeof e.reason === "string" && e.reason.trim() !== "";
    if (!ok) throw new Error(`${EXCEPTIONS_FILE}: routes[${i}] needs a path, its measured kib and a reason`);
  });
  return list;
}
