// Pure pieces of the build's prerenderer (prerender-plugin.ts): the HTML of a page from the built
// index.html and what app/prerender.tsx rendered, and the index the server picks pages from.
import { SERVED_MEMBER_ATTR } from "../session/served-member.ts";
import { createHash } from "node:crypto";
import { type InlineHashes, inlinedStylesheetMark, PRERENDERED_DIR, scriptJson, styleElementText } from "../../schemas/prerendered-pages.ts";
import { FIRST_ANSWERS_ID } from "../data/first-answers.ts";
import { BOOT_ASSET_ATTR, BOOT_HTML_ATTR, BOOT_LOCALE_ATTR, type BootHtml } from "../shell/boot-html.ts";
import { hiddenTodayScript } from "../shell/hidden-today.ts";
import { CUST_ID_KEY } from "../api/member-id.ts";

/** What app/prerender.tsx hands back for one page: its markup, and what goes into the HTML's head and root element. */
export interface RenderedPage {
  html: string;
  lang: string;
  title: string;
  /** The web app manifest of the mall (engine/manifests/web-app.ts) and its brand's touch icon. */
  manifestHref: string;
  appleTouchIcon: string | null;
  /** The brand theme's custom properties, for the root element's style. */
  themeStyle: string;
  /** The mall's own stylesheets and body class (manifest pageAssets). */
  stylesheets: readonly string[];
  bodyClass: string | null;
  /**
   * What the page loads right after it is hydrated, for the HTML to ask for ahead of the app: the
   * source modules of its parts (the build maps them to its chunks) and the URLs of its first calls.
   */
  modules: readonly string[];
  fetches: readonly string[];
  /** A member route's own page: its path, which the root element names (engine/session/served-member.ts). */
  servedMember?: string;
  /**
   * The notices its markup shows that the visitor may have hidden for the day, by name and storage
   * key: the head names those hidden today on the root element before the first paint
   * (engine/shell/hidden-today.ts hiddenTodayScript).
   */
  hiddenToday?: Readonly<Record<string, string>>;
}

/** The built files the HTML asks for ahead of the app: module scripts, their stylesheets, and calls. */
export interface Preloads {
  scripts: readonly string[];
  styles: readonly string[];
  fetches: readonly string[];
}

/** A chunk of the build's manifest (dist/.vite/manifest.json), as far as preloading needs it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The files to preload for source modules the page imports once hydrated: each module's chunk and
 * the chunks it imports statically, with their stylesheets; the entry (already loading) left out.
 */
