// The layers the browser build ships in (vite.config.ts), named by folder, and the budget's view
// of them (scripts/bench-bundle.mjs reads a chunk's layer from its file name). Plain JavaScript,
// so the bench runs on Node without a TypeScript loader.
// Chunks: the entry (index-*.js), layer-<name>-*.js, area-<area>-*.js, one per screen, and the rest.
//
//   first     what the entry imports, and the first routes' areas (screens/gate, screens/main)
//             with what they import: `/` and a mall home load the main chunk and their screen only;
//             what a first screen loads lazily after first paint (the home's banners and their
//             data) ships in its own chunks
//   flows     xstate, @xstate, the machines the framework itself starts (member session, dialogs,
//             gate) and those the screens of several areas start (a list's paging, stamps), with
//             the engine code that starts them: only what runs a flow loads xstate. A machine the
//             screens of one area alone start (login, applications, inquiries, the club, search)
//             ships with those screens, by rolldown's chunking: a mall home does not evaluate it
//             (decision 0064)
//   contract  zod and schemas/: the API contract and the screens' props and query schemas
//   shell     the framework's lazily loaded parts (engine/shell, bridge, routing, i18n, services,
//             inspection, the page-view log) that need nothing but the main chunk: every page
//   kit       the rest of engine/: the screen kit (data, ui, forms, format, links, session…)
//   <area>    each screen area's shared code: what several of its screens use in screens/<area>/
//             (not the *.screen.tsx), and the engine and schema code that one area alone uses
// A screen is its own chunk, and so are the libraries only some screens use (DOMPurify, Swiper,
// panzoom, jsQR, JsBarcode): rolldown's own chunking. So is what one screen alone uses (it lands in
// that screen's chunk: its messages, its pieces), an area's code that starts a flow, and the
// manifest fields one screen reads (virtual:manifests/<field>).

/** The first routes' areas: their code ships in the main chunk with the shell. */
export const FIRST_AREAS = ["gate", "main"];

const posix = (id) => id.replaceAll("\\", "/");
const PACKAGE = /\/node_modules\//;
const ENGINE_FLOWS = /\/engine\/flows\//;
// @xstate/react brings two small React shims.
const FLOW = /\/node_modules\/(xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)\/|\/machines\//;
const CONTRACT = /\/node_modules\/zod\/|\/schemas\//;
const FIRST_AREA = new RegExp(`/screens/(${FIRST_AREAS.join("|")})/`);
/**
 * The kit's larger folders that only some screens use (forms, floor maps, the member's and the
 * device's settings: docs/decisions/0026; the offline keeper, loaded once the first page is idle: 0047): each ships in its own
 * chunk, `layer-kit-<folder>`, so a route that does not use one does not download it. (Smaller
 * folders stay in the kit: a chunk of their own would cost a route a request for about 1 KiB.)
 */
const KIT_PIECE = /\/engine\/(forms|maps|settings|offline)\//;
const SHELL = /\/engine\/(shell|bridge|routing|i18n|services|inspection)\/|\/engine\/api\/(logging|api-base)/;
/**
 * What a few screens alone need: the manifest fields one screen reads, the libraries of some
 * screens, and the carousels' moving track (loaded a second before a carousel's first move: 0062).
 */
const SCREEN_ONLY = /^\0?virtual:manifests\/|\/node_modules\/(jsbarcode|dayjs|@panzoom|jsqr|dompurify)\/|\/engine\/ui\/carousel-track(-run)?\.tsx?$/;
const AREA = /\/screens\/([^/]+)\/(?![^/]*\.screen\.tsx$)/;
const AREA_OF = /\/screens\/([^/]+)\//;
const SCREEN = /\.screen\.tsx$/;

