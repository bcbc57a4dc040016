// What the benchmarks share: the build step, the reference server on a fresh database, and the
// demo member they log in as. Plain JavaScript, so the benches run on Node without a TypeScript loader.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Demo member 1 of the reference server's seed (server/domains/member/seed.ts) and where the app keeps its id. */
export const MEMBER = { userId: "fieldmall01", userPw: "Field!2026a", custId: "M0000001", storageKey: "custId" };

/** Builds the app and the server unless --no-build; exits when the build fails or there is none. */
export function buildUnlessAsked(flags) {
  if (!flags.has("--no-build")) {
    const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!existsSync("dist/index.html") || !existsSync("dist-server/main.js")) {
    console.error("no build in dist/ and dist-server/: run npm run build first (or drop --no-build)");
    process.exit(1);
  }
}

/**
 * Starts the reference server on the build (or on another build's app folder), with a fresh
 * database; it is stopped when this process exits. BENCH_PORT fixes its port (benches running side
 * by side; a second server takes the next port), otherwise one is picked at random.
 */
let started = 0;
export async function startServer(staticDir = "dist") {
  const port = Number(process.env.BENCH_PORT) + started++ || 4300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "mall-bench-"));
  const server = spawn(process.execPath, ["dist-server/main.js"], {
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(dataDir, "bench.db"), STATIC_DIR: staticDir },
  });
  process.on("exit", () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the reference server exited (${server.exitCode}): is port ${port} taken?`);
    try {
      if ((await fetch(base)).ok) return base;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the reference server did not start within 30 s");
}

/** The demo member's login as the app's own page sends it (writes answer same-origin requests only). */
export const memberLogin = (base) => ({
  url: `${base}/api/hanam/spoint/login`,
  form: { userId: MEMBER.userId, userPw: MEMBER.userPw, aloginYn: "N" },
  headers: { "sec-fetch-site": "same-origin" },
});
