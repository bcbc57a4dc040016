import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { fieldsOf, toSearchParams } from "./fields.ts";

export interface EncodedBody {
  body: string;
  contentType: string;
}

/** A POST's body: form-encoded unless the endpoint says JSON. A GET has none (its input is the query). */
export function encodeBody(endpoint: Endpoint, input: unknown): EncodedBody | null {
  if (endpoint.method === "GET") return null;
  if (endpoint.encoding === "json") return { body: JSON.stringify(fieldsOf(input)), contentType: "application/json" };
  return { body: toSearchParams(fieldsOf(input)).toString(), contentType: "application/x-www-form-urlencoded;charset=UTF-8" };
}
