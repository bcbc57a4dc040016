import * as z from "zod/mini";
import { mallParams, okMessage, PLAIN_TEXT } from "./common.ts";
import { endpoint, GUARD_MS } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// Logging and page info (spec part-2 §7 "Logging"; part-1 §2 page-info lookup, §3 pageInfo).
// Every log call writes exactly one row; the answer is the success envelope.

const optionalMall = lazySchema(() =>
  z
    .optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a mall path name")))
    .check(z.describe("The mall the hit happened in (404 'Mall not supported' when unknown)")),
);
const url = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)));
const logged = lazySchema(() => z.object({ message: okMessage }));

export const seoInfoSchema = lazySchema(() =>
  z.object({ seoTitl: z.string(), seoKeyWord: z.string().check(z.describe("Comma-separated keywords")), seoDescribe: z.string() }),
);

export const loggingEndpoints = {
  info: endpoint({
    id: "logging.info",
    method: "GET",
    writes: true,
    path: "/api/log/info.do",
    input: () =>
      z.object({
        mall: optionalMall,
        logType: z
          ._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), "info")
          .check(z.describe(`What is logged (ecatalog for the e-catalog link of the top banner); ${PLAIN_TEXT}`)),
        url: z.optional(url).check(z.describe(`The link or page concerned, not checked as a URL; ${PLAIN_TEXT}`)),
        msg: z.optional(z.string().check(z.maxLength(500))).check(z.describe(`The log message; ${PLAIN_TEXT}`)),
      }),
    response: logged,
    summary: "Client log line (for example the e-catalog link opened from the top banner)",
  }),
  pvlog: endpoint({
    id: "logging.pvlog",
    method: "GET",
    writes: true,
    path: "/api/pv/pvlog.do",
    input: () =>
      z.object({
        mall: optionalMall,
        url: url.check(z.describe(`The page path viewed, not checked as a URL; ${PLAIN_TEXT}`)),
        referrer: z.optional(z.string().check(z.maxLength(2000))).check(z.describe(`The referring page; ${PLAIN_TEXT}`)),
        deviceId: z.optional(z.string().check(z.maxLength(100))).check(z.describe(`The app's device id, when in the app; ${PLAIN_TEXT}`)),
      }),
    response: logged,
    summary: "Page view",
  }),
  bnhits: endpoint({
    id: "logging.bnhits",
    method: "GET",
    writes: true,
    path: "/api/bnhits.do",
    input: () => z.object({ mall: optionalMall, bnSeq: z.coerce.number().check(z.int(), z.gte(1), z.describe("The banner's bnSeq")) }),
    response: logged,
    guardMs: GUARD_MS.banner,
    summary: "Banner tap (one row per call)",
  }),
  pophits: endpoint({
    id: "logging.pophits",
    method: "GET",
    writes: true,
    path: "/api/pophits.do",
    input: () => z.object({ mall: optionalMall, popSeq: z.coerce.number().check(z.int(), z.gte(1), z.describe("The top banner's or popup's popSeq")) }),
    response: logged,
    guardMs: GUARD_MS.banner,
    summary: "Top banner or popup tap (one row per call)",
  }),
  seoInfo: endpoint({
    id: "logging.seoInfo",
    method: "GET",
    path: "/api/:mall/seoInfo.do",
    params: mallParams,
    input: () =>
      z.object({
        url: z
          .string()
          .check(z.trim(), z.minLength(1), z.maxLength(2000), z.describe("The page path (or full URL); its first four path segments are the lookup key")),
      }),
    response: () =>
      z.object({
        message: okMessage,
        seoInfo: seoInfoSchema.check(z.describe("The page's info, or the mall's default when the page has none")),
        clientIp: z.string(),
      }),
    summary: "Page info of a page by the first four segments of its path (e.g. /hanam/event/main/<id>, /hanam/myfield/main)",
  }),
  gateUrl: endpoint({
    id: "logging.gateUrl",
    method: "GET",
    writes: true,
    path: "/api/:mall/gateUrl",
    params: () => mallParams.check(z.describe("{path} of the spec: the branch path")),
    response: () =>
      z.object({
        message: okMessage,
        gateUrl: z.string().check(z.describe("The branch's entry path in the app")),
        bcnCd: z.string().check(z.describe("Two-digit branch code; empty for a branch without one")),
        bcnNm: z.string(),
      }),
    summary: "Gate entry to a branch: records the entry and answers the branch's entry path, code and name",
  }),
} as const;
