import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useMessages } from "../i18n/use-messages.ts";
import { historyHoldsOnlyCurrent } from "../routing/back.ts";
import { preloadable } from "../routing/preloadable.tsx";
import { useRouteHandle } from "../routing/handle.ts";
import { useServices } from "../services/services.ts";
import { useMall } from "../shell/mall-context.ts";
import { ErrorState } from "../ui/error-state.tsx";
import { SkeletonText } from "../ui/skeleton.tsx";
import hidden from "../ui/visually-hidden.module.css";
import { askToLogIn } from "./login-prompt.ts";
import { Busy } from "../shell/busy.tsx";
import { sessionMessages } from "./session.messages.ts";
import { homePathFor, loginWithReturn } from "./mall-paths.ts";
import { isServedMemberPage } from "./served-member.ts";
import { useSession } from "./use-session.ts";

/**
 * The member-only boundary of routes flagged requiresMember: the content for a member, a skeleton
 * while the session is checked (on the member page the HTML showed, the page itself, as the HTML
 * did: its calls go with the session's cookie meanwhile), and for a visitor the login prompt
 * (never the content: once the check finds a visitor, the page goes). Yes goes
 * to the mall's login route with ?returnTo=<this page>; no goes back (or to the mall's page).
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { session, dialogs } = useServices();
  const { status, failed } = useSession();
  const { mall } = useMall();
  const intl = useIntl();
  const t = useMessages(sessionMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const mounted = useRef(true);
  const prompted = useRef(false);
  const wasMember = useRef(false);
  const here = `${location.pathname}${location.search}`;
  // The page keeps its heading while the session is checked or the prompt asks (the screen, with its own h1, is not shown yet).
  const title = useRouteHandle()?.title;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status === "member") wasMember.current = true;
    if (status === "unknown" && !failed) void session.ensure();
  }, [status, failed, session]);

  useEffect(() => {
    // A member who logs out here is already on the way to the mall's page: no prompt.
    if (status !== "visitor" || prompted.current || wasMember.current) return;
    prompted.current = true;
    void askToLogIn(dialogs, t).then((yes) => {
      if (!mounted.current) return;
      // Replace: back from the login page goes where the user came from, not into this prompt again.
      if (yes) navigate(loginWithReturn(mall, here), { replace: true });
      else if (historyHoldsOnlyCurrent(window.history.state)) navigate(homePathFor(mall), { replace: true });
      else navigate(-1);
    });
  }, [status, dialogs, t, mall, here, navigate]);

  // The page the HTML showed its member (rendered as it stands while the session is checked) stays
  // through the check instead of falling back to the skeleton and coming back (docs/decisions/0060).
  const checking = status === "checking" || (status === "unknown" && !failed);
  const served = checking && isServedMemberPage(location.pathname);
  if (status === "member" || served) return <>{children}</>;
  if (status === "unknown" && failed) return <ErrorState title={t("session.checkFailed")} onRetry={() => void session.ensure()} />;
  return (
    <>
      {title !== undefined && <h1 className={hidden.hidden}>{intl.formatMessage({ id: title })}</h1>}
      <div role="status" aria-busy="true" aria-label={t("session.checking")}>
        <SkeletonText lines={4} />
      </div>
      {status === "unknown" && <Busy />}
    </>
  );
}

/**
 * A member-only route's page: the boundary above, and the screen loaded only for a member, so a
 * visitor, who sees the prompt, never downloads it. Where a customer id is stored (most likely a
 * member) the screen starts loading alongside the session check instead of after it.
 */
export function memberOnly(name: string, load: () => Promise<ComponentType>): ComponentType & { preload(): Promise<unknown> } {
  // Rendered at once when its module came in during the session check (no fallback, no reveal delay).
  const Screen = preloadable<object>(() => load().then((C) => ({ default: C })), `Member(${name})`);
  function MemberOnly() {
    const { session } = useServices();
    if (session.getSnapshot().custId) Screen.preload().catch(() => {});
    return (
      <RequireMember>
        <Suspense
          fallback={
            <>
              <SkeletonText lines={4} />
              <Busy />
            </>
          }
        >
          <Screen />
        </Suspense>
      </RequireMember>
    );
  }
  MemberOnly.displayName = `MemberOnly(${name})`;
  // The screen's own code, asked for ahead of a render that must show it at once (lazy-screen.tsx).
  return Object.assign(MemberOnly, { preload: Screen.preload });
}
