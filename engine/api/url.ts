import { fillPath, type Endpoint } from "../../schemas/api/endpoint.ts";
import { fieldsOf, toSearchParams } from "./fields.ts";

/** The query parameter the client adds for a known member (spec: custid). */
export const CUST_ID_PARAM = "custid";

/**
 * The full URL of a call: base + the endpoint's path with its params filled, then the query:
 * a GET's input fields, and `custid` when a member is known and the endpoint does not drop it.
 */
export function requestUrl(base: string, endpoint: Endpoint, params: unknown, input: unknown, custId: string | null): string {
  const path = fillPath(endpoint.path, fieldsOf(params) as Record<string, string | number>);
  const query = toSearchParams(endpoint.method === "GET" ? fieldsOf(input) : undefined);
  if (custId && !endpoint.omitCustId && !query.has(CUST_ID_PARAM)) query.set(CUST_ID_PARAM, custId);
  const qs = query.toString();
  return `${base}${path}${qs ? `?${qs}` : ""}`;
}
