/**
 * Query changes the page asked for that the router has not committed yet. The router's updates
 * are transitions, so a URL change shows only when React gets to it: meanwhile a controlled
 * checkbox or select bound to the query would snap back, and a second change made before the
 * first lands would start from the old URL and drop the first. The screen shows the intended
 * query at once (useScreenQuery), and each change starts from the last one asked for.
 *
 * One chain per page: the committed search it started from, then every search asked for since,
 * the last one being what the page shows while the router commits any of them.
 */
interface Chain {
  pathname: string;
  searches: string[];
}

let chain: Chain | null = null;
const listeners = new Set<() => void>();

/** The chain the committed URL is on the way of, if any. */
const chainOf = (pathname: string, committed: string): Chain | null =>
  chain !== null && chain.pathname === pathname && chain.searches.includes(committed) ? chain : null;

/** The search a page shows: the last one asked for while the router is on its way there, else the committed one. */
export function intendedSearch(pathname: string, committed: string): string {
  return chainOf(pathname, committed)?.searches.at(-1) ?? committed;
}

/** Notes a search asked for from the committed one (what intendedSearch returned is its base). */
export function askSearch(pathname: string, committed: string, next: string): void {
  const on = chainOf(pathname, committed);
  if (on) on.searches.push(next);
  else chain = { pathname, searches: [committed, next] };
  for (const l of listeners) l();
}

/**
 * Forgets the chain once the router has committed its last search, or has gone elsewhere (a link,
 * back): the URL is then the page's own again.
 */
export function settleSearch(pathname: string, committed: string): void {
  const on = chainOf(pathname, committed);
  // Still on the way: the router has committed an earlier search of the chain.
  if (on && on.searches.at(-1) !== committed) return;
  chain = null;
}

export function subscribeSearch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
