/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { manifestsPlugin } from "./engine/manifests/vite-plugin.ts";

export default defineConfig({
  plugins: [react(), manifestsPlugin()],
  build: {
    target: "es2022",
    sourcemap: true,
    // Keep the first route small: every screen is its own chunk (react-router lazy routes).
    chunkSizeWarningLimit: 200,
  },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
  server: { port: 5173 },
  preview: { port: Number(process.env.PORT ?? 8080), host: "127.0.0.1" },
  test: {
    include: ["{engine,machines,schemas,screens,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
  },
});
