import type { Context } from "hono";
import type * as z from "zod/mini";
import type { Endpoint, EndpointAuth } from "../../schemas/api/endpoint.ts";
import type { Migration } from "../db/migrate.ts";
import type { Db } from "../db/open.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { Session } from "./session.ts";

/** A mall as the server knows it (read from the manifests at start). */
export interface ServerMall {
  path: string;
  code: string | null;
  nameKo: string;
  nameEn: string;
  brand: string;
  product: string;
}

/** What every handler gets besides its validated params and input. */
export interface ServerDeps {
  db: Db;
  malls: ReadonlyMap<string, ServerMall>;
  /** Every brand's hosts, from brands.json (production and development): the only hosts a login may return to. */
  brandHosts: ReadonlySet<string>;
  /** The server's clock (tests pin it). */
  now: () => Date;
  limiter: RateLimiter;
  /** Validate every response against its schema before sending (on outside production). */
  checkResponses: boolean;
  /** Settings from the environment (server/env.ts) that handlers act on; no handler reads process.env. */
  settings: ServerSettings;
  /**
   * Resolves once every write committed so far is on disk: the group commit of a database opened
   * with synchronous NORMAL (server/db/group-commit.ts). A request that wrote is answered after it.
   * Absent: each commit flushed itself (synchronous FULL).
   */
  durable?: () => Promise<void>;
  /** This server's own routes without a socket (set by createApp): in-process calls such as the waiting proxy's default queue service. */
  selfFetch?: (request: Request) => Promise<Response>;
}

export interface ServerSettings {
  /**
   * MALL_CLOCK_HEADER (tests only, refused in production): an API request's X-Mall-Clock header sets
   * the clock its handler sees (HandlerContext.now), so one server can answer as on another day.
   */
  clockHeader: boolean;
  /** Phone-authentication codes come back in the answer (devAuthNo): with MALL_DEMO only (the demo setting). */
  revealAuthCodes: boolean;
  /** The bearer token the queue service accepts (QUEUE_TOKEN), and the one the waiting proxy sends. */
  queueToken: string;
  /** Base URL of the queue service the waiting proxy calls (QUEUE_URL, no trailing slash); null: this server's own /api/queue, in-process. */
  queueUrl: string | null;
}

/**
 * What a handler gets, narrowed by its endpoint as registerRoute guarantees: a member endpoint has a
 * session (else 401), a path with :mall has its mall (else 404).
 */
export interface HandlerContext<P, I, A extends EndpointAuth = EndpointAuth> {
  params: P;
  input: I;
  /** The mall of the :mall param (null when the path has none). */
  mall: MallOf<P>;
  session: A extends "member" ? Session : Session | null;
  /** The request's time in epoch ms, read once from deps.now, so one request sees one instant. */
  now: number;
  deps: ServerDeps;
  c: Context;
  /** The client address, for rate limits. */
  ip: string;
}

/** A required mall param always has its mall, an optional one may not; no params (an index signature, Record<string, never>) means no mall. */
type MallOf<P> = string extends keyof P ? null : "mall" extends keyof P ? (P extends { mall: unknown } ? ServerMall : ServerMall | null) : null;

/** An HTTP error a handler throws: the framework answers with its status and message, writing nothing. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503 | 504,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

/** A handler answers with the response body (message "success" included) or a ready Response. */
export type Handler<E extends Endpoint> = (ctx: HandlerContext<z.output<E["params"]>, z.output<E["input"]>, E["auth"]>) => unknown | Promise<unknown>;

/** A handler as registerRoute calls it, with what any endpoint's context may hold. */
export type AnyHandler = (ctx: Omit<HandlerContext<Record<string, unknown>, unknown>, "mall"> & { mall: ServerMall | null }) => unknown | Promise<unknown>;

export interface RouteDef {
  endpoint: Endpoint;
  handler: AnyHandler;
  /** A request the contract test sends (valid against the seed data); headers: extra request headers (the queue service's bearer token). */
  example: (ctx: ExampleContext) => {
    params: Record<string, string>;
    input: Record<string, unknown>;
    as?: "member" | "guest";
    headers?: Record<string, string>;
  };
  /**
   * A public GET whose answer is the same for every caller: it depends on the URL, the mall, the
   * Seoul day and the database only, never on the session, cookies or client address. Its answers
   * are kept, compressed, until the database changes, and carry an ETag (server/http/shared-answers.ts).
   */
  shared?: true;
}

export interface ExampleContext {
  db: Db;
  /** The consented demo member's customer id. */
  memberCustId: string;
}

/** Declares a route: an endpoint of the catalogue, its handler and an example request. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, example: RouteDef["example"], options: { shared?: true } = {}): RouteDef {
  if (options.shared && (endpoint.method !== "GET" || endpoint.writes || endpoint.auth !== "public" || endpoint.limits.length > 0))
    throw new Error(`${endpoint.id}: only a public read without limits can share its answers`);
  return { endpoint, handler: handler as unknown as AnyHandler, example, ...options };
}

/** A domain of the server: its tables, its seed data and its routes. */
export interface ServerDomain {
  name: string;
  /** Append-only steps: SQL scripts, or functions where SQL cannot compute a value (server/db/migrate.ts). */
  migrations: readonly Migration[];
  /** Writes the deterministic seed data (run once, on an empty database). */
  seed: (db: Db, ctx: SeedContext) => void;
  routes: readonly RouteDef[];
}

export interface SeedContext {
  now: Date;
  malls: readonly ServerMall[];
  /** A deterministic random source in [0, 1) for this domain. */
  random: () => number;
}
