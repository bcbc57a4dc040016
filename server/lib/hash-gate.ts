/**
 * A bound on password hashing (scrypt) across the server. Each derivation holds one of libuv's
 * thread-pool threads (4 by default), which logins, file reads of the static app and DNS share: a
 * burst of checks queued there stalls all of them. The gate lets only `running` derivations onto
 * the pool at once and keeps the rest waiting in its own short queues, in two lanes:
 *   standard  members' logins: any free slot, and first in line when one frees;
 *   visitor   anonymous password checks (inquiries, guest book): at most `visitorRunning` slots, and
 *             at most `perClient` checks running or waiting per client address.
 * Past a bound it refuses at once (HashingBusy, 429 for the address, 503 for the server) rather
 * than keeping the request waiting for seconds; the caller answers with Retry-After.
 */

export type HashLane = "standard" | "visitor";

export interface HashGateLimits {
  /** Derivations on the thread pool at once, every lane together. */
  running: number;
  /** Of those, visitors' at most. */
  visitorRunning: number;
  /** Members' checks waiting for a slot; past it, 503. */
  standardQueue: number;
  /** Visitors' checks waiting for a slot; past it, 503. */
  visitorQueue: number;
  /** A client address's visitor checks running or waiting at once; past it, 429. */
  perClient: number;
}

/**
 * libuv's pool has 4 threads: 3 for hashing leaves one for files; a visitor gets one of them (about
 * 20 checks a second), so members' logins always have two.
 */
export const HASHING_LIMITS: HashGateLimits = { running: 3, visitorRunning: 1, standardQueue: 30, visitorQueue: 6, perClient: 2 };

/** A check the gate refused without running it: the status and the seconds to wait to answer with. */
export class HashingBusy extends Error {
  constructor(
    readonly status: 429 | 503,
    message: string,
    readonly retryAfterSec = 1,
  ) {
    super(message);
  }
}

export interface HashJobOptions {
  lane?: HashLane;
  /** The client address of a visitor's check (per-address bound). */
  client?: string;
}

interface Waiting {
  start: () => void;
}

export class HashGate {
  private running = 0;
  private visitorRunning = 0;
  private readonly waiting: Record<HashLane, Waiting[]> = { standard: [], visitor: [] };
  /** Visitor checks running or waiting, per client address (an entry only while it has some). */
  private readonly perClient = new Map<string, number>();

  constructor(readonly limits: HashGateLimits = HASHING_LIMITS) {}

  /** What runs and waits now (tests, diagnostics). */
  get stats() {
    return {
      running: this.running,
      visitorRunning: this.visitorRunning,
      standardWaiting: this.waiting.standard.length,
      visitorWaiting: this.waiting.visitor.length,
    };
  }

  /** Runs job when a slot of its lane is free; rejects with HashingBusy at once past a bound. */
  run<T>(job: () => Promise<T>, { lane = "standard", client }: HashJobOptions = {}): Promise<T> {
    const visitor = lane === "visitor";
    const clientKey = visitor ? (client ?? "") : undefined;
    if (clientKey !== undefined && (this.perClient.get(clientKey) ?? 0) >= this.limits.perClient)
      return Promise.reject(new HashingBusy(429, "Too many password checks from your address at once. Please try again in a moment."));
    const canStart = this.running < this.limits.running && (!visitor || this.visitorRunning < this.limits.visitorRunning);
    if (!canStart && this.waiting[lane].length >= (visitor ? this.limits.visitorQueue : this.limits.standardQueue))
      return Promise.reject(new HashingBusy(503, "The server is busy checking passwords. Please try again in a moment."));
    if (clientKey !== undefined) this.perClient.set(clientKey, (this.perClient.get(clientKey) ?? 0) + 1);

    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        if (visitor) this.visitorRunning++;
        let out: Promise<T>;
        try {
          out = job();
        } catch (e) {
          out = Promise.reject(e);
        }
        out
          .finally(() => {
            this.running--;
            if (visitor) this.visitorRunning--;
            if (clientKey !== undefined) {
              const n = (this.perClient.get(clientKey) ?? 1) - 1;
              if (n === 0) this.perClient.delete(clientKey);
              else this.perClient.set(clientKey, n);
            }
            this.next();
          })
          .then(resolve, reject);
      };
      if (canStart) start();
      else this.waiting[lane].push({ start });
    });
  }

  /** Starts waiting checks while slots are free: members' first. */
  private next(): void {
    while (this.running < this.limits.running) {
      const w = this.waiting.standard.shift() ?? (this.visitorRunning < this.limits.visitorRunning ? this.waiting.visitor.shift() : undefined);
      if (!w) return;
      w.start();
    }
  }
}
