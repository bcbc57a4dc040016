import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type AnsweredPage,
  type AnsweringRenderer,
  BOOT_HTML_ATTR,
  inlinedStylesheetMark,
  PRERENDERER_FILE,
  styleElementText,
} from "../../schemas/prerendered-pages.ts";

/** A prerendered page with the answers of its first calls written in (docs/decisions/0054). */
export interface AnsweredHtml {
  html: string;
  /** The rendered markup's style attributes, as CSP hash sources. */
  styleAttributes: readonly string[];
  /** The inlined stylesheets of the rendering's parts, as CSP hash sources. */
  styles: readonly string[];
  /** Tells this rendering apart from the build's file and from other answers (for the ETag). */
  tag: string;
}

export interface AnsweredPagesOptions {
  /** The build's output folder (its renderer is PRERENDERER_FILE there). */
  root: string;
  /** Makes a call to this server itself, as a guest (no cookie), by its URL. */
  selfFetch: (url: string) => Promise<Response>;
  /** The renderer, for tests (default: the build's, imported on first use; none when the build has none). */
  renderer?: () => Promise<AnsweringRenderer | null>;
  /** How many renderings are kept (by page, locale and answers; default 64). */
  maxKept?: number;
}

/**
 * The HTML of a page with its answers: the markup of #root replaced by `answered.html`, the data
 * element after it. Null when the file has no #root to replace (its markup then stands).
 */
export function withAnswers(file: string, answered: AnsweredPage, styles = ""): string | null {
  const open = '<div id="root">';
  const start = file.indexOf(open);
  // #root is the body's last element before the start-up script, which holds no "</div>".
  const end = file.lastIndexOf("</div>", file.lastIndexOf("</body>"));
  if (start === -1 || end < start) return null;
  // A route's shell (header and skeleton) becomes its page: the app hydrates it.
  const head = file
    .slice(0, start + open.length)
    .replace(`${BOOT_HTML_ATTR}="shell"`, `${BOOT_HTML_ATTR}="page"`)
    .replace("</head>", `${styles}</head>`);
  return `${head}${answered.html}</div>${answered.dataElement}${file.slice(end + "</div>".length)}`;
}

/** A style element's text for a stylesheet (no text of it can close the element), and its CSP hash source. */
export function inlineStyle(css: string): { element: string; hash: string } {
  const text = styleElementText(css);
  return { element: `<style>${text}</style>`, hash: `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'` };
}

const importRenderer = (root: string) => async (): Promise<AnsweringRenderer | null> => {
  const file = join(root, PRERENDERER_FILE);
  if (!existsSync(file)) return null;
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as AnsweringRenderer;
  } catch (e) {
    console.error("the build's renderer did not load: homes are answered with their build's HTML", e);
    return null;
  }
};

/**
 * Renders a home again for a request with its first calls' answers (main.do), which the server
 * asks itself for as a guest: its banners then come with its HTML, and the app hydrates it with the
 * same answers. A rendering is kept by page, locale and answers (a guest's home is everyone's until
 * the operator changes it). Anything failing (no renderer, a call that fails, a render that throws)
 * gives null: the build's HTML is answered as before.
 */
export function answeredPages(options: AnsweredPagesOptions) {
  const loadRenderer = options.renderer ?? importRenderer(options.root);
  const maxKept = options.maxKept ?? 64;
  let renderer: Promise<AnsweringRenderer | null> | null = null;
  const kept = new Map<string, Promise<AnswerOrNull>>();
  type AnswerOrNull = AnsweredPage | null;

  const bodyOf = async (url: string): Promise<{ text: string; json: unknown } | null> => {
    // Only this server's own API (a build for another origin's API renders without answers).
    if (!url.startsWith("/") || url.startsWith("//")) return null;
    const res = await options.selfFetch(url);
    if (res.status !== 200) return null;
    const text = await res.text();
    try {
      return { text, json: JSON.parse(text) as unknown };
    } catch {
      return null;
    }
  };

  // The build's stylesheets (immutable per build: their names carry their hash), read once.
  const sheets = new Map<string, { element: string; hash: string } | null>();
  const sheet = (href: string) => {
    if (!sheets.has(href)) {
      const file = /^\/assets\/[\w.-]+\.css$/.test(href) ? join(options.root, href) : null;
      const style = file && existsSync(file) ? inlineStyle(readFileSync(file, "utf8")) : null;
      sheets.set(href, style && { element: `${style.element}${inlinedStylesheetMark(href)}`, hash: style.hash });
    }
    return sheets.get(href) ?? null;
  };

  return async (file: string, path: string, locale: string, styles: readonly string[] = []): Promise<AnsweredHtml | null> => {
    try {
      // A stylesheet the build named but this folder lacks: the rendering would show unstyled.
      const inlined = styles.map(sheet);
      if (inlined.some((x) => x === null)) return null;
      renderer ??= loadRenderer();
      const r = await renderer;
      const urls = r?.firstCalls(path, locale);
      if (!r || !urls) return null;
      const bodies = await Promise.all(urls.map(bodyOf));
      if (bodies.some((b) => b === null)) return null;
      const hash = createHash("sha256").update(`${path}\0${locale}`);
      for (const b of bodies) hash.update("\0").update(b?.text ?? "");
      const tag = hash.digest("base64url").slice(0, 16);
      let rendering = kept.get(tag);
      if (!rendering) {
        rendering = r.renderAnswered(path, locale, Object.fromEntries(urls.map((u, i) => [u, bodies[i]?.json])));
        kept.set(tag, rendering);
        // A failed rendering is not kept.
        rendering.catch(() => kept.delete(tag));
        for (const old of kept.keys()) {
          if (kept.size <= maxKept) break;
          kept.delete(old);
        }
      }
      const answered = await rendering;
      if (!answered) return null;
      const html = withAnswers(file, answered, inlined.map((x) => x?.element ?? "").join(""));
      return html === null ? null : { html, styleAttributes: answered.styleAttributes, styles: inlined.map((x) => x?.hash ?? ""), tag };
    } catch (e) {
      console.error(`rendering ${path} with its answers failed: its build's HTML is answered`, e);
      return null;
    }
  };
}
