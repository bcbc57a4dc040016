/**
 * What the bare log sender (logging-send.ts) needs of the logging endpoints of schemas/api/logging.ts,
 * kept by hand so page views and hits never load zod or the decoding client (docs/decisions/0010).
 * logging-endpoints.test.ts checks every field against the catalogue, so the two cannot drift.
 */
export interface LogCall {
  id: string;
  method: "GET" | "POST";
  path: string;
  /** How a POST body is encoded (a GET sends its fields as the query). */
  encoding: "form" | "json";
  /** The input fields the endpoint reads; any other field is left out. */
  fields: readonly string[];
  /** Duplicate-call window: an identical call within it is not sent again. */
  guardMs: number;
  /** The client timeout of the endpoint's client kind. */
  timeoutMs: number;
  omitCustId: boolean;
}

/** The query parameter that carries a known member's customer id (engine/api/url.ts). */
export const LOG_CUST_ID_PARAM = "custid";

export const logCalls = {
  info: {
    id: "logging.info",
    method: "GET",
    path: "/api/log/info.do",
    encoding: "form",
    fields: ["mall", "logType", "url", "msg"],
    guardMs: 3_000,
    timeoutMs: 60_000,
    omitCustId: false,
  },
  pvlog: {
    id: "logging.pvlog",
    method: "GET",
    path: "/api/pv/pvlog.do",
    encoding: "form",
    fields: ["mall", "url", "referrer", "deviceId"],
    guardMs: 3_000,
    timeoutMs: 60_000,
    omitCustId: false,
  },
  bnhits: {
    id: "logging.bnhits",
    method: "GET",
    path: "/api/bnhits.do",
    encoding: "form",
    fields: ["mall", "bnSeq"],
    guardMs: 1_000,
    timeoutMs: 60_000,
    omitCustId: false,
  },
  pophits: {
    id: "logging.pophits",
    method: "GET",
    path: "/api/pophits.do",
    encoding: "form",
    fields: ["mall", "popSeq"],
    guardMs: 1_000,
    timeoutMs: 60_000,
    omitCustId: false,
  },
} as const satisfies Readonly<Record<string, LogCall>>;
