import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../services/services.ts";
import { useMall } from "../shell/mall-context.ts";
import type { HandOver } from "./hand-over.ts";

export interface SessionFlags {
  fromWeb: boolean;
  logout: boolean;
  /** A brand host hand-over passed on by the server (introToken and introCustId). */
  handOver: HandOver | null;
  rest: string;
}

/** The session's query flags of a location (spec part-2 §2.1), and its query without them. */
export function readSessionFlags(search: string): SessionFlags {
  const query = new URLSearchParams(search);
  const fromWeb = query.get("fromWeb") === "true";
  const logout = query.get("logout") === "true";
  const xToken = query.get("introToken");
  const custId = query.get("introCustId");
  if (fromWeb) query.delete("fromWeb");
  if (logout) query.delete("logout");
  // The token never stays in the address bar or the history, whether it is used or not.
  query.delete("introToken");
  query.delete("introCustId");
  const rest = query.toString();
  return { fromWeb, logout, handOver: xToken && custId ? { xToken, custId } : null, rest: rest ? `?${rest}` : "" };
}

/**
 * The shell's per-navigation session hook: tells the session the current mall, and handles the
 * query flags on any route. logout=true logs out (and forgets the stored customer id);
 * fromWeb=true sends a member to the mall's coupon list and a visitor to login, back to the
 * coupons afterwards; a brand host hand-over is finished by a same-origin POST (hand-over.ts), after
 * the member's yes when it would replace another member logged in. A
 * handled flag leaves the URL (replace), so back does not repeat it.
 */
export function useSessionQueryFlags(): void {
  const { session, api, dialogs } = useServices();
  const { locale } = useIntl();
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
    // Half a hand-over (one of the two values) is dropped from the URL too.
    const stray = /[?&]intro(Token|CustId)=/.test(location.search);
    if ((!flags.fromWeb && !flags.logout && !stray) || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: flags.rest, hash: location.hash }, { replace: true, state: location.state as unknown });
    if (flags.handOver && mallPath) {
      const handOver = flags.handOver;
      void import("./hand-over.ts").then((m) => m.finishHandOver({ api, session, dialogs, locale }, mallPath, handOver));
      return;
    }
    if (flags.logout) {
      void session.logout();
      return;
    }
    // The mall's paths (and the route sets they read) load only when the flag is there.
    if (flags.fromWeb) void import("./from-web.ts").then((m) => m.followFromWeb(session, mall, navigate));
    // Once per navigation: the location key decides, the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
