import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { AnsweredPage, AnsweringRenderer } from "../../schemas/prerendered-pages.ts";
import { answeredPages, inlineStyle, withAnswers } from "./answered-pages.ts";

const FILE = `<!doctype html><html><head></head><body>
    <div id="root"><main><div class="skeleton"></div></main></div>
  <script>start()</script>
  </body></html>`;

const page = (html: string): AnsweredPage => ({
  html,
  dataElement: `<script type="application/json" id="first-answers">{}</script>`,
  styleAttributes: ["'sha256-x'"],
});

/** A renderer whose home at /hanam has one first call, main.do, and which renders the banner it was given. */
function fakeRenderer() {
  const renders: unknown[] = [];
  const renderer: AnsweringRenderer = {
    firstCalls: (path, locale) => (path === "/hanam" ? [`/api/hanam/main.do?lan=${locale}`] : null),
    renderAnswered: async (_path, _locale, bodies) => {
      renders.push(bodies);
      const body = Object.values(bodies)[0] as { banner: string };
      return page(`<main><img src="${body.banner}"></main>`);
    },
  };
  return { renderer, renders };
}

describe("withAnswers", () => {
  it("puts the rendering in #root and the data element after it, leaving the rest of the file as it was", () => {
    const html = withAnswers(FILE, page("<main>banners</main>"));
    expect(html).toBe(
      FILE.replace(
        '<main><div class="skeleton"></div></main></div>',
        '<main>banners</main></div><script type="application/json" id="first-answers">{}</script>',
      ),
    );
  });

  it("turns a route's shell into its page, and puts the styles given in the head", () => {
    const shell = FILE.replace("<html>", '<html data-boot-html="shell">');
    const html = withAnswers(shell, page("<main>rows</main>"), "<style>a{}</style>");
    expect(html).toContain('<html data-boot-html="page"><head><style>a{}</style></head>');
    expect(html).toContain('<div id="root"><main>rows</main></div>');
  });

  it("is null for a file without #root", () => {
    expect(withAnswers("<html><body><p>x</p></body></html>", page("<main></main>"))).toBeNull();
  });
});

describe("answeredPages", () => {
  const answer = (body: unknown, status = 200) => Promise.resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

  it("renders a home with its answers, asked of the server itself, and keeps the rendering while the answers stay the same", async () => {
    const { renderer, renders } = fakeRenderer();
    let banner = "/b1.svg";
    const asked: string[] = [];
    const answered = answeredPages({ root: "", renderer: async () => renderer, selfFetch: (url) => (asked.push(url), answer({ banner })) });
    const first = await answered(FILE, "/hanam", "en");
    expect(first?.html).toContain('<div id="root"><main><img src="/b1.svg"></main></div><script type="application/json"');
    expect(first?.styleAttributes).toEqual(["'sha256-x'"]);
    expect(asked).toEqual(["/api/hanam/main.do?lan=en"]);
    const again = await answered(FILE, "/hanam", "en");
    expect(again).toEqual(first);
    expect(renders).toHaveLength(1);
    // The operator changed the banners: a new rendering, told apart by its tag.
    banner = "/b2.svg";
    const changed = await answered(FILE, "/hanam", "en");
    expect(changed?.html).toContain('<img src="/b2.svg">');
    expect(changed?.tag).not.toBe(first?.tag);
    expect(renders).toHaveLength(2);
  });

  it("answers null (the build's HTML stands) for a page without first calls, a failed or non-JSON call, another origin's API, or no renderer", async () => {
    const { renderer } = fakeRenderer();
    const ok = () => answer({ banner: "/b.svg" });
    expect(await answeredPages({ root: "", renderer: async () => renderer, selfFetch: ok })(FILE, "/", "ko")).toBeNull();
    expect(
      await answeredPages({ root: "", renderer: async () => renderer, selfFetch: () => answer({ message: "busy" }, 503) })(FILE, "/hanam", "ko"),
    ).toBeNull();
    expect(await answeredPages({ root: "", renderer: async () => renderer, selfFetch: () => answer("<html>") })(FILE, "/hanam", "ko")).toBeNull();
    const elsewhere: AnsweringRenderer = { ...renderer, firstCalls: () => ["https://api.example.com/api/hanam/main.do"] };
    const selfFetch = vi.fn(ok);
    expect(await answeredPages({ root: "", renderer: async () => elsewhere, selfFetch })(FILE, "/hanam", "ko")).toBeNull();
    expect(selfFetch).not.toHaveBeenCalled();
    expect(await answeredPages({ root: "", renderer: async () => null, selfFetch: ok })(FILE, "/hanam", "ko")).toBeNull();
    // A build without its renderer file.
    expect(await answeredPages({ root: "/nowhere", selfFetch: ok })(FILE, "/hanam", "ko")).toBeNull();
  });

  it("inlines the rendering's stylesheets from the build's folder, with their hashes; a stylesheet it lacks answers null", async () => {
    const root = mkdtempSync(join(tmpdir(), "mall-answered-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "kit-1.css"), "a{color:red}</style>");
    const { renderer } = fakeRenderer();
    const answered = answeredPages({ root, renderer: async () => renderer, selfFetch: () => answer({ banner: "/b.svg" }) });
    const html = await answered(FILE, "/hanam", "ko", ["/assets/kit-1.css"]);
    const style = inlineStyle("a{color:red}</style>");
    expect(style.element).toBe("<style>a{color:red}<\\/style></style>");
    // With a disabled link that tells Vite's preload helper the stylesheet is in (never fetched).
    expect(html?.html).toContain(`${style.element}<link rel="stylesheet" href="/assets/kit-1.css" disabled /></head>`);
    expect(html?.styles).toEqual([style.hash]);
    expect(style.hash).toBe(`'sha256-${createHash("sha256").update("a{color:red}<\\/style>", "utf8").digest("base64")}'`);
    expect(await answered(FILE, "/hanam", "ko", ["/assets/missing.css"])).toBeNull();
    expect(await answered(FILE, "/hanam", "ko", ["/../secret.css"])).toBeNull();
    rmSync(root, { recursive: true, force: true });
  });

  it("a rendering that throws is logged, answered with the build's HTML, and tried again next time", async () => {
    const { renderer } = fakeRenderer();
    let fail = true;
    const flaky: AnsweringRenderer = { ...renderer, renderAnswered: (...a) => (fail ? Promise.reject(new Error("boom")) : renderer.renderAnswered(...a)) };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const answered = answeredPages({ root: "", renderer: async () => flaky, selfFetch: () => answer({ banner: "/b.svg" }) });
    expect(await answered(FILE, "/hanam", "ko")).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    fail = false;
    expect((await answered(FILE, "/hanam", "ko"))?.html).toContain('<img src="/b.svg">');
  });
});
