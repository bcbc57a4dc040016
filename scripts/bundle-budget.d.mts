// Types of bundle-budget.mjs (plain JavaScript, so the bench runs on Node without a TypeScript loader).

/** A measured route: its path, and the screen and route set it stands for (empty for an explicit path). */
export interface BudgetRoute {
  path: string;
  screen?: string;
  routeSet?: string;
}

/** An entry of scripts/bundle-budget-exceptions.json: a route over budget for now, with its measured size and why. */
export interface BudgetException {
  path: string;
  screen?: string;
  routeSet?: string;
  /** KiB of gzip JS when it was recorded. */
  kib: number;
  reason: string;
}

export interface MeasuredRoute {
  route: BudgetRoute;
  kib: number;
  budget: number;
}

export const GROWTH_KIB: number;
export const EXCEPTIONS_FILE: string;
export function covers(entry: BudgetException, route: BudgetRoute, firstRoutes: readonly string[]): boolean;
export function checkBudgets(
  measured: MeasuredRoute[],
  exceptions: BudgetException[],
  opts: { firstRoutes: readonly string[]; complete: boolean },
): { problems: string[]; listed: (BudgetException | null)[] };
export function tightened(measured: MeasuredRoute[], exceptions: BudgetException[], listed: (BudgetException | null)[]): BudgetException[];
export function parseExceptions(text: string | null): BudgetException[];
