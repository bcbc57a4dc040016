// The scripts a page loads: opens a URL in a Playwright browser context and collects every script
// response until the page has settled. Shared by the browser pass of the bundle budget
// (scripts/bench-bundle.mjs) and the test that it agrees with the build's chunk graph.

/** How long no script may be asked for before a page counts as loaded. */
const QUIET_MS = 400;

/**
 * Opens `url` in `page` (new, with nothing loaded yet) and returns the scripts it loaded ({ pathname, body }) and
 * the errors it threw. Settled when, with the page's main thread idle, no script is loading and
 * none was asked for in the last QUIET_MS: a screen's chunk, its lazy parts and what its effects
 * import are asked for only once the code before them has run. Not networkidle: background calls
 * (page views) must not hold the measurement up.
 */
export async function pageScripts(page, url) {
  const bodies = [];
  const errors = [];
  let pending = 0;
  let lastActivity = performance.now();
  const track = (delta) => (req) => {
    if (req.resourceType() !== "script") return;
    pending += delta;
    lastActivity = performance.now();
  };
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", track(1));
  page.on("requestfinished", track(-1));
  page.on("requestfailed", track(-1));
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    bodies.push(
      res.body().then(
        (body) => ({ pathname: new URL(res.url()).pathname, body }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  const deadline = performance.now() + 30_000;
  for (;;) {
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2_000 })));
    await new Promise((r) => setTimeout(r, 100));
    if (pending === 0 && performance.now() - lastActivity >= QUIET_MS) break;
    if (performance.now() > deadline) throw new Error(`${url}: scripts still loading after 30 s`);
  }
  return { scripts: (await Promise.all(bodies)).filter(Boolean), errors };
}
