// Types of bundle-budget.mjs (plain JavaScript, so the bench runs on Node without a TypeScript loader).

/** A script a route loaded: its URL path, gzip bytes, and whether it holds npm packages only. */
export interface LoadedScript {
  pathname: string;
  gzip: number;
  library?: boolean;
}

/** A measured route: its path, the screen it stands for (empty for an explicit path) and its scripts. */
export interface MeasuredRoute {
  path: string;
  screen?: string;
  scripts: LoadedScript[];
  /** The scripts a visit loads, when `scripts` also holds lazy parts counted in bytes only (default: scripts.length). */
  count?: number;
}

/** A shared layer's chunk in the build, by its layer name (layer-kit, area-events…). */
export interface LayerChunk {
  layer: string;
  gzip: number;
}

export type ScriptKind = { kind: "layer"; layer: string } | { kind: "main" } | { kind: "library" } | { kind: "own" };

export const FIRST_ROUTE_KIB: number;
export const SCREEN_OWN_KIB: number;
export const MAX_SCRIPTS: number;
export const FORBIDDEN_FIRST: readonly string[];
export const FIRST_ROUTE_SCREENS: readonly string[];
export const LAYER_CEILINGS_KIB: Readonly<Record<string, number>>;
export function kindOf(pathname: string, library?: boolean): ScriptKind;
export function checkBudgets(routes: MeasuredRoute[], layers: LayerChunk[], opts: { firstRoutes: readonly string[] }): string[];
export function routeFigures(scripts: LoadedScript[]): { kib: number; own: number; count: number };
