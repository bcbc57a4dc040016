// Types of test-changed.mjs (plain JavaScript, run by node).
export const AREA_SPECS: Readonly<Record<string, readonly string[]>>;
export const DEVTOOLS_SPECS: readonly string[];
export const ALL_SCREENS_SPEC: string;
export const SHARED_SPECS: readonly string[];
export function changedFiles(root: string, base?: string): string[];
export function areaScreenIds(root: string, area: string): string[];
export function e2eScriptImports(root: string): Set<string>;
export type E2eChoice = { all: true; why: string } | { all: false; specs: string[]; screenIds: string[] };
export function selectTests(
  files: readonly string[],
  context: { screenIds: (area: string) => string[]; scriptImports: ReadonlySet<string> },
): { unit: "all" | string[]; unitAllBecause: string | null; e2e: E2eChoice };
export function e2eGrep(choice: { specs: readonly string[]; screenIds: readonly string[] }): string;
