// Types of flow-lab-build.mjs (plain JavaScript, read by playwright.config.ts).
export const FLOW_LAB_DIR: string;
export const FLOW_LAB_BUILD: readonly string[];
export const FLOW_LAB_BUILT_ENV: string;
