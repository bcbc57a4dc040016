import type { Page, Request } from "@playwright/test";

// What a failed test prints besides Playwright's own message: where its tab was, what the page
// showed, and the app's last API calls with their answers and times. A failure seen only in CI's
// log (an intermittent one above all) can then be read there: whether a call went out, how long it
// took and what it answered, and which state the screen was in.

/** One API call of the test's tab. */
interface Call {
  method: string;
  url: string;
  /** HTTP status, or the network error's text. */
  outcome: string;
  /** From the request's start to the end of its answer, in ms (null while it is out). */
  ms: number | null;
  /** Milliseconds since the test started. */
  at: number;
}

const KEEP = 20;

/** Records the tab's API calls during a test (the last KEEP of them). */
export function watchCalls(page: Page) {
  const t0 = Date.now();
  const calls = new Map<Request, Call>();
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith("/api/")) return;
    calls.set(r, { method: r.method(), url: url.pathname + url.search, outcome: "pending", ms: null, at: Date.now() - t0 });
    if (calls.size > KEEP) calls.delete(calls.keys().next().value!);
  };
  const settle = (r: Request, outcome: () => Promise<string> | string) => {
    const call = calls.get(r);
    if (!call) return;
    call.ms = Date.now() - t0 - call.at;
    void Promise.resolve(outcome()).then(
      (o) => (call.outcome = o),
      () => (call.outcome = "?"),
    );
  };
  const onFinished = (r: Request) => settle(r, async () => String((await r.response())?.status() ?? "?"));
  const onFailed = (r: Request) => settle(r, () => r.failure()?.errorText ?? "failed");
  page.on("request", onRequest);
  page.on("requestfinished", onFinished);
  page.on("requestfailed", onFailed);
  return {
    stop() {
      page.off("request", onRequest);
      page.off("requestfinished", onFinished);
      page.off("requestfailed", onFailed);
    },
    last: (): readonly Call[] => [...calls.values()],
  };
}

/** The report of a failed test's tab: its URL, the page's accessibility tree, the last API calls. */
export async function failureReport(page: Page, calls: readonly Call[]): Promise<string> {
  const lines = ["--- failure report: the test's tab"];
  if (page.isClosed()) return [...lines, "(the tab is closed)"].join("\n");
  lines.push(`url: ${page.url()}`);
  const tree = await page
    .locator("body")
    .ariaSnapshot({ timeout: 2000 })
    .catch((e: unknown) => `(no snapshot: ${e instanceof Error ? e.message.split("\n")[0] : String(e)})`);
  lines.push("page:", ...tree.split("\n").slice(0, 80));
  lines.push(`last API calls (ms since the test started, ms taken):`);
  for (const c of calls) lines.push(`  +${c.at} ${c.method} ${c.url} -> ${c.outcome} in ${c.ms ?? "(still out)"} ms`);
  return lines.join("\n");
}
