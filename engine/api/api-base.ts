/**
 * Reads the build-time API base (VITE_API_BASE): empty for the page's own origin (the reference
 * server serves app and API together), a path prefix such as /mall, or an http(s) origin with an
 * optional path, such as https://api.example.com. A trailing slash is dropped.
 */
export function parseApiBase(raw: string | undefined): string {
  const value = (raw ?? "").trim().replace(/\/+$/, "");
  if (value === "" || /^\/[^/]/.test(value)) return value;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash) {
    throw new Error(`VITE_API_BASE must be empty, a path such as /mall, or an http(s) origin such as https://api.example.com; got "${raw}"`);
  }
  return value;
}
