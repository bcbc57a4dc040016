// Runs a TypeScript script on Node 20 (which cannot run .ts itself) through tsx.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("tsx/cli");
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(r.status ?? 1);
