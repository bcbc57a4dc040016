import { describe, expect, it } from "vitest";
import { cspWithInlineCode, pickAnswered, pickPrerendered, type PrerenderedIndex } from "./prerendered-pages.ts";

const index: PrerenderedIndex = {
  pages: {
    "/": { default: "ko", files: { ko: "prerendered/index.ko.html" } },
    "/centerfield/home": {
      default: "ko",
      files: { ko: "prerendered/centerfield~home.ko.html", en: "prerendered/centerfield~home.en.html" },
      answered: { path: "/centerfield/home", styles: ["/assets/kit.css"] },
    },
    "/hanam/myinfo/receipt": { default: "ko", files: { ko: "prerendered/hanam~myinfo~receipt.ko.html" }, member: true },
  },
  shells: {
    centerfield: { default: "ko", files: { ko: "prerendered/shell~centerfield.ko.html", en: "prerendered/shell~centerfield.en.html" } },
    hanam: { default: "ko", files: { ko: "prerendered/shell~hanam.ko.html" } },
  },
  inline: { scripts: ["'sha256-s'"], styles: ["'sha256-a'"], styleAttributes: ["'sha256-b'", "'sha256-c'"] },
};

describe("pickPrerendered", () => {
  it("answers a page's path with its page, in the chosen locale when it has it", () => {
    expect(pickPrerendered(index, "/centerfield/home", false, undefined)).toBe("prerendered/centerfield~home.ko.html");
    expect(pickPrerendered(index, "/centerfield/home", false, "en")).toBe("prerendered/centerfield~home.en.html");
    expect(pickPrerendered(index, "/", false, "en")).toBe("prerendered/index.ko.html");
  });

  it("matches paths as the routes do: without case, a trailing slash alike", () => {
    expect(pickPrerendered(index, "/CenterField/Home/", false, undefined)).toBe("prerendered/centerfield~home.ko.html");
  });

  it("answers a mall's other routes, and its page with a query, with the mall's shell", () => {
    expect(pickPrerendered(index, "/hanam/event", false, undefined)).toBe("prerendered/shell~hanam.ko.html");
    expect(pickPrerendered(index, "/centerfield/home", true, "en")).toBe("prerendered/shell~centerfield.en.html");
    expect(pickPrerendered(index, "/hanam/tenant/x", false, "en")).toBe("prerendered/shell~hanam.ko.html");
  });

  it("answers a member route's own shell only to a request with a session; a guest, and a query, get the mall's shell", () => {
    expect(pickPrerendered(index, "/hanam/myinfo/receipt", false, undefined, true)).toBe("prerendered/hanam~myinfo~receipt.ko.html");
    expect(pickPrerendered(index, "/hanam/myinfo/receipt", false, undefined)).toBe("prerendered/shell~hanam.ko.html");
    expect(pickPrerendered(index, "/hanam/myinfo/receipt", false, undefined, false)).toBe("prerendered/shell~hanam.ko.html");
    expect(pickPrerendered(index, "/hanam/myinfo/receipt", true, undefined, true)).toBe("prerendered/shell~hanam.ko.html");
    expect(pickAnswered(index, "/hanam/myinfo/receipt", false, undefined)).toBeNull();
  });

  it("leaves everything else to the plain index.html", () => {
    expect(pickPrerendered(index, "/", true, undefined)).toBeNull();
    expect(pickPrerendered(index, "/nowhere/at/all", false, undefined)).toBeNull();
    expect(pickPrerendered(index, "/app/setting", false, undefined)).toBeNull();
  });
});

describe("pickAnswered", () => {
  it("names the page a server may render again with its answers, and the locale of the file picked", () => {
    expect(pickAnswered(index, "/CenterField/Home/", false, "en")).toEqual({ path: "/centerfield/home", locale: "en", styles: ["/assets/kit.css"] });
    expect(pickAnswered(index, "/centerfield/home", false, "fr")).toEqual({ path: "/centerfield/home", locale: "ko", styles: ["/assets/kit.css"] });
  });

  it("is null for a page without first calls, a shell, and a page asked for with a query (its shell is answered)", () => {
    expect(pickAnswered(index, "/", false, undefined)).toBeNull();
    expect(pickAnswered(index, "/hanam/event", false, undefined)).toBeNull();
    expect(pickAnswered(index, "/centerfield/home", true, undefined)).toBeNull();
  });
});

describe("cspWithInlineCode", () => {
  it("allows the files' scripts and style elements by hash in their own directives, style attributes by hash, and nothing else inline", () => {
    const csp = cspWithInlineCode("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'", index.inline);
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'sha256-s'; style-src 'self' 'sha256-a'; img-src 'self'; style-src-attr 'unsafe-hashes' 'sha256-b' 'sha256-c'",
    );
    expect(csp).not.toContain("unsafe-inline");
    expect(cspWithInlineCode("style-src 'self'", { scripts: [], styles: [], styleAttributes: [] })).toBe("style-src 'self'");
    expect(cspWithInlineCode("default-src 'self'", { scripts: ["'sha256-s'"], styles: [], styleAttributes: [] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-s'",
    );
  });
});
