import { FIRST_ANSWERS_ID } from "../data/first-answers.ts";
import { hiddenTodayScript } from "../shell/hidden-today.ts";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  assemblePage,
  cspHash,
  inlineHashes,
  linkedStylesheets,
  preloadsOf,
  startupScript,
  STARTUP_NET_MS,
  pageFileName,
  shellFileName,
  type RenderedPage,
} from "./assemble.ts";

const template = `<!doctype html>
<html lang="ko" data-busy>
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/webapp/gate.webmanifest" />
    <title>FIELD MALL</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  html: "<main><h1>필드몰 하남</h1></main>",
  lang: "ko",
  title: 'Gran "Seoul" <Home>',
  manifestHref: "/webapp/hanam.webmanifest",
  appleTouchIcon: "/webapp/icon-main-maskable-192.png",
  themeStyle: "--brand-primary:#0f3b5a",
  stylesheets: ["/brand/granseoul.css"],
  bodyClass: "mall-granseoul",
  modules: [],
  fetches: [],
};

describe("assemblePage", () => {
  const css = new Map([["/assets/index-b.css", "body{margin:0}"]]);
  const html = assemblePage(template, page, "page", css);

  it("puts the rendered markup in #root and names what it is on the root element", () => {
    expect(html).toContain('<div id="root"><main><h1>필드몰 하남</h1></main></div>');
    expect(html).toContain('<html lang="ko" data-boot-html="page" data-boot-locale="ko" style="--brand-primary:#0f3b5a" data-busy>');
  });

  it("writes the page's title (escaped), web app manifest and touch icon", () => {
    expect(html).toContain('<title>Gran "Seoul" &lt;Home&gt;</title>');
    expect(html).toContain('<link rel="manifest" href="/webapp/hanam.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/webapp/icon-main-maskable-192.png" />');
    expect(html).not.toContain("gate.webmanifest");
  });

  it("inlines the entry's stylesheet, and asks for the entry module from the start-up script at the end of the body", () => {
    // Not linked: only marked by a disabled link, which the browser does not fetch and Vite's
    // preload helper takes for the stylesheet being in (it does not link it again).
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-b.css" disabled />');
    expect(html.match(/href="\/assets\/index-b\.css"/g)).toHaveLength(1);
    expect(html).not.toContain('crossorigin href="/assets/index-b.css"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<script>\(function\(d,L\)[^<]*\(document,\[\{"src":"\/assets\/index-a\.js"\}\]\)<\/script>\n  <\/body>/);
  });

  it("adds the mall's own stylesheets, marked for the app to take over, and its body class", () => {
    expect(html).toContain('<link rel="stylesheet" href="/brand/granseoul.css" data-boot-asset />');
    expect(html).toContain('<body class="mall-granseoul">');
  });

  it("keeps a stylesheet it has no text for linked, and cannot end a style element early", () => {
    expect(assemblePage(template, page, "shell", new Map())).toContain('href="/assets/index-b.css"');
    expect(assemblePage(template, page, "shell", new Map([["/assets/index-b.css", "a{}</style><script>"]]))).toContain("<style>a{}<\\/style><script></style>");
  });

  it("writes a member page's path on the root element, and its parts' stylesheets inline instead of asking for them", () => {
    const parts = new Map([...css, ["/assets/area-member.css", "._intro{margin:0}"]]);
    const preloads = { scripts: ["/assets/area-member.js"], styles: [], fetches: [] };
    const member = assemblePage(template, { ...page, servedMember: "/hanam/myinfo/receipt" }, "shell", parts, preloads, ["/assets/area-member.css"]);
    expect(member).toContain('<html lang="ko" data-boot-html="shell" data-boot-locale="ko" data-boot-member="/hanam/myinfo/receipt" style=');
    expect(member).toMatch(/<style>\._intro\{margin:0\}<\/style><link rel="stylesheet" href="\/assets\/area-member\.css" disabled \/>[\s\S]*<\/head>/);
    expect(member.match(/"\/assets\/area-member\.css"/g)).toHaveLength(1);
    expect(html).not.toContain("data-boot-member");
  });

  it("names the notices hidden for today in the head, ahead of the stylesheets it would wait for; a page without them has no such script", () => {
    const home = assemblePage(template, { ...page, hiddenToday: { popup: "mainPopupHidden:hanam" } }, "page", css);
    const head = home.slice(0, home.indexOf("</head>"));
    const script = `<script>${hiddenTodayScript({ popup: "mainPopupHidden:hanam" }, "custId")}</script>`;
    expect(head).toContain(script);
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<link rel="stylesheet" href="/brand/granseoul.css"'));
    expect(inlineHashes(home).scripts).toContain(cspHash(hiddenTodayScript({ popup: "mainPopupHidden:hanam" }, "custId")));
    expect(html).not.toContain("data-hidden-today");
    expect(assemblePage(template, { ...page, hiddenToday: {} }, "page", css)).toBe(html);
  });

  it("fails when index.html lacks a place it writes to", () => {
    expect(() => assemblePage(template.replace('<div id="root"></div>', "<div></div>"), page, "page", css)).toThrow(/#root|root/);
    expect(() => assemblePage(template.replace("<title>FIELD MALL</title>", ""), page, "page", css)).toThrow(/title/);
  });

  it("lists the entry stylesheets index.html links", () => {
    expect(linkedStylesheets(template)).toEqual(["/assets/index-b.css"]);
  });
});

describe("preloads", () => {
  const manifest = {
    "index.html": { file: "assets/index-a.js", isEntry: true },
    "screens/main/home-content.tsx": { file: "assets/home-content-c.js", imports: ["index.html", "_kit.js", "_contract.js"] },
    "_kit.js": { file: "assets/layer-kit-d.js", imports: ["index.html", "_contract.js"], css: ["assets/layer-kit-e.css"] },
    "_contract.js": { file: "assets/layer-contract-f.js", imports: ["index.html"] },
  };

  it("are a module's chunk and the chunks it imports, with their stylesheets, without the entry", () => {
    expect(preloadsOf(manifest, ["screens/main/home-content.tsx"], ["/api/hanam/main.do?lan=ko"])).toEqual({
      scripts: ["/assets/home-content-c.js", "/assets/layer-kit-d.js", "/assets/layer-contract-f.js"],
      styles: ["/assets/layer-kit-e.css"],
      fetches: ["/api/hanam/main.do?lan=ko"],
    });
    expect(() => preloadsOf(manifest, ["screens/gone.tsx"], [])).toThrow(/screens\/gone\.tsx/);
  });

  it("are asked for by the start-up script: the call with the client's credentials, the modules as module scripts", () => {
    const html = assemblePage(template, page, "page", new Map(), preloadsOf(manifest, ["screens/main/home-content.tsx"], ["/api/hanam/main.do?lan=ko"]));
    expect(html).not.toContain('<link rel="preload"');
    expect(html).toContain('{"rel":"preload","as":"fetch","href":"/api/hanam/main.do?lan=ko","crossorigin":"use-credentials"}');
    expect(html).toContain('{"rel":"modulepreload","href":"/assets/layer-kit-d.js","crossorigin":"","fetchpriority":"low"}');
    expect(html).toContain('{"rel":"preload","as":"style","href":"/assets/layer-kit-e.css","crossorigin":""}');
  });
});

describe("file names", () => {
  it("names a page by its path and locale, and a shell by its mall", () => {
    expect(pageFileName("/", "ko")).toBe("prerendered/index.ko.html");
    expect(pageFileName("/centerfield/home", "en")).toBe("prerendered/centerfield~home.en.html");
    expect(shellFileName("hanam", "ko")).toBe("prerendered/shell~hanam.ko.html");
  });
});

describe("inlineHashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes each inline script, each style element's text and each style attribute's decoded value, once", () => {
    const html =
      '<script src="/a.js"></script><script>go()</script><style>a{}</style><html style="--x:1"><p style="width:50%;font-family:&quot;A&quot;"></p><p style="--x:1"></p>';
    expect(inlineHashes(html)).toEqual({ scripts: [sha("go()")], styles: [sha("a{}")], styleAttributes: [sha("--x:1"), sha('width:50%;font-family:"A"')] });
    expect(cspHash("한글")).toBe(sha("한글"));
  });
});

describe("startupScript", () => {
  it("cannot close its script element, whatever a URL holds", () => {
    expect(startupScript("/assets/index.js", { scripts: [], styles: [], fetches: ["/api/x.do?q=</script>"] })).not.toContain("</script");
  });

  /** Runs the script with a document that records what is added to the head (and has `answers` as its data element's text), and timers run by hand. */
  function run(
    script: string,
    answers?: string,
    visibility: "visible" | "hidden" = "visible",
    marked: readonly string[] = [],
    PerformanceObserver: unknown = undefined,
  ) {
    const added: Record<string, string>[] = [];
    const element = (tag: string) => {
      const attrs: Record<string, string> = { tag };
      return new Proxy(attrs, {
        get: (t, k) => (k === "setAttribute" ? (name: string, value: string) => void (t[name] = value) : t[k as string]),
        set: (t, k, v: string) => ((t[k as string] = v), true),
      });
    };
    const listeners: (() => void)[] = [];
    const document = {
      visibilityState: visibility,
      addEventListener: (type: string, fn: () => void) => type === "visibilitychange" && listeners.push(fn),
      createElement: element,
      getElementById: (id: string) => (id === FIRST_ANSWERS_ID && answers !== undefined ? { textContent: answers } : null),
      querySelector: (selector: string) => (marked.some((href) => selector === `link[rel=stylesheet][href="${href}"]`) ? {} : null),
      head: { appendChild: (e: Record<string, string>) => void added.push({ ...e }) },
    };
    const tasks: { fn: () => void; at: number }[] = [];
    const frames: (() => void)[] = [];
    const setTimeout = (fn: () => void, ms = 0) => void tasks.push({ fn, at: ms });
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", script)(
      document,
      (fn: () => void) => frames.push(fn),
      setTimeout,
      PerformanceObserver,
    );
    /** Runs the first task due (by delay, then order), as the event loop would. */
    const task = () => {
      const due = tasks.reduce((first, t) => (t.at < first.at ? t : first));
      tasks.splice(tasks.indexOf(due), 1);
      due.fn();
    };
    const hide = () => {
      document.visibilityState = "hidden";
      for (const fn of listeners) fn();
    };
    return { added, frames, task, pending: () => tasks.length, hide, delays: () => tasks.map((t) => t.at) };
  }

  it("asks, after the first frame, for the calls, the entry, then the modules and stylesheets, one request a task, the scripts at low priority", () => {
    const page = run(startupScript("/assets/index.js", { fetches: ["/api/hanam/main.do?lan=ko"], scripts: ["/assets/kit.js"], styles: ["/assets/kit.css"] }));
    expect(page.added).toEqual([]);
    (page.frames.shift() as () => void)();
    page.task();
    expect(page.added).toEqual([{ tag: "link", rel: "preload", as: "fetch", href: "/api/hanam/main.do?lan=ko", crossorigin: "use-credentials" }]);
    page.task();
    expect(page.added.at(-1)).toEqual({ tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" });
    page.task();
    expect(page.added.at(-1)).toEqual({ tag: "link", rel: "modulepreload", href: "/assets/kit.js", crossorigin: "", fetchpriority: "low" });
    page.task();
    expect(page.added.at(-1)).toEqual({ tag: "link", rel: "preload", as: "style", href: "/assets/kit.css", crossorigin: "" });
    // What is left: the last step finding the list empty, and the net for a frame that never comes, which adds nothing twice.
    while (page.pending()) page.task();
    expect(page.added).toHaveLength(4);
  });

  it("does not ask for a call whose answer the HTML brought, and asks for the others", () => {
    const data = JSON.stringify({ modules: [], answers: [{ key: "content.main", url: "/api/hanam/main.do?lan=ko", body: {} }] });
    const page = run(startupScript("/assets/index.js", { fetches: ["/api/hanam/main.do?lan=ko", "/api/hanam/other.do"], scripts: [], styles: [] }), data);
    (page.frames.shift() as () => void)();
    while (page.pending()) page.task();
    expect(page.added).toEqual([
      { tag: "link", rel: "preload", as: "fetch", href: "/api/hanam/other.do", crossorigin: "use-credentials" },
      { tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" },
    ]);
  });

  it("does not preload a stylesheet the HTML has inline (marked by its disabled link), and preloads the others", () => {
    const page = run(startupScript("/assets/index.js", { fetches: [], scripts: [], styles: ["/assets/kit.css", "/assets/shell.css"] }), undefined, "visible", [
      "/assets/kit.css",
    ]);
    (page.frames.shift() as () => void)();
    while (page.pending()) page.task();
    expect(page.added).toEqual([
      { tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" },
      { tag: "link", rel: "preload", as: "style", href: "/assets/shell.css", crossorigin: "" },
    ]);
  });

  it("where the browser reports paints, it waits for the first contentful one to be on screen, not for a frame", () => {
    const observers: { callback: (list: unknown, observer: unknown) => void; options: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      entry: (typeof observers)[number];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.entry = { callback, options: null, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const report = (names: string[]) => {
      const o = observers[0]!;
      o.callback({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, { disconnect: () => (o.disconnected = true) });
    };
    const page = run(startupScript("/assets/index.js", { fetches: [], scripts: ["/assets/kit.js"], styles: [] }), undefined, "visible", [], FakeObserver);
    expect(page.frames).toHaveLength(0);
    expect(observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    // A first paint with nothing contentful is not it.
    report(["first-paint"]);
    expect(page.added).toEqual([]);
    report(["first-paint", "first-contentful-paint"]);
    expect(observers[0]?.disconnected).toBe(true);
    expect(page.added).toEqual([{ tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" }]);
    while (page.pending()) page.task();
    expect(page.added).toHaveLength(2);
  });

  it("a visible page waits for its first frame, however late: nothing is asked for before it but a net of a few seconds", () => {
    const page = run(startupScript("/assets/index.js", { fetches: [], scripts: [], styles: [] }));
    expect(page.delays()).toEqual([STARTUP_NET_MS]);
    expect(STARTUP_NET_MS).toBeGreaterThanOrEqual(2000);
    expect(page.added).toEqual([]);
    page.task();
    expect(page.added).toEqual([{ tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" }]);
    (page.frames.shift() as () => void)();
    while (page.pending()) page.task();
    expect(page.added).toHaveLength(1);
  });

  it("a tab in the background (no frame comes) starts at once, or as soon as it is hidden", () => {
    const hidden = run(startupScript("/assets/index.js", { fetches: [], scripts: [], styles: [] }), undefined, "hidden");
    expect(hidden.frames).toHaveLength(0);
    expect(hidden.added).toEqual([{ tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" }]);
    const later = run(startupScript("/assets/index.js", { fetches: [], scripts: [], styles: [] }));
    expect(later.added).toEqual([]);
    later.hide();
    expect(later.added).toEqual([{ tag: "script", type: "module", crossOrigin: "", fetchPriority: "low", src: "/assets/index.js" }]);
    (later.frames.shift() as () => void)();
    while (later.pending()) later.task();
    expect(later.added).toHaveLength(1);
  });
});
