import type { createBrowserRouter } from "react-router";

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: AppRouter | null = null;

/** Lets code outside React (the bridge's login fallback, the gate) navigate. */
export function setRouter(router: AppRouter): void {
  current = router;
}

/** Navigates within the app; before the router exists it falls back to a full page load. */
export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (current) void current.navigate(to, opts);
  else window.location.assign(to);
}
