import type { ClassifiedLink } from "./classify-link.ts";

/** How a link is followed; the shell supplies the router, the bridge and the window. */
export interface OpenLinkDeps {
  /** Routes inside the app (react-router's navigate). */
  navigate(path: string): void;
  /** Opens a listed host outside the app (the bridge's openLink; a new tab in a browser). */
  openExternal(url: string): void;
  /** Hands the page over to an app scheme, the dialer or the mail app (location.assign). */
  assign(url: string): void;
}

/** Follows a classified link; a refused one does nothing and returns false. */
export function openLink(link: ClassifiedLink, deps: OpenLinkDeps): boolean {
  switch (link.kind) {
    case "internal":
      deps.navigate(link.path);
      return true;
    case "external":
      deps.openExternal(link.url);
      return true;
    case "app":
    case "contact":
      deps.assign(link.url);
      return true;
    case "refused":
      return false;
  }
}

/** The parts of a mouse event that tell a plain click from a new-tab or download click. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** True when the user asked the browser for something other than a plain click (new tab, download). */
export function isModifiedClick(event: ClickModifiers): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
