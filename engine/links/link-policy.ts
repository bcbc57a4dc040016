import type { Brands } from "../../schemas/brands.ts";

/** Which links from data the app follows, and how. */
export interface LinkPolicy {
  /** The app's own origin (https://m.fieldmall.example); absolute URLs on it are internal routes. */
  origin: string;
  /** Hosts that open outside the app; "*.host" also allows subdomains (never the host itself). */
  externalHosts: readonly string[];
  /** Deep-link schemes of apps we hand over to (fieldmall). */
  appSchemes: readonly string[];
  /** Hosts of the e-catalog (brands.json links.ecatalogHosts): opened in the device browser and logged. */
  ecatalogHosts?: readonly string[];
}

/** The app's origin normalised (scheme, host, port), or "" when it is not an http(s) origin. */
export function normaliseOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : "";
  } catch {
    return "";
  }
}

/** The link policy of the brands manifest for the app served at `origin`. */
export function linkPolicyFor(brands: Pick<Brands, "links">, origin: string): LinkPolicy {
  return {
    origin: normaliseOrigin(origin),
    externalHosts: (brands.links?.externalHosts ?? []).map((h) => h.toLowerCase()),
    appSchemes: (brands.links?.appSchemes ?? []).map((s) => s.toLowerCase()),
    ecatalogHosts: (brands.links?.ecatalogHosts ?? []).map((h) => h.toLowerCase()),
  };
}

/** Only links within the app: what a component sees when no policy is provided. */
export function sameOriginPolicy(origin: string): LinkPolicy {
  return { origin: normaliseOrigin(origin), externalHosts: [], appSchemes: [] };
}

/** True when `host` (as URL.host gives it, lower case, port included) is on the list. */
export function isListedHost(host: string, externalHosts: readonly string[]): boolean {
  return externalHosts.some((entry) => (entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));
}

/** True when a classified external link goes to an e-catalog host of the policy. */
export function isEcatalogUrl(url: string, policy: LinkPolicy): boolean {
  try {
    return isListedHost(new URL(url).host.toLowerCase(), policy.ecatalogHosts ?? []);
  } catch {
    return false;
  }
}
