import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../services/services.ts";
import { useMall } from "../shell/mall-context.ts";

/** The session's query flags of a location (spec part-2 §2.1), and its query without them. */
export function readSessionFlags(search: string): { fromWeb: boolean; logout: boolean; rest: string } {
  const query = new URLSearchParams(search);
  const fromWeb = query.get("fromWeb") === "true";
  const logout = query.get("logout") === "true";
  if (fromWeb) query.delete("fromWeb");
  if (logout) query.delete("logout");
  const rest = query.toString();
  return { fromWeb, logout, rest: rest ? `?${rest}` : "" };
}

/**
 * The shell's per-navigation session hook: tells the session the current mall, and handles the
 * query flags on any route. logout=true logs out (and forgets the stored customer id);
 * fromWeb=true sends a member to the mall's coupon list and a visitor to login, back to the
 * coupons afterwards. A handled flag leaves the URL (replace), so back does not repeat it.
 */
export function useSessionQueryFlags(): void {
  const { session } = useServices();
  const { mall } = useMall();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const mallPath = mall?.path ?? null;

  useEffect(() => {
    session.setMall(mallPath);
  }, [session, mallPath]);

  useEffect(() => {
    const flags = readSessionFlags(location.search);
    if ((!flags.fromWeb && !flags.logout) || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: flags.rest, hash: location.hash }, { replace: true, state: location.state as unknown });
    if (flags.logout) {
      void session.logout();
      return;
    }
    // The mall's paths (and the route sets they read) load only when the flag is there.
    void import("./from-web.ts").then((m) => m.followFromWeb(session, mall, navigate));
    // Once per navigation: the location key decides, the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
