import { catalog } from "../../schemas/api/catalog.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";

interface Pattern {
  endpoint: Endpoint;
  re: RegExp;
  /** Literal segments: a literal beats a :param when two patterns match. */
  literals: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(endpoint: Endpoint): Pattern {
  const segments = endpoint.path.split("/");
  const re = segments.map((s) => (s.startsWith(":") ? "[^/]+" : escape(s).replace(/:[A-Za-z][A-Za-z0-9]*/g, "[^/]+"))).join("/");
  return { endpoint, re: new RegExp(`^${re}$`), literals: segments.filter((s) => !s.includes(":")).length };
}

let patterns: Pattern[] | null = null;

/** The catalogue endpoint a request is for (by method and path), or null for a call outside it. */
export function endpointOf(method: string, url: string): Endpoint | null {
  patterns ??= catalog.map(patternOf);
  const path = new URL(url, "http://localhost").pathname;
  let best: Pattern | null = null;
  for (const p of patterns) {
    if (p.endpoint.method !== method.toUpperCase() || !p.re.test(path)) continue;
    if (!best || p.literals > best.literals) best = p;
  }
  return best?.endpoint ?? null;
}
