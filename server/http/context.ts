import type { Context } from "hono";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
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
  /** The server's clock (tests pin it). */
  now: () => Date;
  limiter: RateLimiter;
  /** Validate every response against its schema before sending (on outside production). */
  checkResponses: boolean;
}

export interface HandlerContext<P, I> {
  params: P;
  input: I;
  /** The mall of the :mall param, when the path has one. */
  mall: ServerMall | null;
  session: Session | null;
  deps: ServerDeps;
  c: Context;
  /** The client address, for rate limits. */
  ip: string;
}

/** An HTTP error a handler throws: the framework answers with its status and message, writing nothing. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

/** A handler answers with the response body (message "success" included) or a ready Response. */
export type Handler<E extends Endpoint> = (ctx: HandlerContext<import("zod/mini").output<E["params"]>, import("zod/mini").output<E["input"]>>) => unknown | Promise<unknown>;

export interface RouteDef {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  /** A request the contract test sends (valid against the seed data); headers: extra request headers (the queue service's bearer token). */
  example: (ctx: ExampleContext) => { params: Record<string, string>; input: Record<string, unknown>; as?: "member" | "guest"; headers?: Record<string, string> };
}

export interface ExampleContext {
  db: Db;
  /** The consented demo member's customer id. */
  memberCustId: string;
}

/** Declares a route: an endpoint of the catalogue, its handler and an example request. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, example: RouteDef["example"]): RouteDef {
  return { endpoint, handler: handler as unknown as Handler<Endpoint>, example };
}

/** A domain of the server: its tables, its seed data and its routes. */
export interface ServerDomain {
  name: string;
  /** Append-only SQL scripts. */
  migrations: readonly string[];
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
