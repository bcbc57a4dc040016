/**
 * What a mall's pages add outside the React tree — script and style tags, body classes, window and
 * document listeners, timers — registered under the mall, and removed together when the visitor
 * leaves it (spec part-1 §2: "on leaving Granseoul, its injected UI and listeners are removed").
 * Screens add through `mallScope(mall)`; the shell calls `leaveMall` when the current mall changes.
 */
import { BOOT_ASSET_ATTR } from "./boot-html.ts";

type Cleanup = () => void;

const scopes = new Map<string, Set<Cleanup>>();

/** The attribute naming the mall on every node the scope adds to the document. */
export const MALL_SCOPE_ATTRIBUTE = "data-mall-scope";

function register(mall: string, cleanup: Cleanup): Cleanup {
  let scope = scopes.get(mall);
  if (!scope) scopes.set(mall, (scope = new Set()));
  const own = scope;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    own.delete(once);
    cleanup();
  };
  own.add(once);
  return once;
}

/** Runs every cleanup registered under the mall (the visitor left it). */
export function leaveMall(mall: string): void {
  const scope = scopes.get(mall);
  if (!scope) return;
  scopes.delete(mall);
  // Each cleanup takes itself out of the set; a Set iterates on past deleted entries safely.
  for (const cleanup of scope) cleanup();
}

/** How many additions of the mall are live (for tests and diagnostics). */
export function mallScopeSize(mall: string): number {
  return scopes.get(mall)?.size ?? 0;
}

function addNode(mall: string, node: HTMLElement, parent: HTMLElement): Cleanup {
  node.setAttribute(MALL_SCOPE_ATTRIBUTE, mall);
  parent.append(node);
  return register(mall, () => node.remove());
}

/** Adds to the document for one mall; each call returns a cleanup that removes it earlier. */
export function mallScope(mall: string) {
  return {
    /** A script tag in the head (loaded once per visit of the mall). */
    script(src: string): Cleanup {
      const s = document.createElement("script");
      s.src = src;
      s.async = true;
      return addNode(mall, s, document.head);
    },
    /** A stylesheet link in the head. */
    stylesheet(href: string): Cleanup {
      // The page's HTML may carry it already (engine/shell/boot-html.ts): taken over, not loaded twice.
      const boot = [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${BOOT_ASSET_ATTR}]`)].find(
        (l) => l.getAttribute("href") === href,
      );
      if (boot) {
        boot.removeAttribute(BOOT_ASSET_ATTR);
        boot.setAttribute(MALL_SCOPE_ATTRIBUTE, mall);
        return register(mall, () => boot.remove());
      }
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      return addNode(mall, link, document.head);
    },
    /** A class on the body. */
    bodyClass(name: string): Cleanup {
      document.body.classList.add(name);
      return register(mall, () => document.body.classList.remove(name));
    },
    /** A listener on the window or the document. */
    listen<K extends keyof WindowEventMap>(target: Window | Document, type: K | string, listener: EventListener, options?: AddEventListenerOptions): Cleanup {
      target.addEventListener(type, listener, options);
      return register(mall, () => target.removeEventListener(type, listener, options));
    },
    /** A repeating timer. */
    interval(run: () => void, ms: number): Cleanup {
      const id = window.setInterval(run, ms);
      return register(mall, () => window.clearInterval(id));
    },
    /** A one-off timer. */
    timeout(run: () => void, ms: number): Cleanup {
      const id = window.setTimeout(run, ms);
      return register(mall, () => window.clearTimeout(id));
    },
  };
}
