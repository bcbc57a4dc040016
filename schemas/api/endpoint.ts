import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

/** Which client a call goes through, and so its timeout (spec: 60 s main, 40 s and 20 s others, 25 s stamp coupon issue). */
export const CLIENT_TIMEOUTS_MS = { main: 60_000, long: 40_000, short: 20_000, stampCoupon: 25_000 } as const;
export type ClientKind = keyof typeof CLIENT_TIMEOUTS_MS;

/** Duplicate-call guard windows (spec: event list 100 ms; banner and stamp issue 1 s; default 3 s). */
export const GUARD_MS = { eventList: 100, banner: 1_000, stampIssue: 1_000, default: 3_000 } as const;

/**
 * An abuse limit of a call, enforced in one place by the server (server/http/register.ts), never by
 * hand in a handler. Calls that count the same thing share a name, so their requests add up (an
 * event's entry code is tried through apply and through codeCheck alike).
 */
export interface CallLimit {
  name: string;
  /**
   * What one counter counts for: `client` the caller's address; `caller` the member when logged in,
   * else the address; `mall` the mall of the path (one counter for every caller at that mall);
   * `input.<field>` a field's value (case-insensitive). A counter per combination.
   */
  per: readonly ("client" | "caller" | "mall" | `input.${string}`)[];
  max: number;
  windowMs: number;
  /** Count only requests that carry this input field (a code, a password). */
  when?: string;
  /**
   * attempts: every request counts. failures: every request counts when it arrives (so parallel
   * guesses cannot slip past), and a successful answer takes back its own count, never anyone
   * else's (a member who signs in often is never slowed, and an attacker's own successful login
   * does not wipe out the failures of an address). A request another limit refuses counts nowhere
   * else either.
   */
  count?: "attempts" | "failures";
  /** With count failures: a success also forgets the counter's earlier failures (login per client and user id: the member's own typos). */
  successClears?: boolean;
  /**
   * Over the limit, refuse only whoever has failed, and slow the rest instead of refusing them. A
   * client whose own counter of the limit named `failedIn` (listed before this one, counted per
   * client and narrower) holds a failure gets 429 until the window ends; any other client is still
   * answered, one at a time, the wait between two doubling from `firstWaitMs` (429 with that wait
   * meanwhile). Login per user id: guesses at one member's id stay slow however many addresses send
   * them, and the member still logs in from an address that has not failed.
   */
  backOff?: { failedIn: string; firstWaitMs: number };
}

/**
 * Who may call: anyone, only a logged-in member, or a service: another server with the queue
 * service's bearer token (QUEUE_TOKEN), never a browser (401 without it, checked before anything
 * else, in place of the same-origin check of browser writes).
 */
export type EndpointAuth = "public" | "member" | "service";

/**
 * One call of the catalogue. The same object drives the server (routing, validation, auth), the
 * client (method, encoding, timeout, guard, decoding) and the contract test (every entry answered).
 */
export interface Endpoint<
  P extends z.ZodMiniObject = z.ZodMiniObject,
  I extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends EndpointAuth = EndpointAuth,
> {
  /** Stable id, `domain.operation` (events.list). */
  id: string;
  method: "GET" | "POST";
  /** Full path pattern with :params, under /api or /rest (/api/:mall/event/eventList.do). */
  path: string;
  /** Path params (every :param of the path). */
  params: P;
  /** Query (GET) or body (POST) fields. */
  input: I;
  /** How a POST body is encoded: form-encoded unless the spec says JSON. */
  encoding: "form" | "json";
  /** member: needs a session; a custid/cust_id that differs from the session's is refused. service: needs the service's bearer token. */
  auth: A;
  response: R;
  client: ClientKind;
  /** Duplicate-call guard window in ms. */
  guardMs: number;
  /** The client adds custid as a query parameter when known, except where this is true. */
  omitCustId: boolean;
  /** Issuance: the server protects the business fact with a unique constraint. */
  idempotent: boolean;
  /**
   * The call changes state (every POST, and the spec's GET writes: event apply, roulette, stamps,
   * logout, auto login). The server answers it only to a same-origin request, so no other site's
   * page, link or image can make it in a visitor's name.
   */
  writes: boolean;
  /** Abuse limits (over one: 429 with Retry-After, nothing read or written). */
  limits: readonly CallLimit[];
  /** What the call is for (the spec's words), shown in the catalogue listing. */
  summary: string;
}

/** The keys of T whose values satisfy V. */
type KeysWhere<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;
type PageInfo = { totalPageCount: number; totalRecordCount: number };

/**
 * How a paged list is read, declared once on its endpoint and typed against its answer and input,
 * so a field name that is not there does not compile. `info` (the object with totalPageCount and
 * totalRecordCount) defaults to paginationInfo, `index` (the input field of the page number) to
 * pageIndex; each must be named when the answer or the input has no such field.
 */
