// Types of unit-projects.mjs (plain JavaScript, read by vite.config.ts).
import type { TestProjectInlineConfiguration } from "vitest/config";

export const SETUP_FILES: readonly string[];
export const UNIT_FOLDERS: readonly string[];
export function unitFilesByProject(root: string): { node: string[]; dom: string[]; isolated: string[] };
export function unitProjects(root: string): TestProjectInlineConfiguration[];
