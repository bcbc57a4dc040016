import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { fieldsOf, toSearchParams } from "./fields.ts";

export interface EncodedBody {
  body: string | FormData;
  /** Null for multipart: fetch writes the content type with its boundary. */
  contentType: string | null;
}

/** A form input carrying a file (the club's staff-card upload) goes as multipart/form-data, the way the server reads it. */
function multipart(fields: Record<string, unknown>): FormData | null {
  if (!Object.values(fields).some((v) => v instanceof Blob)) return null;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null)
      form.append(key, value instanceof Blob ? value : typeof value === "object" ? JSON.stringify(value) : String(value));
  return form;
}

/** A POST's body: form-encoded (multipart when it carries a file) unless the endpoint says JSON. A GET has none (its input is the query). */
export function encodeBody(endpoint: Endpoint, input: unknown): EncodedBody | null {
  if (endpoint.method === "GET") return null;
  if (endpoint.encoding === "json") return { body: JSON.stringify(fieldsOf(input)), contentType: "application/json" };
  const form = multipart(fieldsOf(input));
  if (form) return { body: form, contentType: null };
  return { body: toSearchParams(fieldsOf(input)).toString(), contentType: "application/x-www-form-urlencoded;charset=UTF-8" };
}