export function preloadsOf(manifest: Readonly<Record<string, ManifestChunk>>, modules: readonly string[], fetches: readonly string[]): Preloads {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not a chunk of this build`);
    if (chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return { scripts: [...scripts], styles: [...styles], fetches: [...fetches] };
}

/** A CSP hash source of a text ('sha256-…', over its UTF-8 bytes as the browser hashes them). */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const decodeAttr = (s: string) =>
  s.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, e: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#x27": "'", "#39": "'" })[e] ?? "");

/**
 * The inline code of an HTML file as CSP hash sources: its scripts without src, its style elements'
 * text and its style attributes' values (decoded, as the browser hashes them), each once.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => cspHash(m[1] as string)));
  const styles = new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => cspHash(m[1] as string)));
  const styleAttributes = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => cspHash(decodeAttr(m[1] as string))));
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** How long a visible page's start-up waits for a first frame that does not come (ms). */
export const STARTUP_NET_MS = 3000;

/**
 * The start-up script of a prerendered page: once the HTML's first contentful frame is on screen
 * (its paint timing entry, reported once the frame is presented; where the browser has none, a
 * task after the next animation frame), it asks for the page's first calls, the app's entry
 * module, then the page's modules and stylesheets. Asked for in the head, they would start before
 * the first paint and share the network with the HTML it needs; the page is already on screen, so
 * the app can come a frame later. Each request is made in a task of its own: asked for in one task, they made a long task
 * (110 ms at 4× CPU, a route shell's sixteen), which counts in the page's blocking time; one at a
 * time, none is long, and the entry is asked for second, before the modules it does not wait for.
 * The app's scripts are asked for at low priority: the page is on screen without them, and its
 * images come first. (Lighthouse's simulation counts a script of high priority whose download
 * ended before the first paint into that paint's time: the entry's download, about 400 ms of its
 * slow 4G, was in `/`'s first paint whenever the paint was presented late: docs/decisions/0064.
 * It counts any request but a low-priority image that ended before the observed largest paint into
 * that paint's time: the animation frame's task came 70–80 ms before a heavy first frame was
 * presented, and the app's scripts had arrived by then: docs/decisions/0065.)
 * A tab in the background paints no frame: hidden, it starts at once (or when it is hidden). A
 * visible page waits for its frame however late it comes (on a busy phone, code that ran before it
 * would hold it back further: docs/decisions/0057), with a few seconds' net for a browser that
 * never paints.
 */
export function startupScript(entry: string, preloads: Preloads): string {
  const links = [
    ...preloads.fetches.map((href) => ({ rel: "preload", as: "fetch", href, crossorigin: "use-credentials" })),
    { src: entry },
    ...preloads.scripts.map((href) => ({ rel: "modulepreload", href, crossorigin: "", fetchpriority: "low" })),
    ...preloads.styles.map((href) => ({ rel: "preload", as: "style", href, crossorigin: "" })),
  ];
  // A call whose answer the HTML brought (its data element, docs/decisions/0054) is not asked for,
  // nor a stylesheet the server wrote in (its disabled link: inlinedStylesheetMark).
  return (
    `(function(d,L){var done=0,A=d.getElementById(${scriptJson(FIRST_ANSWERS_ID)}),T=A?A.textContent:"";function add(a){var e;` +
    `if(a.as==="fetch"&&T.indexOf(JSON.stringify(a.href))>=0)return;` +
    `if(a.as==="style"&&d.querySelector('link[rel=stylesheet][href="'+a.href+'"]'))return;` +
    `if(a.src){e=d.createElement("script");e.type="module";e.crossOrigin="";e.fetchPriority="low";e.src=a.src}` +
    `else{e=d.createElement("link");for(var k in a)e.setAttribute(k,a[k])}d.head.appendChild(e)}` +
    `function next(){var a=L.shift();if(a){add(a);setTimeout(next)}}` +
    `function go(){if(done)return;done=1;next()}` +
    `function hid(){return d.visibilityState==="hidden"}` +
    `function painted(f){var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});return}}catch(e){}` +
    `requestAnimationFrame(function(){setTimeout(f)})}` +
    `if(hid())go();else{painted(go);` +
    `d.addEventListener("visibilitychange",function(){if(hid())go()});setTimeout(go,${STARTUP_NET_MS})}})(document,${scriptJson(links)})`
  );
}

const escapeText = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttr = (s: string) => escapeText(s).replaceAll('"', "&quot;");

/** Replaces exactly one match of `pattern` in the template, or fails the build: a changed index.html must not pass unnoticed. */
function replaceOnce(html: string, pattern: RegExp, replace: (match: string) => string): string {
  const found = html.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (found?.length !== 1) throw new Error(`prerender: index.html must have exactly one ${pattern} (found ${found?.length ?? 0})`);
  return html.replace(pattern, replace);
}

/** A stylesheet written in: its text in a style element (which no text of it can close), and the disabled link that marks it as in. */
const inlineStylesheet = (href: string, text: string) => `<style>${styleElementText(text)}</style>${inlinedStylesheetMark(href)}`;

/**
 * A page's HTML: the built index.html with the rendered markup in #root, the page's language,
 * title, web app manifest, touch icon and brand theme, the mall's stylesheets and body class, and
 * the entry's stylesheet inline (`css`: the text of each linked /assets stylesheet, by href), so
 * the first paint waits for no other request, and the start-up script that asks for the app's
 * entry module and `preloads` once the HTML is painted.
 */
export function assemblePage(
  template: string,
  page: RenderedPage,
  kind: BootHtml,
  css: ReadonlyMap<string, string>,
  preloads: Preloads = { scripts: [], styles: [], fetches: [] },
  inlined: readonly string[] = [],
): string {
  let html = template;
  const style = page.themeStyle ? ` style="${escapeAttr(page.themeStyle)}"` : "";
  const member = page.servedMember === undefined ? "" : ` ${SERVED_MEMBER_ATTR}="${escapeAttr(page.servedMember)}"`;
  html = replaceOnce(
    html,
    /<html lang="[^"]*"/,
    () => `<html lang="${escapeAttr(page.lang)}" ${BOOT_HTML_ATTR}="${kind}" ${BOOT_LOCALE_ATTR}="${escapeAttr(page.lang)}"${member}${style}`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  const icon = page.appleTouchIcon ? `\n    <link rel="apple-touch-icon" href="${escapeAttr(page.appleTouchIcon)}" />` : "";
  html = replaceOnce(html, /<link rel="manifest" href="[^"]*" \/>/, () => `<link rel="manifest" href="${escapeAttr(page.manifestHref)}" />${icon}`);
  html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const text = css.get(href);
    // A stylesheet whose text is unknown stays linked.
    return text === undefined ? tag : inlineStylesheet(href, text);
  });
  // The stylesheets of the parts the markup shows (`inlined`, by href): inline too, so it paints styled.
  const parts = inlined.flatMap((href) => {
    const text = css.get(href);
    return text === undefined ? [] : [`\n    ${inlineStylesheet(href, text)}`];
  });
  // The notices hidden for today are named before anything is painted; ahead of the linked
  // stylesheets, which an inline script would wait for.
  const hidden =
    page.hiddenToday && Object.keys(page.hiddenToday).length > 0 ? [`\n    <script>${hiddenTodayScript(page.hiddenToday, CUST_ID_KEY)}</script>`] : [];
  const links = page.stylesheets.map((href) => `\n    <link rel="stylesheet" href="${escapeAttr(href)}" ${BOOT_ASSET_ATTR} />`);
  const own = [...hidden, ...parts, ...links].join("");
  html = replaceOnce(html, /<\/head>/, () => `${own}\n  </head>`);
  // The entry module is asked for once the HTML is painted, by the start-up script, with what the
  // page loads first (the app's first call goes out with its credentials, as the client sends it:
  // engine/api/transport.ts).
  let entry = "";
  html = replaceOnce(html, /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (tag) => {
    entry = /src="([^"]+)"/.exec(tag)?.[1] ?? "";
    return "";
  });
  html = replaceOnce(html, /<\/body>/, () => `  <script>${startupScript(entry, preloads)}</script>\n  </body>`);
  if (page.bodyClass) html = replaceOnce(html, /<body>/, () => `<body class="${escapeAttr(page.bodyClass ?? "")}">`);
  return replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`);
}

/** The /assets stylesheets index.html links (their hrefs), whose text assemblePage inlines. */
export function linkedStylesheets(template: string): string[] {
  return [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] as string);
}

/** The file name of a rendered path in a locale (`/suwon/main` in en: `suwon~main.en.html`). */
export function pageFileName(path: string, locale: string): string {
  const name = path === "/" ? "index" : path.replace(/^\/+/, "").replaceAll("/", "~");
  return `${PRERENDERED_DIR}/${name}.${locale}.html`;
}

/** The file name of a mall's shell in a locale. */
export function shellFileName(mall: string, locale: string): string {
  return `${PRERENDERED_DIR}/shell~${mall}.${locale}.html`;
}
