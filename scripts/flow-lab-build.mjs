// The flow lab's development build (the production build has no lab): where it goes and the
// command that makes it. playwright.config.ts serves it for tests/e2e/flows.spec.ts; npm test
// (scripts/test-stages.mjs) makes it beside its first stages, which leave a core idle, and tells
// Playwright so with FLOW_LAB_BUILT=1.

export const FLOW_LAB_DIR = "node_modules/.flow-lab";

/** The build's command line (run with NODE_ENV=development: import.meta.env.DEV, devOnly routes such as /__flows). */
export const FLOW_LAB_BUILD = ["npx", "vite", "build", "--mode", "development", "--outDir", FLOW_LAB_DIR, "--emptyOutDir", "--logLevel", "error"];

/** Set by npm test when it has made the build already. */
export const FLOW_LAB_BUILT_ENV = "FLOW_LAB_BUILT";
