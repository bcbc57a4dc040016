const KEY = "flows.inspect";
let requested: boolean | null = null;

/**
 * Whether this tab asked for actor inspection (development builds only): `?inspect=1` turns it on
 * and the tab remembers it (so the gate at `/` can be inspected on the next load), `?inspect=0` off.
 */
export function inspectRequested(): boolean {
  // Not in production builds, nor where there is no page (the build's renderer, app/prerender.tsx).
  if (!import.meta.env.DEV || typeof window === "undefined") return false;
  if (requested !== null) return requested;
  const flag = new URLSearchParams(window.location.search).get("inspect");
  try {
    if (flag === "1") sessionStorage.setItem(KEY, "1");
    else if (flag === "0") sessionStorage.removeItem(KEY);
    requested = sessionStorage.getItem(KEY) === "1";
  } catch {
    requested = flag === "1";
  }
  return requested;
}

/** Test helper: read the flag again on the next call. */
export function resetInspectFlag(): void {
  requested = null;
}