export type PageSpec<T = unknown, In = unknown> = { items: unknown extends T ? string : KeysWhere<T, readonly unknown[]> } & (unknown extends T
  ? { info?: string }
  : T extends { paginationInfo: PageInfo }
    ? { info?: KeysWhere<T, PageInfo> }
    : { info: KeysWhere<T, PageInfo> }) &
  (unknown extends In
    ? { index?: string }
    : In extends { pageIndex?: number }
      ? { index?: KeysWhere<In, number | undefined> }
      : { index: KeysWhere<In, number | undefined> });

/** An endpoint that declares its paging: a list answered a page at a time ("more"). */
export type PagedEndpoint = Endpoint & { page: PageSpec };

/** The row type of a paged endpoint. */
export type PageItem<E extends PagedEndpoint> = EndpointResponse<E>[E["page"]["items"] & keyof EndpointResponse<E>] extends readonly (infer Item)[]
  ? Item
  : never;

/** The input field that carries a paged endpoint's page number. */
export type PageIndexField<E extends PagedEndpoint> = E["page"] extends { index: infer K extends string } ? K : "pageIndex";

/** The input field of the page number, the rows and the counts of one page of a paged answer. */
export function readPage(spec: PageSpec, data: unknown): { items: readonly unknown[]; totalPageCount: number; total: number } {
  const answer = data as Record<string, unknown>;
  const info = answer[spec.info ?? "paginationInfo"] as PageInfo;
  return { items: answer[spec.items] as readonly unknown[], totalPageCount: info.totalPageCount, total: info.totalRecordCount };
}

/** The input field that carries the page number. */
export const pageIndexField = (spec: PageSpec): string => spec.index ?? "pageIndex";

/** A paged list's call for one page: its call without the page, with the page number in the field its endpoint declares. */
export const withPage = <C extends { params: unknown; input?: unknown }>(endpoint: PagedEndpoint, call: C, page: number): C & { input: object } => ({
  ...call,
  input: { ...(call.input as object), [pageIndexField(endpoint.page)]: page },
});

export type EndpointParams<E extends Endpoint> = z.input<E["params"]>;
export type EndpointInput<E extends Endpoint> = z.input<E["input"]>;
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;

/** A schema, or a function that makes it on first use (docs/decisions/0058). */
type Deferred<T> = T | (() => T);

type Options<P extends z.ZodMiniObject, I extends z.ZodMiniType, R extends z.ZodMiniType, A extends EndpointAuth> = Pick<
  Endpoint<P, I, R, A>,
  "id" | "method" | "path" | "summary"
> &
  Partial<Pick<Endpoint<P, I, R, A>, "encoding" | "auth" | "client" | "guardMs" | "omitCustId" | "idempotent" | "writes" | "limits">> & {
    response: Deferred<R>;
    params?: Deferred<P>;
    input?: Deferred<I>;
  };

const noFields = lazySchema(() => z.object({}));

/**
 * Declares an endpoint with the catalogue's defaults (public, form-encoded, main client, 3 s guard; a
 * POST writes, a GET does not). The auth stays a literal type, so a member handler's context has a
 * session (server/http/context.ts).
 *
 * A schema given as a function is made the first time it is read (a call's request or answer): a
 * page builds the schemas of the calls it makes, not those of every call its chunks declare. zod's
 * constructors are slow enough that the whole catalogue cost a home's first task about 150 ms at 4x
 * CPU (decision 0058).
 */
export function endpoint<
  P extends z.ZodMiniObject = typeof noFields,
  I extends z.ZodMiniType = typeof noFields,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends EndpointAuth = "public",
  const G extends PageSpec<z.output<R>, z.output<I>> | undefined = undefined,
>(o: Options<P, I, R, A> & { page?: G }): Endpoint<P, I, R, A> & (G extends PageSpec ? { page: G } : unknown) {
  const { params, input, response, ...rest } = o;
  const e = {
    encoding: "form",
    // Only when o has no auth, so A is its default, "public".
    auth: "public" as A,
    client: "main",
    guardMs: GUARD_MS.default,
    omitCustId: false,
    idempotent: false,
    writes: o.method === "POST",
    limits: [],
    ...rest,
  };
  onFirstRead(e, "params", params ?? noFields);
  onFirstRead(e, "input", input ?? noFields);
  onFirstRead(e, "response", response);
  return e as unknown as Endpoint<P, I, R, A> & (G extends PageSpec ? { page: G } : unknown);
}

/**
 * Gives `target` an enumerable property `key` whose value is `value`, or, for a function, what it
 * returns, made on the first read and kept (a spread or a JSON of the endpoint reads it then).
 */
function onFirstRead<T>(target: object, key: string, value: Deferred<T>): void {
  if (typeof value !== "function") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return;
  }
  const make = value as () => T;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const made = make();
      Object.defineProperty(target, key, { value: made, enumerable: true, writable: true, configurable: true });
      return made;
    },
  });
}

/** Fills a path pattern's :params. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path param ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
