import type { Context } from "hono";
import type { CallLimit, Endpoint } from "../../schemas/api/endpoint.ts";
import { HttpError, type ServerDeps } from "./context.ts";
import type { RateRule } from "./rate-limit.ts";
import type { Session } from "./session.ts";

const ruleOf = (l: CallLimit): RateRule => ({ name: l.name, limit: l.max, windowMs: l.windowMs });

/**
 * The counter key of a limit for this request, or null when the limit does not apply to it (a
 * `mall` limit on a request without a mall).
 */
export function limitKey(
  l: CallLimit,
  input: Readonly<Record<string, unknown>>,
  ip: string,
  session: Session | null,
  mall: string | null = null,
): string | null {
  if (l.when !== undefined && (input[l.when] === undefined || input[l.when] === "")) return null;
  const parts: string[] = [];
  for (const p of l.per) {
    if (p === "client") parts.push(`ip:${ip}`);
    else if (p === "caller") parts.push(session ? `member:${session.custId}` : `ip:${ip}`);
    else if (p === "mall") {
      if (mall === null) return null;
      parts.push(`mall:${mall}`);
    } else {
      const v = input[p.slice("input.".length)];
      if (v === undefined || v === "") return null;
      parts.push(`${p}:${String(v).toLowerCase()}`);
    }
  }
  return parts.join("|");
}

/**
 * Counts the request against each of the endpoint's limits (before the handler runs, so parallel
 * requests cannot slip past) and refuses it with 429 and Retry-After when one is used up; a refused
 * request gives back what it took from the limits before. A limit with a back-off refuses only as
 * CallLimit.backOff says. Returns what to do once the handler succeeded: a `failures` limit takes
 * back the request's count, or forgets the counter's failures (successClears).
 */
export function enforceLimits(
  ep: Endpoint,
  c: Context,
  deps: ServerDeps,
  input: Readonly<Record<string, unknown>>,
  ip: string,
  session: Session | null,
  mall: string | null = null,
): () => void {
  if (ep.limits.length === 0) return () => {};
  const nowMs = deps.now().getTime();
  const { limiter } = deps;
  const taken: { l: CallLimit; rule: RateRule; key: string }[] = [];
  /** Each limit's count for this request, this request included. */
  const counts = new Map<string, number>();
  const refuse = (waitMs: number): never => {
    for (const t of taken) limiter.refund(t.rule, t.key, nowMs);
    c.header("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new HttpError(429, "Too many attempts. Please try again later.");
  };
  for (const l of ep.limits) {
    const key = limitKey(l, input, ip, session, mall);
    if (key === null) continue;
    const rule = ruleOf(l);
    const within = limiter.take(rule, key, nowMs);
    counts.set(l.name, limiter.count(rule, key, nowMs));
    if (!within) {
      if (!l.backOff) refuse(limiter.retryAfterMs(rule, key, nowMs));
      // This client has failed here before (its own count holds more than this request): it waits for the window.
      else if ((counts.get(l.backOff.failedIn) ?? 0) > 1) refuse(limiter.retryAfterMs(rule, key, nowMs));
      else {
        const wait = limiter.backOffWait(rule, key, nowMs, l.backOff.firstWaitMs);
        if (wait > 0) refuse(wait);
      }
    }
    taken.push({ l, rule, key });
  }
  return () => {
    for (const { l, rule, key } of taken)
      if (l.count === "failures") {
        if (l.successClears) limiter.clear(rule, key);
        else limiter.refund(rule, key, nowMs);
      }
  };
}
