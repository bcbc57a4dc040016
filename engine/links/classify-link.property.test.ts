import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyLink, type ClassifiedLink } from "./classify-link.ts";
import { isListedHost } from "./link-policy.ts";
import { testPolicy } from "./links.fixture.ts";

const origin = new URL(testPolicy.origin);

/** What every non-refused result must satisfy, whatever the input was. */
function assertSafe(link: ClassifiedLink): void {
  switch (link.kind) {
    case "internal": {
      expect(link.path).toMatch(/^\/(?![/\\])/);
      expect(new URL(link.path, testPolicy.origin).origin).toBe(origin.origin);
      break;
    }
    case "external": {
      const url = new URL(link.url);
      expect(url.protocol).toBe("https:");
      expect(url.username + url.password).toBe("");
      expect(isListedHost(url.host, testPolicy.externalHosts)).toBe(true);
      break;
    }
    case "app":
      expect(testPolicy.appSchemes).toContain(link.url.split(":", 1)[0]);
      break;
    case "contact":
      expect(link.url).toMatch(/^(tel|mailto):[^\s]+$/);
      break;
    case "refused":
      break;
  }
}

const invisible = fc.constantFrom("\t", "\n", "\r", " ", "\u0000", "\u001f", "\u007f", "\u00a0", "\u200b", "\u200e", "\u202e", "\u2028", "\u3000", "\ufeff");
const randomCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((up) => [...text].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(""));
const percentEncodeSome = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((enc) => [...text].map((c, i) => (enc[i] ? `%${c.charCodeAt(0).toString(16).padStart(2, "0")}` : c)).join(""));
const insertAt = (text: string, what: fc.Arbitrary<string>) =>
  fc.tuple(fc.nat({ max: text.length }), what).map(([i, w]) => text.slice(0, i) + w + text.slice(i));
const pathPart = fc.stringMatching(/^[a-z0-9_.~-]{0,12}$/);
const offListHost = fc.domain().filter((h) => !isListedHost(h, testPolicy.externalHosts) && h !== origin.host);

// Inputs that are not internal, external, app or contact links by construction.
const hostileLinks: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom("javascript", "vbscript", "data", "blob", "file"), fc.string()).chain(([s, rest]) => randomCase(s).map((c) => `${c}:${rest}`)),
  fc.tuple(fc.constantFrom("javascript:alert(1)", "data:text/html,<script>x</script>", "vbscript:x"), fc.string()).chain(([s]) =>
    fc.oneof(
      insertAt(s, invisible),
      percentEncodeSome(s).filter((e) => e !== s),
    ),
  ),
  fc.tuple(invisible, fc.constantFrom("/hanam", "https://www.spoint.example/", "tel:1600-0000")).map(([w, s]) => w + s),
  fc.tuple(offListHost, pathPart).map(([h, p]) => `https://${h}/${p}`),
  fc
    .tuple(fc.domain(), pathPart)
    .map(([h, p]) => `http://${h}/${p}`)
    .filter((u) => new URL(u).origin !== origin.origin),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._~-]{1,8}(:[a-z0-9]{0,8})?$/), fc.constantFrom("www.spoint.example", "m.fieldmall.example", "a.shops.example"))
    .map(([u, h]) => `https://${u}@${h}/`),
  fc.tuple(fc.constantFrom("//", "/\\", "\\\\", "\\/", "/%2f", "/%5c", "/%252f"), fc.domain()).map(([p, h]) => `${p}${h}/`),
  fc.tuple(fc.stringMatching(/^[a-z0-9]{1,8}$/), pathPart).map(([a, b]) => `${a}/${b}`),
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => !["http", "https", "tel", "mailto", "fieldmall"].includes(s)),
      fc.string(),
    )
    .map(([s, rest]) => `${s}:${rest}`),
  fc.string({ minLength: 2049, maxLength: 2100 }).map((s) => `/${s}`),
);

describe("classifyLink properties", () => {
  it("keeps its promises for any input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.webUrl({ withQueryParameters: true, withFragments: true }), hostileLinks), (raw) => {
        assertSafe(classifyLink(raw, testPolicy));
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("refuses everything that is not a usable link by construction", () => {
    fc.assert(
      fc.property(hostileLinks, (raw) => {
        expect(classifyLink(raw, testPolicy).kind).toBe("refused");
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("routes every plain slash path internally, unchanged", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_~-]{1,10}$/), { maxLength: 6 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(classifyLink(path, testPolicy)).toEqual({ kind: "internal", path });
        expect(classifyLink(`${testPolicy.origin}${path}`, testPolicy)).toEqual({ kind: "internal", path });
      }),
    );
  });

  it("opens every https link on a listed host outside the app", () => {
    fc.assert(
      fc.property(fc.constantFrom("www.spoint.example", "m.shops.example", "x.y.shops.example"), fc.stringMatching(/^[a-z0-9_~-]{0,12}$/), (host, p) => {
        expect(classifyLink(`https://${host}/${p}`, testPolicy)).toEqual({ kind: "external", url: `https://${host}/${p}` });
      }),
    );
  });
});
