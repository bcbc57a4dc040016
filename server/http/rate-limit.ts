/**
 * Fixed-window counters kept in memory (one process serves the embedded default). The numbers
 * are declared on the endpoints (`limits` in schemas/api/limits.ts), counted by
 * server/http/limits.ts and listed in the README.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** How many counters the store keeps; past it the least recently touched one goes first. */
export const RATE_STORE_SIZE = 100_000;

/**
 * One key's fixed window: its start and count; for a limit with a back-off, how many requests over
 * the limit it let through and when the next one may come.
 */
interface CounterWindow {
  start: number;
  count: number;
  extra?: number;
  nextAt?: number;
}

export class RateLimiter {
  // A Map iterates in insertion order: touching a counter moves it to the end, so the first entry
  // is always the least recently touched one. Eviction drops those, never the whole store.
  private hits = new Map<string, CounterWindow>();

  constructor(private readonly capacity = RATE_STORE_SIZE) {}

  /** Counts a hit; false when the key is over its limit in the current window. */
  take(rule: RateRule, key: string, nowMs: number): boolean {
    const k = `${rule.name}|${key}`;
    let w = this.hits.get(k);
    if (w) this.hits.delete(k);
    if (!w || nowMs - w.start >= rule.windowMs) w = { start: nowMs, count: 0 };
    w.count++;
    this.hits.set(k, w);
    if (this.hits.size > this.capacity) this.hits.delete(this.hits.keys().next().value!);
    return w.count <= rule.limit;
  }

  /** The key's count in the current window (0 when it has none). */
  count(rule: RateRule, key: string, nowMs: number): number {
    const w = this.hits.get(`${rule.name}|${key}`);
    return w && nowMs - w.start < rule.windowMs ? w.count : 0;
  }

  /**
   * Takes back one hit counted at `takenAtMs` (a request refused by another limit, or a success
   * that does not count), only while its window lasts: a later window never loses a count it did
   * not get.
   */
  refund(rule: RateRule, key: string, takenAtMs: number): void {
    const w = this.hits.get(`${rule.name}|${key}`);
    if (w && w.count > 0 && takenAtMs >= w.start && takenAtMs - w.start < rule.windowMs) w.count--;
  }

  /**
   * For a key over its limit: 0 when one more request may go through now (and then the wait before
   * the next one doubles, from `firstWaitMs`), else the milliseconds to wait (at most until the
   * window ends). Call it after take() in the same window.
   */
  backOffWait(rule: RateRule, key: string, nowMs: number, firstWaitMs: number): number {
    const w = this.hits.get(`${rule.name}|${key}`);
    if (!w) return 0;
    const wait = Math.min(w.nextAt ?? 0, w.start + rule.windowMs) - nowMs;
    if (wait > 0) return wait;
    w.extra = (w.extra ?? 0) + 1;
    w.nextAt = nowMs + firstWaitMs * 2 ** (w.extra - 1);
    return 0;
  }

  /** Milliseconds until the key's window ends (for Retry-After); 0 when it has none. */
  retryAfterMs(rule: RateRule, key: string, nowMs: number): number {
    const w = this.hits.get(`${rule.name}|${key}`);
    return w ? Math.max(0, w.start + rule.windowMs - nowMs) : 0;
  }

  /** Forgets a key's count (a successful login clears its failures). */
  clear(rule: RateRule, key: string): void {
    this.hits.delete(`${rule.name}|${key}`);
  }

  /** Counters held now (for tests). */
  get size(): number {
    return this.hits.size;
  }
}
