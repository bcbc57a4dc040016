interface Entry {
  at: number;
  windowMs: number;
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers that may still abort; the request is cancelled only when all of them have. */
  holders: number;
  /** A caller without a signal joined: the request always runs to the end. */
  pinned: boolean;
}

/** The duplicate-call guard (spec: event list 100 ms; banner and stamp issue 1 s; default 3 s). */
export interface Guard {
  /**
   * Starts the request, unless an identical call (same key) started less than `windowMs` ago:
   * then the caller shares that call's promise, settled or not. A failed call is forgotten when it
   * fails, so a retry after an error goes out again. A caller's signal detaches only that caller;
   * the request itself is aborted when every caller that joined it has aborted.
   */
  run<T>(key: string, windowMs: number, start: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined, aborted: () => unknown): Promise<T>;
}

export function createGuard(now: () => number): Guard {
  const entries = new Map<string, Entry>();

  const prune = (t: number) => {
    for (const [k, e] of entries) if (t - e.at >= e.windowMs) entries.delete(k);
  };

  return {
    run<T>(key: string, windowMs: number, start: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined, aborted: () => unknown) {
      if (signal?.aborted) return Promise.reject(aborted());
      const t = now();
      prune(t);
      let entry = entries.get(key);
      if (!entry) {
        const controller = new AbortController();
        const created: Entry = { at: t, windowMs, promise: Promise.resolve(), controller, holders: 0, pinned: false };
        created.promise = start(controller.signal).catch((e: unknown) => {
          if (entries.get(key) === created) entries.delete(key);
          throw e;
        });
        entry = created;
        if (windowMs > 0) entries.set(key, created);
      }
      const shared = entry;
      if (!signal) {
        shared.pinned = true;
        return shared.promise as Promise<T>;
      }
      shared.holders += 1;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          shared.holders -= 1;
          reject(aborted());
          if (shared.holders === 0 && !shared.pinned) {
            if (entries.get(key) === shared) entries.delete(key);
            shared.controller.abort();
          }
        };
        signal.addEventListener("abort", onAbort, { once: true });
        shared.promise.then(
          (v) => {
            signal.removeEventListener("abort", onAbort);
            resolve(v as T);
          },
          (e: unknown) => {
            signal.removeEventListener("abort", onAbort);
            reject(e);
          },
        );
      });
    },
  };
}
