import type { MiddlewareHandler } from "hono";
import { jsonAnswer } from "./compression.ts";

// Load shedding. Past what its single thread can serve, a Node server does not refuse anything by
// itself: requests wait in the sockets and the event loop's queue, and every answer comes seconds
// late. The server watches its event loop with a timer that should run every LAG_SAMPLE_MS, and
// answers API requests at once with 503 and Retry-After, which costs a small part of serving them:
//   - while the loop's lag lasts over a bound (every turn long: more offered than it serves), until
//     it is back under a lower bound;
//   - when the current turn of the loop has already run past a bound (a burst of requests read at
//     once, hundreds of new connections): the ones read late in that turn, which waited for all
//     before them;
//   - past a number of requests being answered at once (waiting on hashing or a proxied call).
// The first two only in a turn that has begun many requests: a loop late because the machine's
// other processes took its CPU, with a request or two to serve, gains nothing by refusing them.
// The app's static files are never shed: they are cheap, and a page without them is broken.

export interface OverloadLimits {
  /** Shed while the event loop runs later than this. */
  shedAboveLagMs: number;
  /** Shed what is read after the current turn of the loop has run this long. */
  maxTurnMs: number;
  /** By lag or turn length only past this many requests begun in the current turn. */
  minTurnRequests: number;
  /** Serve again once it is back under this. */
  serveBelowLagMs: number;
  /** API requests being answered at once (waiting on hashing or on another service included), at most. */
  maxInFlight: number;
  /** What a shed request is told to wait. */
  retryAfterSec: number;
}

export const OVERLOAD_LIMITS: OverloadLimits = {
  shedAboveLagMs: 50,
  maxTurnMs: 100,
  minTurnRequests: 32,
  serveBelowLagMs: 20,
  maxInFlight: 512,
  retryAfterSec: 1,
};

/** What the guard reads of the event loop. */
export interface LoopLoad {
  /** The lag that lasts (LagMonitor.lagMs). */
  readonly lagMs: number;
  /** How long the current turn has run (LagMonitor.turnMs). */
  readonly turnMs: number;
  /** Counts the turns (LagMonitor.ticks): a new value, a new turn. */
  readonly ticks: number;
}

/** How often the lag is sampled. */
export const LAG_SAMPLE_MS = 10;

/**
 * The event loop's lag: how much later than due its sampling timer ran, the least of the last three
 * samples. A lag that lasts, not one long task (a synchronous hash, a collection): overload makes
 * every turn of the loop long.
 */
export class LagMonitor {
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly recent = [0, 0, 0];
  private at = 0;
  private last = 0;
  /** Times the sampling timer ran: on a busy loop, once a turn. */
  ticks = 0;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  get lagMs(): number {
    return Math.min(...this.recent);
  }

  /**
   * Since the sampling timer last ran: on a busy loop, which runs it at the start of every turn,
   * how long this turn has run; on an idle one, at most about LAG_SAMPLE_MS.
   */
  get turnMs(): number {
    return this.timer === null ? 0 : this.clock() - this.last;
  }

  start(): this {
    this.last = this.clock();
    this.timer = setInterval(() => {
      const t = this.clock();
      this.recent[this.at++ % this.recent.length] = Math.max(0, t - this.last - LAG_SAMPLE_MS);
      this.last = t;
      this.ticks++;
    }, LAG_SAMPLE_MS);
    // Never the reason the process stays up.
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Counts of what the guard did (diagnostics, the benchmark). */
export interface OverloadStats {
  shed: number;
  inFlight: number;
}

/** The guard of the API routes: 503 with Retry-After while overloaded, else the request goes on. */
export function overloadGuard(loop: LoopLoad, limits: OverloadLimits = OVERLOAD_LIMITS): MiddlewareHandler & { stats: OverloadStats } {
  const stats: OverloadStats = { shed: 0, inFlight: 0 };
  let shedding = false;
  let turn = -1;
  let begunInTurn = 0;
  const guard: MiddlewareHandler = async (c, next) => {
    const lag = loop.lagMs;
    shedding = shedding ? lag > limits.serveBelowLagMs : lag > limits.shedAboveLagMs;
    if (loop.ticks !== turn) {
      turn = loop.ticks;
      begunInTurn = 0;
    }
    const busyTurn = ++begunInTurn > limits.minTurnRequests;
    if ((busyTurn && (shedding || loop.turnMs > limits.maxTurnMs)) || stats.inFlight >= limits.maxInFlight) {
      stats.shed++;
      c.header("Retry-After", String(limits.retryAfterSec));
      return jsonAnswer(c, { message: "The server is busy. Please try again in a moment." }, 503);
    }
    stats.inFlight++;
    try {
      await next();
    } finally {
      stats.inFlight--;
    }
  };
  return Object.assign(guard, { stats });
}
