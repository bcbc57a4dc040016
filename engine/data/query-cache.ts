/** One stored value; stale once invalidated, until a fresh answer replaces it. */
export interface CacheEntry<T = unknown> {
  readonly value: T;
  readonly stale: boolean;
}

/**
 * Decoded answers (and loaded list pages) by key, for the life of the page. Keys of answers start
 * with the endpoint id and a space (engine/data/query-key.ts), so an endpoint's entries can be
 * invalidated together. The oldest entries beyond the bound are dropped.
 */
export interface QueryCache {
  /** The entry under key, if any; reading it counts as a use for the bound. */
  get<T = unknown>(key: string): CacheEntry<T> | undefined;
  /** Stores a fresh value and tells the key's subscribers. */
  set(key: string, value: unknown): void;
  /**
   * Marks entries stale and tells their subscribers, so a mounted query refetches while still
   * showing what it has: a string matches every key that starts with it, an array lists endpoint ids.
   */
  invalidate(match: string | readonly string[]): void;
  /** Calls listener after the key is set or invalidated; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
  /** Forgets every entry (a member logs out) and tells every subscriber. */
  clear(): void;
  /** How many entries are stored. */
  readonly size: number;
}

export interface QueryCacheOptions {
  /** The bound on entries (default 200); the least recently used go first. */
  maxEntries?: number;
}

/** Creates an empty cache (one per app, made by the composition root). */
export function createQueryCache({ maxEntries = 200 }: QueryCacheOptions = {}): QueryCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, CacheEntry>();
  const listeners = new Map<string, Set<() => void>>();

  const touch = (key: string, entry: CacheEntry) => {
    entries.delete(key);
    entries.set(key, entry);
  };
  const notify = (keys: Iterable<string>) => {
    // Copies first: a listener may subscribe or unsubscribe while it runs.
    const calls = [...keys].flatMap((k) => [...(listeners.get(k) ?? [])]);
    for (const call of calls) call();
  };
  const matcher = (match: string | readonly string[]) =>
    typeof match === "string" ? (key: string) => key.startsWith(match) : (key: string) => match.some((id) => key.startsWith(`${id} `));

  return {
    get<T>(key: string) {
      const entry = entries.get(key);
      if (entry) touch(key, entry);
      return entry as CacheEntry<T> | undefined;
    },
    set(key, value) {
      touch(key, { value, stale: false });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      notify([key]);
    },
    invalidate(match) {
      const matches = matcher(match);
      const hit = new Set<string>();
      for (const [key, entry] of entries) {
        if (!matches(key)) continue;
        entries.set(key, { value: entry.value, stale: true });
        hit.add(key);
      }
      // A subscriber whose entry was already dropped by the bound still hears of the change.
      for (const key of listeners.keys()) if (matches(key)) hit.add(key);
      notify(hit);
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    clear() {
      const keys = new Set([...entries.keys(), ...listeners.keys()]);
      entries.clear();
      notify(keys);
    },
    get size() {
      return entries.size;
    },
  };
}
