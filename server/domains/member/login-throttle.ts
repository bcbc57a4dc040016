import { RATE_RULES, type RateLimiter } from "../../http/rate-limit.ts";

/**
 * Login throttling per client address and user id with RATE_RULES.login's numbers (10 a minute). Every
 * attempt counts, before its password is checked; once 10 are counted in the window, further attempts are
 * refused unchecked, so the right password does not get through either. A successful login clears the
 * count: a member who logs in often (and the contract test, which logs in for every member call at a
 * frozen clock) is never blocked, while failures since the last success are. State lives beside the
 * server's limiter: one per server, in memory.
 */
const failures = new WeakMap<RateLimiter, Map<string, { start: number; count: number }>>();

function windowOf(limiter: RateLimiter, key: string, nowMs: number) {
  let byKey = failures.get(limiter);
  if (!byKey) failures.set(limiter, (byKey = new Map()));
  const w = byKey.get(key);
  if (w && nowMs - w.start < RATE_RULES.login.windowMs) return { byKey, w };
  if (byKey.size > 50_000) byKey.clear();
  return { byKey, w: undefined };
}

/** True when the key has used up its failed attempts in the current window. */
export function loginBlocked(limiter: RateLimiter, key: string, nowMs: number): boolean {
  const { w } = windowOf(limiter, key, nowMs);
  return w !== undefined && w.count >= RATE_RULES.login.limit;
}

export function recordLoginAttempt(limiter: RateLimiter, key: string, nowMs: number): void {
  const { byKey, w } = windowOf(limiter, key, nowMs);
  if (w) w.count++;
  else byKey.set(key, { start: nowMs, count: 1 });
}

export function clearLoginFailures(limiter: RateLimiter, key: string): void {
  failures.get(limiter)?.delete(key);
}
