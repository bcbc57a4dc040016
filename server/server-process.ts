import { spawn, type ChildProcess } from "node:child_process";

// The reference server as a process of its own, for the tests and benchmarks that need a real one
// (a socket, a SIGKILL, a restart on the same file): started on 127.0.0.1:port and awaited until it
// answers.

/** How long a server may take to answer after it is started. */
const START_TIMEOUT_MS = 15_000;

/**
 * Starts `node <args>` with the environment `env` (the caller's, with its settings; PORT and HOST
 * are set here) and resolves once the server answers on the
 * port. Rejects, the process stopped, when it exits first (then another server on the port would
 * have answered for it) or does not answer in time.
 */
export async function startServerProcess(args: readonly string[], port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...args], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const until = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): is port ${port} taken, or the build missing (npm run build)?`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/hanam/login/status.do`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s`);
}
