/**
 * A fixed-window limiter kept in memory (one process serves the embedded default). Limits are
 * documented in the README: login 10 per minute per client address and user id, car-number lookup
 * 30 per minute per address, auth-code requests 5 per 10 minutes per phone number.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  login: { name: "login", limit: 10, windowMs: 60_000 },
  carLookup: { name: "carLookup", limit: 30, windowMs: 60_000 },
  authCode: { name: "authCode", limit: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>;

export class RateLimiter {
  private hits = new Map<string, { start: number; count: number }>();

  /** Counts a hit; false when the key is over its limit in the current window. */
  take(rule: RateRule, key: string, nowMs: number): boolean {
    const k = `${rule.name}|${key}`;
    const w = this.hits.get(k);
    if (!w || nowMs - w.start >= rule.windowMs) {
      this.hits.set(k, { start: nowMs, count: 1 });
      if (this.hits.size > 50_000) this.sweep(nowMs);
      return true;
    }
    w.count++;
    return w.count <= rule.limit;
  }

  private sweep(nowMs: number) {
    for (const [k, w] of this.hits) if (nowMs - w.start > 60 * 60_000) this.hits.delete(k);
  }
}
