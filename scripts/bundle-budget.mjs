// The budget rule, shared by the budget from the build's chunk graph (scripts/budget.ts, npm run
// test:budget) and the browser pass (scripts/bench-bundle.mjs), kept free of both so it can be unit tested.
// Bytes are budgeted where they are shared (docs/decisions/0022):
//   - `/` and every mall home load at most FIRST_ROUTE_KIB of gzip JS;
//   - each shared layer (scripts/bundle-layers.mjs: flows, contract, shell, kit, each area) has a
//     ceiling in LAYER_CEILINGS_KIB, and a layer without one fails (a new area gets its line here);
//   - what a route loads beyond the main chunk, the layers and the libraries some screens use
//     (its screen, the pieces only it needs, its message parts) is at most SCREEN_OWN_KIB;
//   - a cold visit of any route loads at most MAX_SCRIPTS scripts.

// 121 since the first routes hydrate their prerendered HTML (docs/decisions/0048): react-dom's
// hydration entry and the boot's choice between hydrating and rendering cost 0.7 KiB; those routes
// no longer wait for this chunk to paint.
export const FIRST_ROUTE_KIB = 121;
export const SCREEN_OWN_KIB = 12;
export const MAX_SCRIPTS = 12;
/** Libraries that must never load on the first routes (they belong to the screens that use them). */
export const FORBIDDEN_FIRST = ["ajv", "swiper", "dompurify", "jsbarcode"];
/** The first routes' screens: `/`, a mall home and a brand home. */
export const FIRST_ROUTE_SCREENS = ["entryGate", "mallHome", "brandHome"];

/**
 * Gzip ceiling of each shared layer (KiB), a little above what it measured when set. The areas' were
 * set again once their words moved beside their screens: the Korean words several screens of an
 * area show ship in the area's chunk (decision 0020).
 */
export const LAYER_CEILINGS_KIB = {
  // The program pages use the banner slider too (issue 23): the carousel and banner link moved here from area-main (0.4 KiB).
  // Issue 26: a list keeps its scroll from its last scroll event (no forced layout in a tapped filter's frame): 25,588 -> 25,627 bytes.
  // Issue 26: a short date names its weekday with the kit's words, not the browser's date format (whose first use cost a home's render 160 ms at 4x CPU): 25,877 bytes.
  // Issue 26: a query shows the answer its page's HTML brought (decision 0054: decoded and kept, and shared within the call's window), and "hidden for today" reads as the server's HTML did at hydration: 25,996 bytes.
  // Issue 26, decision 0057: a carousel's track takes over once its first slide is painted (its images decoded, a frame): 26,057 -> 26,165 bytes.
  // Issue 26, decision 0060: the mall list sorted without a collator (its first localeCompare cost the receipts page 60 ms at 4x), the member page the HTML shows kept through the session check, and a loading fallback busy until the effects after it: 26,698 bytes.
  "layer-kit": 26.5,
  "layer-kit-forms": 5.5,
  "layer-kit-maps": 4,
  // The home branch picker and the location consent (member pages and the app's settings): 1.7 KiB when set.
  "layer-kit-settings": 2,
  // The page's side of the service worker (registration, releases, the mall's floors kept): loaded when the first page is idle.
  "layer-kit-offline": 1.5,
  // The endpoints more than one area calls; issue 23 and 24 added theirs (the library's prize program list among them): 21.5 KiB when set.
  "layer-contract": 22.5,
  // xstate, the framework's machines and those several areas start; a machine one area alone starts
  // ships with its screens (decision 0064): 22.4 -> 19.3 KiB.
  "layer-flows": 20.5,
  "layer-shell": 3.5,
  // The app's own pages: their entry and settings pieces, and the bridge page's query.
  "area-app": 3.7,
  // The home's parts after first paint (the carousel and banner link are the kit's since the program pages use them too).
  "area-main": 2.5,
  "area-events": 11,
  "area-member": 6.5,
  // The program pages and the lecture dialog (issue 23): the kids and library endpoints and the pages' query: 2.1 KiB when set;
  // with the applications and the city-lounge rental list (the applicant fields, the rental list both its pages show): 8.9 KiB.
  "area-programs": 10.3,
  // Customer service (issue 24): the service endpoints, the boards' search box, rows and words, the
  // inquiry's form and thread, the terms' query: 10.2 KiB when set.
  "area-service": 11.7,
  "area-stores": 9.5,
  "area-system": 3,
  "area-visit": 5.5,
};

/** What a built script is, from its file name (the layers' chunk names, scripts/bundle-layers.mjs). */
export function kindOf(pathname, library = false) {
  const file = pathname.split("/").pop() ?? "";
  const layer = /^((?:layer|area)-[a-z0-9-]+?)-[\w-]{8}\.js$/.exec(file)?.[1];
  if (layer) return { kind: "layer", layer };
  if (/^index-[\w-]{8}\.js$/.test(file)) return { kind: "main" };
  if (library) return { kind: "library" };
  return { kind: "own" };
}

/**
 * Checks measured routes and the build's layer chunks.
 * routes: [{ path, screen, scripts: [{ pathname, gzip (bytes), library }], count? }] (count: the scripts a
 * visit loads, when `scripts` also holds lazy parts counted only in bytes); layers: [{ layer, gzip (bytes) }].
 */
export function checkBudgets(routes, layers, { firstRoutes }) {
  const problems = [];
  const kib = (bytes) => bytes / 1024;
  for (const { layer, gzip } of layers) {
    const ceiling = LAYER_CEILINGS_KIB[layer];
    if (ceiling === undefined)
      problems.push(`${layer}: ${kib(gzip).toFixed(1)} KiB gzip, a layer without a ceiling: add one to LAYER_CEILINGS_KIB in scripts/bundle-budget.mjs`);
    else if (kib(gzip) > ceiling) problems.push(`${layer}: ${kib(gzip).toFixed(1)} KiB gzip, over its ceiling of ${ceiling} KiB`);
  }
  for (const route of routes) {
    const total = kib(route.scripts.reduce((n, s) => n + s.gzip, 0));
    const own = kib(route.scripts.filter((s) => kindOf(s.pathname, s.library).kind === "own").reduce((n, s) => n + s.gzip, 0));
    const first = firstRoutes.includes(route.path) || FIRST_ROUTE_SCREENS.includes(route.screen ?? "");
    if (first && total > FIRST_ROUTE_KIB) problems.push(`${route.path}: ${total.toFixed(1)} KiB gzip of JS on a first route, over ${FIRST_ROUTE_KIB} KiB`);
    if (own > SCREEN_OWN_KIB)
      problems.push(`${route.path}: ${own.toFixed(1)} KiB gzip of its own beyond the main chunk, the layers and the libraries, over ${SCREEN_OWN_KIB} KiB`);
    const count = route.count ?? route.scripts.length;
    if (count > MAX_SCRIPTS) problems.push(`${route.path}: ${count} scripts on a cold visit, over ${MAX_SCRIPTS}`);
  }
  return problems;
}

/** A route's figures for the table: total, own and script count. */
export function routeFigures(scripts) {
  const sum = (xs) => xs.reduce((n, s) => n + s.gzip, 0) / 1024;
  return { kib: sum(scripts), own: sum(scripts.filter((s) => kindOf(s.pathname, s.library).kind === "own")), count: scripts.length };
}
