import type { ApiClient } from "./client.ts";

export interface LazyClientOptions {
  /**
   * Marks the page busy while a call waits for the client to load, until the real client has taken
   * it (and counts it as a request itself): the app's idle signal (engine/shell/loading-store.ts
   * `markBusy`), so the page never looks idle between a screen's first call and its request.
   */
  whileLoading?: () => () => void;
}

/**
 * An ApiClient whose real client (and zod, which decodes its answers) loads on the first call, so
 * a page that calls nothing never downloads it.
 */
export function lazyApiClient(load: () => Promise<ApiClient>, options: LazyClientOptions = {}): ApiClient {
  let client: Promise<ApiClient> | null = null;
  let loaded: ApiClient | null = null;
  return {
    async call(endpoint, args, opts) {
      if (loaded) return loaded.call(endpoint, args, opts);
      client ??= load().then(
        (c) => (loaded = c),
        (e: unknown) => {
          client = null;
          throw e;
        },
      );
      const done = options.whileLoading?.();
      try {
        // Returned without awaiting: the mark is lifted once the real client has started (and counts) the call.
        return (await client).call(endpoint, args, opts);
      } finally {
        done?.();
      }
    },
  };
}
