import { defineConfig } from "vite";

/** Bundles the reference server for Node 20 (which cannot run .ts); packages stay external. */
export default defineConfig({
  build: {
    ssr: "server/main.ts",
    outDir: "dist-server",
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "[name].js" } },
  },
  ssr: { target: "node" },
});
