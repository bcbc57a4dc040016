import Database from "better-sqlite3";
import { fillPath, type Endpoint } from "../schemas/api/endpoint.ts";
import { domains } from "../server/domains.ts";
import type { RouteDef } from "../server/http/context.ts";

export interface BenchTarget {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

const routes = new Map<string, RouteDef>();
for (const d of domains) for (const r of d.routes) routes.set(r.endpoint.id, r);

/**
 * The measured reads, built from the same examples the contract test sends. The coupon issue is not
 * among them: repeating one download measures a read after the first (bench-api-issues.ts).
 */
export function benchTargets(dbPath: string, memberCustId: string): BenchTarget[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return ["tenants.floorInfo", "events.list", "receipts.billLists"].map((id) => {
      const def = routes.get(id);
      if (!def) throw new Error(`no route ${id}`);
      const ep: Endpoint = def.endpoint;
      const ex = def.example({ db, memberCustId });
      const fields = new URLSearchParams(
        Object.entries(ex.input)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      const path = fillPath(ep.path, ex.params);
      return ep.method === "GET"
        ? { name: id, method: "GET", path: fields.size ? `${path}?${fields}` : path }
        : { name: id, method: "POST", path, body: fields.toString() };
    });
  } finally {
    db.close();
  }
}
