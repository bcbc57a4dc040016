import { z } from "zod";
import { mallParams, okMessage } from "./common.ts";
import { endpoint, GUARD_MS } from "./endpoint.ts";

// Logging and page info (spec part-2 §7 "Logging"; part-1 §2 page-info lookup, §3 pageInfo).
// Every log call writes exactly one row; the answer is the success envelope.

const optionalMall = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a mall path name").optional().describe("The mall the hit happened in (404 'Mall not supported' when unknown)");
const url = z.string().trim().min(1).max(2000);
const logged = z.object({ message: okMessage });

export const seoInfoSchema = z.object({ seoTitl: z.string(), seoKeyWord: z.string().describe("Comma-separated keywords"), seoDescribe: z.string() });

export const loggingEndpoints = {
  info: endpoint({
    id: "logging.info",
    method: "GET",
    path: "/api/log/info.do",
    input: z.object({
      mall: optionalMall,
      logType: z.string().trim().min(1).max(40).default("info").describe("What is logged (ecatalog for the e-catalog link of the top banner)"),
      url: url.optional().describe("The link or page concerned"),
      msg: z.string().max(500).optional(),
    }),
    response: logged,
    summary: "Client log line (for example the e-catalog link opened from the top banner)",
  }),
  pvlog: endpoint({
    id: "logging.pvlog",
    method: "GET",
    path: "/api/pv/pvlog.do",
    input: z.object({ mall: optionalMall, url: url.describe("The page path viewed"), referrer: z.string().max(2000).optional(), deviceId: z.string().max(100).optional().describe("The app's device id, when in the app") }),
    response: logged,
    summary: "Page view",
  }),
  bnhits: endpoint({
    id: "logging.bnhits",
    method: "GET",
    path: "/api/bnhits.do",
    input: z.object({ mall: optionalMall, bnSeq: z.coerce.number().int().min(1).describe("The banner's bnSeq") }),
    response: logged,
    guardMs: GUARD_MS.banner,
    summary: "Banner tap (one row per call)",
  }),
  pophits: endpoint({
    id: "logging.pophits",
    method: "GET",
    path: "/api/pophits.do",
    input: z.object({ mall: optionalMall, popSeq: z.coerce.number().int().min(1).describe("The top banner's or popup's popSeq") }),
    response: logged,
    guardMs: GUARD_MS.banner,
    summary: "Top banner or popup tap (one row per call)",
  }),
  seoInfo: endpoint({
    id: "logging.seoInfo",
    method: "GET",
    path: "/api/:mall/seoInfo.do",
    params: mallParams,
    input: z.object({ url: z.string().trim().min(1).max(2000).describe("The page path (or full URL); its first four path segments are the lookup key") }),
    response: z.object({
      message: okMessage,
      seoInfo: seoInfoSchema.describe("The page's info, or the mall's default when the page has none"),
      clientIp: z.string(),
    }),
    summary: "Page info of a page by the first four segments of its path (e.g. /hanam/event/main/<id>, /hanam/myfield/main)",
  }),
  gateUrl: endpoint({
    id: "logging.gateUrl",
    method: "GET",
    path: "/api/:mall/gateUrl",
    params: mallParams.describe("{path} of the spec: the branch path"),
    response: z.object({ message: okMessage, gateUrl: z.string().describe("The branch's entry path in the app"), bcnCd: z.string().describe("Two-digit branch code; empty for a branch without one"), bcnNm: z.string() }),
    summary: "Gate entry to a branch: records the entry and answers the branch's entry path, code and name",
  }),
} as const;