/** The graph questions of one build, memoized (rolldown hands every group function the same context). */
function graph(ctx) {
  const memo = new Map();
  const ask = (key, id, own, follow) => {
    const k = `${key} ${id}`;
    if (memo.has(k)) return memo.get(k);
    memo.set(k, false);
    const info = ctx.getModuleInfo(id);
    const yes = own(id, info) || Boolean(info?.[follow].some((d) => ask(key, d, own, follow)));
    memo.set(k, yes);
    return yes;
  };
  const initial = (id) => ask("initial", id, (_, info) => Boolean(info?.isEntry), "importers");
  // Imported statically from the entry or from a first area's screen: what a first route shows at
  // first paint (a first screen's lazy parts, loaded after it, are not).
  const firstStatic = (id) => ask("first-static", id, (m, info) => Boolean(info?.isEntry) || (FIRST_AREA.test(posix(m)) && SCREEN.test(m)), "importers");
  const screens = new Map();
  // The screens that import a module, directly or through other modules.
  const screensOf = (id) => {
    if (screens.has(id)) return screens.get(id);
    const found = new Set();
    screens.set(id, found);
    const info = ctx.getModuleInfo(id);
    for (const m of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (SCREEN.test(m)) found.add(m);
      else for (const s of screensOf(m)) found.add(s);
    }
    return found;
  };
  const users = new Map();
  // The areas whose code imports a module, through the engine and the schemas ("*": the main chunk, or code of no area).
  const usersOf = (id) => {
    if (users.has(id)) return users.get(id);
    const found = new Set();
    users.set(id, found);
    const info = ctx.getModuleInfo(id);
    for (const m of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      const area = AREA_OF.exec(posix(m))?.[1];
      if (area) found.add(area);
      else if (initial(m) || !/\/(engine|schemas)\//.test(posix(m))) found.add("*");
      else for (const a of usersOf(m)) found.add(a);
    }
    return found;
  };
  const framework = new Map();
  // Reached from the entry, statically or by import(), through the framework's code alone: not
  // through a screen area's code other than the first routes' (a screen's own flows are not).
  const byFramework = (id) => {
    if (framework.has(id)) return framework.get(id);
    framework.set(id, false);
    const info = ctx.getModuleInfo(id);
    const through = (m) => {
      const p = posix(m);
      return !AREA_OF.test(p) || FIRST_AREA.test(p);
    };
    const yes = Boolean(info?.isEntry) || [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((m) => through(m) && byFramework(m));
    framework.set(id, yes);
    return yes;
  };
  return {
    initial,
    firstStatic,
    byFramework,
    /** It runs a flow: it is xstate or a machine, or imports one statically. */
    runsFlow: (id) => ask("flow", id, (m) => FLOW.test(posix(m)), "importedIds"),
    /** It imports statically what a few screens alone need. */
    screenOnly: (id) => ask("screen-only", id, (m) => SCREEN_ONLY.test(posix(m)), "importedIds"),
    /**
     * Shared code of a screen area: imported statically (what only import() reaches, such as a
     * locale's messages, loads alone) and by more than one screen, starting no flow and needing
     * nothing only a few screens use. (So a screen's messages file lands in its chunk, and words
     * several screens of the area share in the area's.)
     */
    areaShared(id) {
      const info = ctx.getModuleInfo(id);
      return AREA.test(posix(id)) && Boolean(info?.importers.length) && screensOf(id).size > 1 && !this.runsFlow(id) && !this.screenOnly(id);
    },
    /** The one screen area that uses a module of the engine or the schemas, if only one does (memoized). */
    oneArea(id) {
      const areas = usersOf(id);
      return areas.size === 1 && !areas.has("*") ? [...areas][0] : null;
    },
    /** It imports something outside the main chunk and the shell. */
    leavesShell: (id) => ask("shell", id, (m) => !initial(m) && !SHELL.test(posix(m)), "importedIds"),
  };
}

/** The area chunk a module ships in, if any. */
function areaOf(id, g) {
  if (g.areaShared(id)) return `area-${AREA.exec(posix(id))?.[1]}`;
  const one = /\/(engine|schemas)\//.test(posix(id)) && !g.runsFlow(id) && !g.screenOnly(id) ? g.oneArea(id) : null;
  return one ? `area-${one}` : null;
}

/** rolldown's codeSplitting groups for the layers, highest priority first. */
export function layerGroups() {
  let g;
  const q = (ctx) => (g ??= graph(ctx));
  const inEngine = (id) => posix(id).includes("/engine/");
  const isFlow = (id, ctx) => (inEngine(id) || FLOW.test(posix(id))) && q(ctx).runsFlow(id);
  // A machine, or a screen's code that starts one, that one screen area alone uses and the
  // framework never starts (engine/flows, what starts a machine for a screen, stays with xstate).
  const screenFlow = (id, ctx) =>
    isFlow(id, ctx) && !PACKAGE.test(posix(id)) && !ENGINE_FLOWS.test(posix(id)) && !q(ctx).byFramework(id) && q(ctx).oneArea(id) !== null;
  return [
    {
      name: (id, ctx) => (q(ctx).initial(id) || (FIRST_AREA.test(posix(id)) && q(ctx).firstStatic(id)) ? "first" : null),
      priority: 6,
      includeDependenciesRecursively: true,
    },
    // An area's shared code, and the engine and schema code that one area alone uses.
    { name: (id, ctx) => areaOf(id, q(ctx)), priority: 5.5 },
    { name: "layer-contract", test: (id) => CONTRACT.test(posix(id)), priority: 5 },
    // xstate and the framework's flows; a flow only screens start is left to rolldown, and the
    // kit's rules below leave it too.
    { name: (id, ctx) => (isFlow(id, ctx) && !screenFlow(id, ctx) ? "layer-flows" : null), priority: 4 },
    { name: (id, ctx) => (SHELL.test(posix(id)) && !q(ctx).leavesShell(id) ? "layer-shell" : null), priority: 3 },
    {
      name: (id, ctx) => {
        const piece = KIT_PIECE.exec(posix(id))?.[1];
        return piece && !q(ctx).screenOnly(id) && !screenFlow(id, ctx) ? `layer-kit-${piece}` : null;
      },
      priority: 2.5,
    },
    {
      name: (id, ctx) => (inEngine(id) && !q(ctx).screenOnly(id) && !screenFlow(id, ctx) ? "layer-kit" : null),
      priority: 2,
      includeDependenciesRecursively: true,
    },
  ];
}

/** The chunk a module's own rule names (null: rolldown's own chunking), as the groups decide it, without the recursion into dependencies. */
export function layerOf(id, ctx, groups = layerGroups()) {
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    if (group.test && !group.test(id)) continue;
    const name = typeof group.name === "function" ? group.name(id, ctx) : group.name;
    if (name) return name;
  }
  return null;
}
