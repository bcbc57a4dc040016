import { NOT_BUILT } from "../../engine/routing/screen-registry.ts";
import { loadManifestFiles } from "../../engine/manifests/load-files.ts";
import { formatProblem, validateManifestFiles } from "../../engine/manifests/validate.ts";
import { screenRegistry } from "../../app/screen-registry.ts";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { Feature, Locale } from "../../schemas/manifest-common.ts";

/** One concrete page the nets open: a built screen's route, with sample params filled in. */
export interface BuiltRoute {
  /** The URL path to open. */
  path: string;
  screen: ScreenId;
  routeSet: string;
  /** Locales the page's mall allows (ko first). */
  locales: Locale[];
  requiresMember: boolean;
  /** The screens of the layout routes around it, outermost first (they show, and load, with it). */
  layoutScreens: ScreenId[];
}

/** Sample values for path params: real seed ids where a screen shows content. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  // The seed's first event of the mall (E{code}0001) replaces {code}.
  eventId: "E{code}0001",
  id: "1",
  tnId: "1",
  tenantId: "T0100001",
  noticeId: "1",
  qnaId: "1",
  couponId: "1",
  projectId: "1",
  treceiptId: "1",
  eventMon: "202611",
};

/** A screen's own samples for its route's params (any param: "*"), where the shared ones name nothing it shows. */
const SAMPLE_BY_SCREEN: Partial<Record<ScreenId, Readonly<Record<string, string>>>> = {
  eventDetail: { "*": "E{code}0001" },
  brandPromotionDetail: { "*": "B{code}0001" },
  // A film of Suwon's CGV listing (the seed's movieCd: CG + the film's number).
  entertainmentDetail: { id: "CG00001" },
  // This month's stamp event of the mall (the seed's S{code}{YYYYMM}).
  stampEvent: { eventMon: "{month}", eventId: "S{code}{month}" },
  // The seed's first store of the mall (T{code}0001); Centerfield's floor/{id} names a floor.
  tenantDetail: { "*": "T{code}0001" },
  floorInfo: { tnId: "T{code}0001", id: "1F" },
  // A program of the route's kind ({prog}: SKP for kids, SLP for the library): the first (open) one,
  // and the eighth for the winner pages (winners out: kids announced, library past).
  programDetail: { id: "{prog}{code}001" },
  winnerCheck: { id: "{prog}{code}008" },
};

/** This month in Seoul (YYYYMM), as the seed names its stamp events. */
const seoulMonth = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul", year: "numeric", month: "2-digit" }).format(new Date()).replace("-", "");

const sample = (screen: ScreenId, param: string) => SAMPLE_BY_SCREEN[screen]?.[param] ?? SAMPLE_BY_SCREEN[screen]?.["*"] ?? SAMPLE_PARAMS[param] ?? "1";

const fill = (pattern: string, product: string, code: string, screen: ScreenId, prog = "SKP") =>
  pattern
    .split("{product}")
    .join(product)
    .split("/")
    .map((s) => (s.startsWith(":") ? sample(screen, s.slice(1)).replace("{code}", code).replace("{month}", seoulMonth()).replace("{prog}", prog) : s))
    .join("/");

/**
 * Every route of every route set whose screen is built, once per route set (in the first mall
 * that uses it and has the route's area), plus the landing and gate paths. Dev-only routes are
 * left out: the nets run against the production build.
 */
export function builtRoutes(root = process.cwd()): BuiltRoute[] {
  const { bundle, problems } = validateManifestFiles(loadManifestFiles(root));
  if (!bundle) throw new Error(problems.map(formatProblem).join("\n"));
  const built = (id: ScreenId) => screenRegistry[id] !== NOT_BUILT;
  const out: BuiltRoute[] = [];
  const malls = Object.values(bundle.malls);
  for (const [setId, set] of Object.entries(bundle.routeSets)) {
    const users = set.scope === "top" ? [null] : malls.filter((m) => m.kind === "mall" && m.routeSet === setId);
    const inherited = new Map<string, boolean>();
    const layouts = new Map<string, ScreenId[]>();
    // A route mounts only where its feature and its parents' are on (store/rentalInfo's children: rental).
    const featuresOf = new Map<string, Feature[]>();
    for (const f of flattenRoutes(set.routes)) {
      const requiresMember = Boolean(f.node.flags?.requiresMember) || (f.parentPath !== null && inherited.get(f.parentPath) === true);
      inherited.set(f.fullPath, requiresMember);
      const features = [...(f.parentPath === null ? [] : (featuresOf.get(f.parentPath) ?? [])), ...(f.node.feature ? [f.node.feature] : [])];
      featuresOf.set(f.fullPath, features);
      const screen = f.node.screen;
      const around = f.parentPath === null ? [] : (layouts.get(f.parentPath) ?? []);
      // A layout parent renders its children in its outlet (engine/routing/compile.tsx); any other parent does not show with them.
      layouts.set(f.fullPath, screen && f.node.layout ? [...around, screen] : around);
      if (!screen || !built(screen) || f.node.flags?.devOnly) continue;
      const mall = users.find((m) => !m || features.every((feature) => m.features.includes(feature)));
      if (mall === undefined) continue;
      const prog = (f.node.props as { kind?: unknown } | undefined)?.kind === "library" ? "SLP" : "SKP";
      const rel = fill(f.fullPath, mall?.product ?? "field", mall?.code ?? "01", screen, prog);
      const path = mall ? `/${mall.path}${rel ? `/${rel}` : ""}` : rel;
      out.push({ path, screen, routeSet: setId, locales: mall ? [...mall.locales.available] : ["ko"], requiresMember, layoutScreens: around });
    }
  }
  for (const m of malls) {
    if ((m.kind === "landing" || m.kind === "gate") && m.screen && built(m.screen))
      out.push({ path: `/${m.path}`, screen: m.screen, routeSet: "(paths)", locales: [...m.locales.available], requiresMember: false, layoutScreens: [] });
  }
  return out;
}
