/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { contractDocsPlugin } from "./engine/api/contract-docs-plugin.ts";
import { jsqrAsEsModule } from "./engine/camera/jsqr-esm-plugin.ts";
import { messagesFilePlugin } from "./engine/i18n/messages-file-plugin.ts";
import { messagesPlugin } from "./engine/i18n/vite-plugin.ts";
import { manifestsPlugin } from "./engine/manifests/vite-plugin.ts";

export default defineConfig(({ command }) => ({
  plugins: [react(), manifestsPlugin(), messagesPlugin(), messagesFilePlugin(), contractDocsPlugin(), jsqrAsEsModule()],
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
    // Keep the first route small: every screen is its own chunk (react-router lazy routes).
    chunkSizeWarningLimit: 200,
    // The page's only module script is the entry, so the polyfill for <link rel="modulepreload"> in
    // HTML has nothing to do; the preload helper of dynamic imports falls back to rel="preload" by
    // itself where modulepreload is unsupported. A lazy screen's CSS is still fetched with it (no
    // unstyled flash); its JS dependencies load through its imports instead of a preload list in the
    // main chunk, which grew about 0.15 KiB gzip with every built screen (docs/decisions/0016).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith(".css")) },
    // What every page loads first goes in one chunk: small shared chunks compress worse and cost a
    // request each (measured −2.6 KiB gzip on / and /hanam).
    // xstate stays one chunk: the flows that load it on demand (session, dialogs, login) would
    // otherwise split it by what each uses, costing about 1 KiB gzip more to whoever needs it.
    // What only a member route needs (the login prompt, the session and dialog machines and their
    // services) is one chunk too, without the modules it imports (so login, which shares some of
    // them, does not load xstate with it): nine small chunks were about 1.8 KiB gzip more.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "first", tags: ["$initial"] },
            { name: "xstate", test: /[\\/]node_modules[\\/]xstate[\\/]/ },
            {
              name: "member",
              test: /engine[\\/]session[\\/](require-member|session-runtime|session-service)|engine[\\/]ui[\\/]confirm-dialog|engine[\\/]dialogs[\\/](dialog-actor|dialog-service|dialog-host)|machines[\\/](session|dialog)\.machine/,
            },
            // The screen kit's pieces nearly every data screen loads (the data view and its states, the
            // query hooks, the field shell and select and checkbox fields): one chunk, not fifteen
            // (measured −1.3 to −1.8 KiB gzip on member routes). EmptyState stays out: the mall home
            // uses it, and would load the whole group with it (+4 KiB on /hanam).
            {
              name: "kit",
              test: /engine[\\/]data[\\/](query-view|use-api-query|use-api-mutation|use-cust-id|error-message|as-api-error|query-key|query-cache)\.|engine[\\/]ui[\\/](skeleton|error-state|list-row|save-notice)\.|engine[\\/]forms[\\/](field-shell|select-field|checkbox-field|use-switch-saves|saved-switch)\.|engine[\\/]session[\\/](login-prompt|use-session)\./,
            },
          ],
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
    include: ["{app,devtools,engine,machines,schemas,screens,scripts,server,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // jsbarcode's encoder is imported from its ES module sources (engine/ui/barcode-encode.ts):
    // transformed like the app's code, not loaded by Node, which reads the package as CommonJS.
    server: { deps: { inline: ["jsbarcode"] } },
    // @panzoom/panzoom's "main" is a UMD file in a "type": "module" package, which Node loads as an
    // empty module: tests take its ES build, as the app's bundler does (its "module" field).
    alias: [{ find: /^@panzoom\/panzoom$/, replacement: "@panzoom/panzoom/dist/panzoom.es.js" }],
  },
}));
