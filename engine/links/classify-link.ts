import { isListedHost, type LinkPolicy } from "./link-policy.ts";

/** Why a link was not followed; for logs and tests, never shown to users. */
export type RefusalReason =
  | "empty"
  | "too-long"
  | "control-character"
  | "backslash"
  | "encoded-scheme"
  | "malformed-encoding"
  | "protocol-relative"
  | "relative"
  | "malformed"
  | "credentials"
  | "insecure-http"
  | "host-not-listed"
  | "forbidden-scheme"
  | "unknown-scheme"
  | "implausible-contact";

/** A link from data after classification: what to do with it, or why not. */
export type ClassifiedLink =
  | { kind: "internal"; path: string }
  | { kind: "external"; url: string }
  | { kind: "app"; url: string }
  | { kind: "contact"; url: string }
  | { kind: "refused"; reason: RefusalReason };

/** Longer links are refused outright: nothing the product links to comes close. */
export const MAX_LINK_LENGTH = 2048;

// Schemes that run code or read local data; never followed, whatever the policy lists.
const FORBIDDEN_SCHEMES = new Set(["javascript", "vbscript", "data", "blob", "file", "about", "filesystem", "view-source", "jar"]);
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const TEL = /^\+?\d[\d().-]{2,24}$/;
const MAILTO = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\?[A-Za-z0-9=&%._~+-]*)?$/;
// A placeholder base to resolve slash paths against without depending on where the app runs.
const PATH_BASE = "https://path.invalid";

const refused = (reason: RefusalReason): ClassifiedLink => ({ kind: "refused", reason });

// Whitespace, C0/C1 controls, soft hyphen, zero-width and bidi marks: browsers drop some of these
// silently inside URLs (java\tscript:), and the rest only hide what a link really says.
function isInvisible(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0xad ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    (code >= 0x205f && code <= 0x206f) ||
    code === 0x3000 ||
    code === 0xfeff ||
    (code >= 0xfff9 && code <= 0xfffb)
  );
}

const hasInvisible = (text: string) => [...text].some((ch) => isInvisible(ch.codePointAt(0) ?? 0));
const withoutInvisible = (text: string) => [...text].filter((ch) => !isInvisible(ch.codePointAt(0) ?? 0)).join("");

// Byte-wise and forgiving: enough to see through %6Aavascript: or /%2F/host, never throws.
const percentDecoded = (text: string) => text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The text and up to three rounds of percent-decoding of it (double encoding included). */
function decodings(text: string): string[] {
  const out = [text];
  for (let i = 0; i < 3; i++) {
    const next = percentDecoded(out[out.length - 1] ?? "");
    if (next === out[out.length - 1]) break;
    out.push(next);
  }
  return out;
}

function internalPath(raw: string): ClassifiedLink {
  if (raw.startsWith("//")) return refused("protocol-relative");
  if (decodings(raw).some((d) => /^\/[\\/]/.test(withoutInvisible(d)))) return refused("protocol-relative");
  try {
    decodeURI(raw);
  } catch {
    return refused("malformed-encoding");
  }
  const url = new URL(raw, PATH_BASE);
  if (url.origin !== PATH_BASE) return refused("malformed");
  return { kind: "internal", path: `${url.pathname}${url.search}${url.hash}` };
}

function webLink(raw: string, scheme: string, policy: LinkPolicy): ClassifiedLink {
  // WHATWG parsers accept https:host and https:/host for special schemes; data never needs them.
  if (!new RegExp(`^${scheme}://[^/?#]`, "i").test(raw)) return refused("malformed");
  const authority = raw.slice(scheme.length + 3).split(/[/?#]/, 1)[0] ?? "";
  if (authority.includes("@")) return refused("credentials");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused("malformed");
  }
  if (url.username || url.password) return refused("credentials");
  // A same-origin URL routes like its path, so the path must pass the same checks (https://app//evil).
  if (policy.origin && url.origin === policy.origin) return internalPath(`${url.pathname}${url.search}${url.hash}`);
  if (scheme !== "https") return refused("insecure-http");
  return isListedHost(url.host, policy.externalHosts) ? { kind: "external", url: url.href } : refused("host-not-listed");
}

function contactLink(scheme: "tel" | "mailto", rest: string): ClassifiedLink {
  const plausible = scheme === "tel" ? TEL.test(rest) && /\d{3}/.test(rest.replace(/\D/g, "")) : MAILTO.test(rest);
  return plausible ? { kind: "contact", url: `${scheme}:${rest}` } : refused("implausible-contact");
}

/**
 * Decides what a link from data (banners, events, server HTML) may do under a policy: route inside
 * the app, open a listed https host outside it, hand over to a listed app scheme, start a call or
 * mail, or nothing at all. Anything unusual is refused rather than repaired.
 */
export function classifyLink(raw: string | null | undefined, policy: LinkPolicy): ClassifiedLink {
  if (typeof raw !== "string" || raw === "") return refused("empty");
  if (raw.length > MAX_LINK_LENGTH) return refused("too-long");
  if (hasInvisible(raw)) return refused("control-character");
  if (raw.includes("\\")) return refused("backslash");
  if (raw.startsWith("/")) return internalPath(raw);
  const match = SCHEME.exec(raw);
  if (!match?.[1]) {
    const hidesScheme = decodings(raw).some((d) => SCHEME.test(withoutInvisible(d)));
    return refused(hidesScheme ? "encoded-scheme" : "relative");
  }
  const scheme = match[1].toLowerCase();
  const rest = raw.slice(scheme.length + 1);
  if (FORBIDDEN_SCHEMES.has(scheme)) return refused("forbidden-scheme");
  if (scheme === "https" || scheme === "http") return webLink(raw, scheme, policy);
  if (scheme === "tel" || scheme === "mailto") return contactLink(scheme, rest);
  if (policy.appSchemes.includes(scheme)) return rest ? { kind: "app", url: `${scheme}:${rest}` } : refused("malformed");
  return refused("unknown-scheme");
}
