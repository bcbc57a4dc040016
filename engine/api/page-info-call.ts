import type * as z from "zod/mini";
import { loggingEndpoints, type seoInfoSchema } from "../../schemas/api/logging.ts";
import type { ApiClient } from "./client.ts";

/** The mall state's pageInfo (spec part-1 §3): the page's seoInfo and the client's address. */
export interface PageInfo {
  seoInfo: z.output<typeof seoInfoSchema>;
  clientIp: string;
}

/** Looks up the page info of a page-info URL (logging.seoInfo); a background call, never the loading veil. */
export async function fetchPageInfo(mall: string, url: string, client: ApiClient): Promise<PageInfo> {
  const r = await client.call(loggingEndpoints.seoInfo, { params: { mall }, input: { url } }, { background: true });
  return { seoInfo: r.seoInfo, clientIp: r.clientIp };
}
