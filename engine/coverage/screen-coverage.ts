import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";

export interface CoverageRow {
  path: string;
  screen: ScreenId;
  implemented: boolean;
}

export interface CoverageReport {
  routeSets: Record<string, CoverageRow[]>;
  /** Screens mounted directly at /{path} by landing and gate manifests (unjeong, IntroTest, suwon_teaser). */
  paths: CoverageRow[];
}

/**
 * Every screen route of every route set with its build state: redirects have no screen, and the
 * development-only pages (`devOnly`: the style guide, the flow lab) are not the product's routes.
 */
export function screenCoverage(bundle: ManifestBundle, isImplemented: (id: ScreenId) => boolean): CoverageReport {
  const routeSets: Record<string, CoverageRow[]> = {};
  for (const [id, set] of Object.entries(bundle.routeSets)) {
    routeSets[id] = flattenRoutes(set.routes)
      .filter((r) => r.node.screen !== undefined && r.node.flags?.devOnly !== true)
      .map((r) => ({ path: r.fullPath, screen: r.node.screen as ScreenId, implemented: isImplemented(r.node.screen as ScreenId) }));
  }
  const paths = Object.values(bundle.malls)
    .filter((m) => m.screen !== undefined && (m.kind === "landing" || m.kind === "gate"))
    .map((m) => ({ path: `/${m.path}`, screen: m.screen as ScreenId, implemented: isImplemented(m.screen as ScreenId) }));
  return { routeSets, paths };
}

/** The human-readable table: per route set, routes, distinct screens, implemented screens, coverage. */
export function formatCoverage(report: CoverageReport, redirectsBySet: Record<string, number>): string {
  const lines = ["route set     routes  redirects  screens  implemented  route coverage"];
  let routes = 0;
  let done = 0;
  const allScreens = new Set<string>();
  const allBuilt = new Set<string>();
  for (const [id, rows] of [...Object.entries(report.routeSets), ["(paths)", report.paths] as const]) {
    const screens = new Set(rows.map((r) => r.screen));
    const built = new Set(rows.filter((r) => r.implemented).map((r) => r.screen));
    const covered = rows.filter((r) => r.implemented).length;
    routes += rows.length;
    done += covered;
    screens.forEach((s) => allScreens.add(s));
    built.forEach((s) => allBuilt.add(s));
    const pct = rows.length === 0 ? 0 : (100 * covered) / rows.length;
    lines.push(
      `${id.padEnd(13)} ${String(rows.length).padStart(6)} ${String(redirectsBySet[id] ?? 0).padStart(10)} ${String(screens.size).padStart(8)} ${String(built.size).padStart(12)} ${`${covered}/${rows.length} (${pct.toFixed(1)}%)`.padStart(15)}`,
    );
  }
  lines.push(
    `total: ${routes} screen routes, ${allScreens.size} distinct screens, ${allBuilt.size} implemented, ${done}/${routes} routes mount a built screen`,
  );
  return lines.join("\n");
}

/** Redirect nodes and conditional redirects per route set. */
export function redirectCounts(bundle: ManifestBundle): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, set] of Object.entries(bundle.routeSets)) {
    const nodes = flattenRoutes(set.routes).filter((r) => r.node.redirect !== undefined || r.node.defaultChild !== undefined).length;
    out[id] = nodes + (set.redirects?.length ?? 0);
  }
  return out;
}
