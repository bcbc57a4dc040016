import * as z from "zod/mini";

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
   * else the address; `input.<field>` a field's value (case-insensitive). A counter per combination.
   */
  per: readonly ("client" | "caller" | `input.${string}`)[];
  max: number;
  windowMs: number;
  /** Count only requests that carry this input field (a code, a password). */
  when?: string;
  /**
   * attempts: every request counts. failures: every request counts when it arrives (so parallel
   * guesses cannot slip past), and a successful answer clears the counter (login: a member who
   * signs in often is never slowed; guesses between successes are).
   */
  count?: "attempts" | "failures";
}

/** Who may call: anyone, or only a logged-in member. */
export type EndpointAuth = "public" | "member";

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
  /** member: needs a session; a custid/cust_id that differs from the session's is refused. */
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

export type EndpointParams<E extends Endpoint> = z.input<E["params"]>;
export type EndpointInput<E extends Endpoint> = z.input<E["input"]>;
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;

type Options<P extends z.ZodMiniObject, I extends z.ZodMiniType, R extends z.ZodMiniType, A extends EndpointAuth> = Pick<Endpoint<P, I, R, A>, "id" | "method" | "path" | "response" | "summary"> &
  Partial<Pick<Endpoint<P, I, R, A>, "params" | "input" | "encoding" | "auth" | "client" | "guardMs" | "omitCustId" | "idempotent" | "writes" | "limits">>;

const noFields = z.object({});

/**
 * Declares an endpoint with the catalogue's defaults (public, form-encoded, main client, 3 s guard; a
 * POST writes, a GET does not). The auth stays a literal type, so a member handler's context has a
 * session (server/http/context.ts).
 */
export function endpoint<P extends z.ZodMiniObject = typeof noFields, I extends z.ZodMiniType = typeof noFields, R extends z.ZodMiniType = z.ZodMiniType, A extends EndpointAuth = "public">(
  o: Options<P, I, R, A>,
): Endpoint<P, I, R, A> {
  return {
    params: (o.params ?? noFields) as P,
    input: (o.input ?? noFields) as I,
    encoding: "form",
    // Only when o has no auth, so A is its default, "public".
    auth: "public" as A,
    client: "main",
    guardMs: GUARD_MS.default,
    omitCustId: false,
    idempotent: false,
    writes: o.method === "POST",
    limits: [],
    ...o,
  };
}

/** Fills a path pattern's :params. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path param ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
