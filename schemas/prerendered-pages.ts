// The contract between the build's prerenderer (engine/prerender) and the server that answers
// navigations with its HTML (server/app.ts): the index of the rendered files, how one is picked,
// and the cookie carrying the visitor's language (docs/decisions/0048).

/**
 * The cookie carrying the visitor's chosen language (engine/i18n/locale.ts writes it with the
 * stored choice), so the server answers a page's first request with the HTML in that language.
 */
export const LOCALE_COOKIE = "locale";

/**
 * A stylesheet as a style element of a page's HTML: no text of it can close the element. The build
 * inlines the entry's this way (engine/prerender/assemble.ts), the server a rendering's parts'
 * (server/http/answered-pages.ts); CSP hashes the element's text.
 */
export const styleElementText = (css: string): string => css.replaceAll("</style", "<\\/style");

/** A value as JSON for a script element's text, "<" escaped: no text of it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * What stands in the HTML for a stylesheet written inline: a disabled link to it, which the browser
 * neither fetches nor applies. Vite's preload helper, when a lazy import needs a stylesheet, links
 * it unless a stylesheet link with its href is in the page; with its text inline and no link, the
 * app linked it again as it took over (the entry's and the home parts' three, 10 KB), and the browser
 * downloaded them, recalculated the whole page's style and laid it out again (docs/decisions/0063).
 */
export const inlinedStylesheetMark = (href: string): string => `<link rel="stylesheet" href="${href.replaceAll('"', "&quot;")}" disabled />`;

/** The root element's attribute saying what the HTML shows: "page" (hydrated) or "shell" (rendered over): engine/shell/boot-html.ts. */
export const BOOT_HTML_ATTR = "data-boot-html";

/** The rendered files of one path (or one mall's shell): a file per locale, and the one to serve without a choice. */
export interface PrerenderedEntry {
  default: string;
  files: Record<string, string>;
  /**
   * A page the server may render again for a request with the answers of its first calls (a home:
   * its banners in its HTML, an event list its rows; docs/decisions/0054): the path as the build
   * rendered it, and the stylesheets of the parts that rendering shows (the server inlines them:
   * the HTML's own stylesheet is the entry's only).
   */
  answered?: { path: string; styles: readonly string[] };
  /**
   * A member route's shell, which preloads the member's screens (docs/decisions/0055): answered
   * only to a request with a session cookie; any other gets the mall's shell.
   */
  member?: true;
}

/**
 * The server's index of the prerendered HTML (dist/prerendered/pages.json): the pages by path
 * (lower case), and each mall's shell (header and skeleton) for its other routes, by first path segment.
 */
export interface PrerenderedIndex {
  pages: Record<string, PrerenderedEntry>;
  shells: Record<string, PrerenderedEntry>;
  /**
   * The inline code the files carry, as CSP hash sources ('sha256-…'): their start-up scripts,
   * their inlined stylesheets and the style attributes of the rendered markup. The server allows
   * exactly these on its answers with these files; everything else inline stays refused.
   */
  inline: InlineHashes;
}

/**
 * A Content-Security-Policy that also allows the prerendered files' inline code (the index's
 * `inline`), from the policy the app's other pages get: scripts and style elements by hash in
 * script-src and style-src themselves (CSP 2: a browser without the newer directives still runs
 * them); style attributes by hash with 'unsafe-hashes' in style-src-attr (CSP 3), which allows only
 * attributes with those exact values.
 */
export function cspWithInlineCode(csp: string, inline: InlineHashes): string {
  const directives = csp.split(/;\s*/).filter((d) => d !== "");
  const add = (name: string, sources: readonly string[]) => {
    if (sources.length === 0) return;
    const i = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (i === -1) directives.push(`${name} 'self' ${sources.join(" ")}`);
    else directives[i] = `${directives[i]} ${sources.join(" ")}`;
  };
  add("script-src", inline.scripts);
  add("style-src", inline.styles);
  if (inline.styleAttributes.length > 0) directives.push(`style-src-attr 'unsafe-hashes' ${inline.styleAttributes.join(" ")}`);
  return directives.join("; ");
}

/** Hash sources of inline code, by where CSP checks them. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** Where the prerendered files are written in the build's output, and the index's name there. */
export const PRERENDERED_DIR = "prerendered";
export const PRERENDERED_INDEX = "pages.json";
/**
 * Where the build keeps its renderer (app/prerender.tsx bundled for Node) for the server, which
 * renders a home again with its answers; never served.
 */
export const PRERENDERER_DIR = `${PRERENDERED_DIR}/renderer`;
export const PRERENDERER_FILE = `${PRERENDERER_DIR}/prerender.js`;

/**
 * The prerendered file to answer a navigation with, or null for the plain index.html: the page of
 * the path (as the app's routes match: without case, a trailing slash alike), else the shell of the mall the first segment names; in the visitor's chosen
 * locale when the page has it (the `locale` cookie), else the page's default. A navigation with a
 * query gets the shell at most: a query can open a dialog the rendered page does not have. A member
 * route's own shell goes only to a request with a session (`session`): a guest gets the mall's.
 */
export function pickPrerendered(index: PrerenderedIndex, path: string, hasQuery: boolean, locale: string | undefined, session = false): string | null {
  return picked(index, path, hasQuery, locale, session)?.file ?? null;
}

/**
 * The page pickPrerendered answers with, when the server may render it again with its first
 * calls' answers: its path as rendered and the locale of the file picked.
 */
export function pickAnswered(
  index: PrerenderedIndex,
  path: string,
  hasQuery: boolean,
  locale: string | undefined,
): { path: string; locale: string; styles: readonly string[] } | null {
  const found = picked(index, path, hasQuery, locale);
  const answered = found?.entry.answered;
  return found && answered ? { path: answered.path, locale: found.locale, styles: answered.styles } : null;
}

function picked(index: PrerenderedIndex, path: string, hasQuery: boolean, locale: string | undefined, session = false) {
  const key = path.length > 1 ? path.replace(/\/+$/, "").toLowerCase() : path;
  const found = hasQuery ? undefined : index.pages[key];
  const page = found?.member && !session ? undefined : found;
  const head = key.split("/")[1] ?? "";
  const entry = page ?? (head ? index.shells[head] : undefined);
  if (!entry) return null;
  const chosen = locale !== undefined && entry.files[locale] !== undefined ? locale : entry.default;
  const file = entry.files[chosen];
  return file === undefined ? null : { entry, file, locale: chosen };
}

/** A page the build's renderer rendered again for a request with its first calls' answers (docs/decisions/0054). */
export interface AnsweredPage {
  /** The markup of #root. */
  html: string;
  /** The HTML's data element with the answers, for the app's first render (engine/data/first-answers.ts). */
  dataElement: string;
  /** The markup's style attributes as CSP hash sources (the answer's policy allows them). */
  styleAttributes: string[];
}

/** The build's renderer (PRERENDERER_FILE) as the server uses it. */
export interface AnsweringRenderer {
  /** The URLs of the first calls of a page (its path as the build rendered it) in a locale, as a guest's client makes them; null when it has none. */
  firstCalls(path: string, locale: string): string[] | null;
  /**
   * The page rendered with its first calls' answers (`bodies`, by URL: the JSON each answered);
   * null when one is missing or the page has none.
   */
  renderAnswered(path: string, locale: string, bodies: Readonly<Record<string, unknown>>): Promise<AnsweredPage | null>;
}
