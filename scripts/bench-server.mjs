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
 * A self-signed certificate for 127.0.0.1 (openssl, made once per run), for a server that speaks
 * HTTPS and HTTP/2 as a deployment does. Exits with a hint where openssl is missing.
 */
let certificate = null;
function selfSignedCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), "mall-tls-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"];
  const made = spawnSync("openssl", [...args, "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
  if (made.status !== 0 || !existsSync(cert)) {
    console.error("openssl could not make a certificate for the HTTPS server (is openssl installed?); --http1 measures over plain HTTP/1.1");
    process.exit(1);
  }
  certificate = { cert, key };
  return certificate;
}

/**
 * Starts the reference server on the build (or on another build's app folder), with a fresh
 * database; it is stopped when this process exits. BENCH_PORT fixes its port (benches running side
 * by side; a second server takes the next port), otherwise one is picked at random. With `tls`, it
 * speaks HTTPS and HTTP/2 on a self-signed certificate (the caller's own requests and the browser
 * must accept it: see acceptSelfSigned).
 */
let started = 0;
export async function startServer(staticDir = "dist", { tls = false } = {}) {
  const port = Number(process.env.BENCH_PORT) + started++ || 4300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "mall-bench-"));
  const certs = tls ? selfSignedCertificate() : null;
  const server = spawn(process.execPath, ["dist-server/main.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DB_PATH: join(dataDir, "bench.db"),
      STATIC_DIR: staticDir,
      ...(certs ? { TLS_CERT: certs.cert, TLS_KEY: certs.key } : {}),
    },
  });
  process.on("exit", () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
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

/**
 * Lets this process's own requests (the readiness check, the member's login) reach a server on the
 * bench's self-signed certificate. Only for a benchmark process that talks to nothing else.
 */
export function acceptSelfSigned() {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
}

/** The demo member's login as the app's own page sends it (writes answer same-origin requests only). */
export const memberLogin = (base) => ({
  url: `${base}/api/hanam/spoint/login`,
  form: { userId: MEMBER.userId, userPw: MEMBER.userPw, aloginYn: "N" },
  headers: { "sec-fetch-site": "same-origin" },
});
