// The contract between the build's prerenderer (engine/prerender) and the server that answers
// navigations with its HTML (server/app.ts): the index of the rendered files, how one is picked,
// and the cookie carrying the visitor's language (docs/decisions/0048).

/**
 * The cookie carrying the visitor's chosen language (engine/i18n/locale.ts writes it with the
 * stored choice), so the server answers a page's first request with the HTML in that language.
 */
export const LOCALE_COOKIE = "locale";

/** The rendered files of one path (or one mall's shell): a file per locale, and the one to serve without a choice. */
export interface PrerenderedEntry {
  default: string;
  files: Record<string, string>;
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
 * The prerendered file to answer a navigation with, or null for the plain index.html: the page of
 * the path (as the app's routes match: without case, a trailing slash alike), else the shell of the mall the first segment names; in the visitor's chosen
 * locale when the page has it (the `locale` cookie), else the page's default. A navigation with a
 * query gets the shell at most: a query can open a dialog the rendered page does not have.
 */
export function pickPrerendered(index: PrerenderedIndex, path: string, hasQuery: boolean, locale: string | undefined): string | null {
  const key = path.length > 1 ? path.replace(/\/+$/, "").toLowerCase() : path;
  const page = hasQuery ? undefined : index.pages[key];
  const head = key.split("/")[1] ?? "";
  const entry = page ?? (head ? index.shells[head] : undefined);
  if (!entry) return null;
  return (locale !== undefined ? entry.files[locale] : undefined) ?? entry.files[entry.default] ?? null;
}
