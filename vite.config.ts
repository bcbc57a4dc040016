/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contractDocsPlugin } from "./engine/api/contract-docs-plugin.ts";
import { jsqrAsEsModule } from "./engine/camera/jsqr-esm-plugin.ts";
import { messagesFilePlugin } from "./engine/i18n/messages-file-plugin.ts";
import { messagesPlugin } from "./engine/i18n/vite-plugin.ts";
import { manifestsPlugin } from "./engine/manifests/vite-plugin.ts";
import { serviceWorkerPlugin } from "./engine/offline/sw-plugin.ts";
import { prerenderPlugin } from "./engine/prerender/prerender-plugin.ts";
import { layerGroups } from "./scripts/bundle-layers.mjs";
import { SETUP_FILES, unitProjects } from "./scripts/unit-projects.mjs";

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    manifestsPlugin(),
    messagesPlugin(),
    messagesFilePlugin(),
    contractDocsPlugin(),
    jsqrAsEsModule(),
    serviceWorkerPlugin(),
    prerenderPlugin(),
  ],
  resolve: {
    // Messages reach the browser precompiled (engine/i18n/vite-plugin.ts), so the production
    // bundle drops the ICU parser. Dev and tests keep it for any message passed as a string.
    // react-router's package exports name only its development build (dev warnings on, larger), so
    // the browser build takes its production build by path (react-router issue 14102).
    alias:
      command === "build" && !process.env.VITEST
        ? [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" },
            { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
          ]
        : [],
  },
  build: {
    target: "es2022",
    // Maps stay build artefacts (the bundle benchmark reads them); the scripts do not point to them,
    // and the server does not serve them in production.
    sourcemap: "hidden",
    // The chunk graph (dist/.vite/manifest.json): the bundle budget computes what each route loads
    // from it (scripts/bundle-budget.mjs). The server does not serve it in production.
    manifest: true,
    // Keep the first route small: every screen is its own chunk (react-router lazy routes).
    chunkSizeWarningLimit: 200,
    // The page's only module script is the entry, so the polyfill for <link rel="modulepreload"> in
    // HTML has nothing to do. A lazy screen's import preloads the layer chunks it needs with it
    // (Vite's list per import): a route's scripts are asked for at once, not down a chain of
    // imports (docs/decisions/0022, which supersedes 0016).
    modulePreload: { polyfill: false },
    // Chunks by layer (scripts/bundle-layers.mjs): the main chunk, the flows, the contract, the
    // shell's lazy parts, the kit, each area's shared code, and each screen its own chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: layerGroups(),
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  // The dev server answers API calls through the reference server (npm run build && npm run serve,
  // or any backend given by API_PROXY), so development pages behave as the built app does.
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/api", "/rest"].map((p) => [p, { target: process.env.API_PROXY ?? "http://127.0.0.1:8080", changeOrigin: true }])),
  },
  preview: { port: Number(process.env.PORT ?? 8080), host: "127.0.0.1" },
  test: {
    // node, dom and isolated (files that use vi.mock): scripts/unit-projects.mjs.
    projects: unitProjects(fileURLToPath(new URL(".", import.meta.url))),
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // left a core idle for the whole unit run (the main process only transforms and reports).
    maxWorkers: Math.max(2, availableParallelism()),
    restoreMocks: true,
    // Vitest's 5 s is too close on a loaded 2-core machine: the route table's comparison of 800
    // paths (3.5 s, 5.9 s once) and the route shells' first render, which transforms three screens
    // (6.4 s once), each failed a run on it. A CI run must not fail on the machine's load.
    testTimeout: 15_000,
    setupFiles: [...SETUP_FILES],
    // jsbarcode's encoder is imported from its ES module sources (engine/ui/barcode-encode.ts):
    // transformed like the app's code, not loaded by Node, which reads the package as CommonJS.
    server: { deps: { inline: ["jsbarcode"] } },
    // @panzoom/panzoom's "main" is a UMD file in a "type": "module" package, which Node loads as an
    // empty module: tests take its ES build, as the app's bundler does (its "module" field).
    alias: [{ find: /^@panzoom\/panzoom$/, replacement: "@panzoom/panzoom/dist/panzoom.es.js" }],
  },
}));
