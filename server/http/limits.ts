import type { Context } from "hono";
import type { CallLimit, Endpoint } from "../../schemas/api/endpoint.ts";
import { HttpError, type ServerDeps } from "./context.ts";
import type { RateRule } from "./rate-limit.ts";
import type { Session } from "./session.ts";

const ruleOf = (l: CallLimit): RateRule => ({ name: l.name, limit: l.max, windowMs: l.windowMs });

/** The counter key of a limit for this request, or null when the limit does not apply to it. */
export function limitKey(l: CallLimit, input: Readonly<Record<string, unknown>>, ip: string, session: Session | null): string | null {
  if (l.when !== undefined && (input[l.when] === undefined || input[l.when] === "")) return null;
  const parts: string[] = [];
  for (const p of l.per) {
    if (p === "client") parts.push(`ip:${ip}`);
    else if (p === "caller") parts.push(session ? `member:${session.custId}` : `ip:${ip}`);
    else {
      const v = input[p.slice("input.".length)];
      if (v === undefined || v === "") return null;
      parts.push(`${p}:${String(v).toLowerCase()}`);
    }
  }
  return parts.join("|");
}

/**
 * Counts the request against each of the endpoint's limits (before the handler runs, so parallel
 * requests cannot slip past) and refuses it with 429 and Retry-After when one is used up. Returns
 * what to do once the handler succeeded: a `failures` limit forgets its count.
 */
export function enforceLimits(
  ep: Endpoint,
  c: Context,
  deps: ServerDeps,
  input: Readonly<Record<string, unknown>>,
  ip: string,
  session: Session | null,
): () => void {
  if (ep.limits.length === 0) return () => {};
  const nowMs = deps.now().getTime();
  const counted: [RateRule, string][] = [];
  for (const l of ep.limits) {
    const key = limitKey(l, input, ip, session);
    if (key === null) continue;
    const rule = ruleOf(l);
    if (!deps.limiter.take(rule, key, nowMs)) {
      c.header("Retry-After", String(Math.max(1, Math.ceil(deps.limiter.retryAfterMs(rule, key, nowMs) / 1000))));
      throw new HttpError(429, "Too many attempts. Please try again later.");
    }
    if (l.count === "failures") counted.push([rule, key]);
  }
  return () => counted.forEach(([rule, key]) => deps.limiter.clear(rule, key));
}
