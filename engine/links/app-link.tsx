import { useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import { useServices } from "../services/services.ts";
import { classifyLink } from "./classify-link.ts";
import { useLinkEnvironment } from "./link-policy-context.ts";
import { isModifiedClick } from "./open-link.ts";
import { useAppHandover } from "./use-app-handover.ts";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> {
  /** The app's deep link (a listed app scheme). */
  app: string;
  /** Its web page (a listed https host): the link's address, and the fallback. */
  web: string;
  children?: ReactNode;
}

const windowAssign = (url: string) => window.location.assign(url);

/**
 * A link into another app (a map app) with a web fallback. In the app's webview a tap goes through
 * the bridge's openLink with the deep link; in a browser the deep link is opened and, when no app
 * takes over within 2000 ms, the web page (spec part-1 §9). Both addresses pass the link
 * classifier: a deep link it refuses leaves a plain link to the web page, a refused web page no link.
 */
export function AppLink({ app, web, children, onClick, ...rest }: AppLinkProps) {
  const { policy, assign = windowAssign } = useLinkEnvironment();
  const { bridge } = useServices();
  const appLink = useMemo(() => classifyLink(app, policy), [app, policy]);
  const webLink = useMemo(() => classifyLink(web, policy), [web, policy]);
  const handOver = useAppHandover(assign);
  if (webLink.kind !== "external") return <span className={rest.className}>{children}</span>;
  const appUrl = appLink.kind === "app" ? appLink.url : null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || appUrl === null) return;
    event.preventDefault();
    if (hasWebviewMarkers(navigator.userAgent)) {
      void bridge().then((b) => b.openLink(appUrl));
      return;
    }
    handOver(appUrl, webLink.url);
  };
  return (
    <a href={webLink.url} target="_blank" rel="noopener noreferrer" data-app-link={appUrl ?? undefined} onClick={open} {...rest}>
      {children}
    </a>
  );
}
