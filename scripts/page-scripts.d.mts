// Types of page-scripts.mjs.
import type { Page } from "@playwright/test";

export function pageScripts(page: Page, url: string): Promise<{ scripts: { pathname: string; body: Buffer }[]; errors: string[] }>;
