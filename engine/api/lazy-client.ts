import type { ApiClient } from "./client.ts";

/**
 * An ApiClient whose real client (and zod, which decodes its answers) loads on the first call, so
 * a page that calls nothing never downloads it.
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let client: Promise<ApiClient> | null = null;
  return {
    async call(endpoint, args, opts) {
      client ??= load().catch((e: unknown) => {
        client = null;
        throw e;
      });
      return (await client).call(endpoint, args, opts);
    },
  };
}
