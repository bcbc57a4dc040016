/** The spec's delay before scrolling to a hash anchor, so the target screen has rendered. */
export const HASH_SCROLL_DELAY_MS = 600;

export type ScrollIntent = { kind: "top" } | { kind: "hash"; id: string } | { kind: "offset"; y: number };

/** Decides where a navigation scrolls: a hash anchor, a scroll value in query or params, else the top. */
export function scrollIntent(location: { hash: string; search: string }, params: Record<string, string | undefined>): ScrollIntent {
  if (location.hash.length > 1) return { kind: "hash", id: decodeURIComponent(location.hash.slice(1)) };
  const raw = new URLSearchParams(location.search).get("scroll") ?? params.scroll;
  const y = raw === undefined || raw === null ? NaN : Number(raw);
  if (Number.isFinite(y) && y >= 0) return { kind: "offset", y };
  return { kind: "top" };
}

/**
 * Whether a navigation only opened or closed a dialog the shell shows for a query parameter (the
 * lecture dialog, a store popup): the same path and the same query but for those parameters. The
 * page under the dialog keeps its scroll then (focus goes back to what opened it on close).
 */
export function onlyDialogChanged(
  before: { pathname: string; search: string },
  after: { pathname: string; search: string },
  dialogParams: readonly string[],
): boolean {
  if (before.pathname !== after.pathname || before.search === after.search || dialogParams.length === 0) return false;
  const rest = (search: string) => {
    const params = new URLSearchParams(search);
    for (const k of dialogParams) params.delete(k);
    params.sort();
    return params.toString();
  };
  return rest(before.search) === rest(after.search);
}

/** Carries out a scroll intent; returns a cancel function for the delayed hash scroll. */
export function applyScroll(intent: ScrollIntent, win: Window = window): () => void {
  if (intent.kind === "top") win.scrollTo(0, 0);
  if (intent.kind === "offset") win.scrollTo(0, intent.y);
  if (intent.kind !== "hash") return () => {};
  const timer = win.setTimeout(() => win.document.getElementById(intent.id)?.scrollIntoView(), HASH_SCROLL_DELAY_MS);
  return () => win.clearTimeout(timer);
}
