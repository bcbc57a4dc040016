import type { Config, DOMPurify } from "dompurify";
import { classifyLink } from "../links/classify-link.ts";
import type { LinkPolicy } from "../links/link-policy.ts";

// Server HTML is content (agreements, notices, program bodies): no scripts, no forms, no frames, no
// inline styles (the CSP is style-src 'self', so one would only log an error), no SVG or MathML.
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "link",
    "meta",
    "base",
    "script",
    "noscript",
    "template",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "portal",
    "form",
    "input",
    "button",
    "select",
    "option",
    "optgroup",
    "textarea",
    "datalist",
    "output",
  ],
  FORBID_ATTR: ["style", "srcset", "background", "action", "formaction", "srcdoc", "ping", "download", "target"],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

// Elements that must have a usable src to stay; video and audio may instead hold <source> children.
const NEEDS_SRC = new Set(["IMG", "SOURCE", "TRACK"]);
const IN_PAGE_ANCHOR = /^#[A-Za-z0-9_-]+$/;
const PATH_BASE = "https://path.invalid";

function fixLink(anchor: Element, policy: LinkPolicy): void {
  const href = anchor.getAttribute("href");
  anchor.removeAttribute("rel");
  if (href === null || IN_PAGE_ANCHOR.test(href)) return;
  const link = classifyLink(href, policy);
  switch (link.kind) {
    case "internal":
      anchor.setAttribute("href", link.path);
      return;
    case "external":
      anchor.setAttribute("href", link.url);
      anchor.setAttribute("target", "_blank");
      anchor.setAttribute("rel", "noopener noreferrer");
      return;
    case "app":
    case "contact":
      anchor.setAttribute("href", link.url);
      return;
    case "refused":
      anchor.removeAttribute("href");
  }
}

/** An http(s) media URL as it should be written (a path when same-origin), or null. */
function mediaUrl(value: string, policy: LinkPolicy): string | null {
  const base = policy.origin || PATH_BASE;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : url.href;
}

function fixMedia(element: Element, policy: LinkPolicy): void {
  if (NEEDS_SRC.has(element.tagName) && !element.hasAttribute("src")) return element.remove();
  for (const name of ["src", "poster"]) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const url = mediaUrl(value, policy);
    if (url === null) return element.remove();
    element.setAttribute(name, url);
  }
  if (element.tagName === "IMG") element.setAttribute("loading", "lazy");
}

// A start tag with its attributes (quoted values may hold ">"), and one attribute in it.
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
const HANDLER_ATTRIBUTE = /(\s)(on[a-z0-9_-]*)(?=\s*=|[\s/>])/gi;

/**
 * Renames the event-handler attributes of every start tag (onerror → data-disarmed-onerror) before
 * the HTML is parsed: the browser checks an inline handler against the CSP as the parser sets it,
 * even in DOMPurify's inert document, and logs a violation for every one. The renamed attribute is a
 * data attribute, which the sanitizer then drops; DOMPurify stays the guard for anything this misses.
 */
export function disarmHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, "$1data-disarmed-$2"));
}

/**
 * Server HTML made safe to render: DOMPurify's HTML profile without scripts, event handlers, frames,
 * forms and styles; every link classified (refused ones lose their href, external ones open in a new
 * tab); media kept only with an http(s) or same-origin source; images load lazily.
 */
export function sanitizeHtml(purify: DOMPurify, html: string | null | undefined, policy: LinkPolicy): string {
  if (!html) return "";
  const fragment = purify.sanitize(disarmHandlers(html), CONFIG);
  for (const anchor of fragment.querySelectorAll("a, area")) fixLink(anchor, policy);
  for (const media of fragment.querySelectorAll("img, video, audio, source, track")) fixMedia(media, policy);
  const box = fragment.ownerDocument.createElement("div");
  box.append(fragment);
  return box.innerHTML;
}
