import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AXE_FOLDER } from "./axe.ts";
import { NOON } from "./clock.ts";

/**
 * A reference server of a test's own, over its own copy of the built app: a test can stop it (the
 * network gone, for the page and its service worker alike) and start it again, or serve a changed
 * build from the copy (a new release).
 */
export interface OwnServer {
  readonly origin: string;
  /** The copy of dist/ it serves. */
  readonly staticDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its folders. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function ownServer(): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), "mall-own-"));
  const staticDir = join(dir, "dist");
  cpSync("dist", staticDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  const start = async () => {
    if (child) return;
    const proc = spawn(process.execPath, ["dist-server/main.js"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        MALL_CLOCK: NOON,
        STATIC_DIR: staticDir,
        DB_PATH: join(dir, "own.db"),
        // axe-core under /__test/, as the suite's servers serve it.
        TEST_STATIC_DIR: AXE_FOLDER,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child = proc;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the server stopped at start (exit ${proc.exitCode})`);
      try {
        if ((await fetch(`${origin}/`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error("the server did not start within 30 s");
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    origin,
    staticDir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
