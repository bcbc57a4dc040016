import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_TIMEOUTS_MS } from "../../schemas/api/endpoint.ts";
import { loggingEndpoints } from "../../schemas/api/logging.ts";
import { LOG_CUST_ID_PARAM, logCalls } from "./logging-endpoints.ts";
import { CUST_ID_PARAM } from "./url.ts";

describe("the bare logging descriptors", () => {
  it.each(Object.entries(logCalls))("%s matches the endpoint catalogue", (name, call) => {
    const e = loggingEndpoints[name as keyof typeof logCalls];
    expect(call).toEqual({
      id: e.id,
      method: e.method,
      path: e.path,
      encoding: e.encoding,
      fields: Object.keys(e.input.shape),
      guardMs: e.guardMs,
      timeoutMs: CLIENT_TIMEOUTS_MS[e.client],
      omitCustId: e.omitCustId,
    });
    expect(Object.keys(e.params.shape), "a bare call fills no path params").toEqual([]);
  });

  it("sends the custid parameter the client sends", () => {
    expect(LOG_CUST_ID_PARAM).toBe(CUST_ID_PARAM);
  });

  it("sends what the server accepts", () => {
    expect(() => loggingEndpoints.pvlog.input.parse({ mall: "hanam", url: "/hanam", referrer: "https://search.example/", deviceId: "d-1" })).not.toThrow();
    expect(() => loggingEndpoints.bnhits.input.parse({ mall: "hanam", bnSeq: "3" })).not.toThrow();
    expect(() => loggingEndpoints.pophits.input.parse({ popSeq: "12" })).not.toThrow();
  });
});

/** Every module a file imports, following relative imports (type-only imports are erased by the build). */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const m of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    const spec = m[1] ?? "";
    if (spec.startsWith(".")) importGraph(join(dirname(file), spec), seen);
    else seen.add(spec);
  }
  return seen;
}

describe("fire-and-forget logging", () => {
  it("loads neither zod, the endpoint schemas nor the decoding client", () => {
    const graph = ["logging.ts", "logging-calls.ts"].flatMap((f) => [...importGraph(join(import.meta.dirname, f))]);
    expect(graph.filter((m) => m === "zod" || m.includes("/schemas/api/") || m.endsWith("/client.ts") || m === "ofetch")).toEqual([]);
  });
});
