import { useEffect } from "react";
import { useNavigate } from "react-router";

type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let current: Navigate | null = null;

/** Lets code outside React (the bridge's login fallback, the gate) navigate. */
export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

/** Mounted inside the router: hands its navigate function to navigateTo. */
export function NavigatorBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => void navigate(to, opts));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** Navigates within the app; before the router exists it falls back to a full page load. */
export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (current) current(to, opts);
  else window.location.assign(to);
}
