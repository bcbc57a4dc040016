// What the benchmarks share: the build step, the reference server on a fresh database, and the
// demo member they log in as. Plain JavaScript, so the benches run on Node without a TypeScript loader.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

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
 * Warns when the machine has no font with Korean glyphs (fontconfig's list for the language). A
 * phone always has one; without one, Chromium searches its fallbacks for every run of Korean text
 * and draws boxes, and layout costs twice what it does with a font (the directory's first layout
 * at 4× CPU: 247 ms without, 120 ms with Debian's fonts-nanum), which the timings then include.
 */
export function warnWithoutKoreanFont() {
  const listed = spawnSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" });
  if (listed.status === 0 && listed.stdout.trim() !== "") return;
  console.error(
    "warning: no Korean font on this machine (fc-list :lang=ko lists none): layout of Korean text is slower than on any phone " +
      "and the timings include it; install one (apt-get install -y fonts-nanum) for figures a phone would show",
  );
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
const nextPort = () => Number(process.env.BENCH_PORT) + started++ || 4300 + Math.floor(Math.random() * 500);
export async function startServer(staticDir = "dist", { tls = false } = {}) {
  const port = nextPort();
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

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml|image\/x-icon)/;

/**
 * Serves a static single-page app build (another project's `dist`: the peer the bench compares
 * with) as a static host or a CDN serves one, so that it is measured on the same terms as the
 * app: its files as they are and any other path answered with its index.html (client-side
 * routes); text compressed, brotli to a client that takes it and gzip otherwise, made once when
 * the server starts (a host's precompressed files; compressing on the first request would slow the
 * first run); hashed /assets/* cached for a year and the rest revalidated. With `tls`, HTTPS and
 * HTTP/2 on the bench's self-signed certificate (HTTP/1.1 to a client that offers only that),
 * else plain HTTP/1.1. Node's built-ins only; it runs in this process and stops with it.
 */
export async function startStaticServer(dir, { tls = false } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, "index.html"))) throw new Error(`${dir} has no index.html: not a static build`);
  /** Every file by its URL path, read and compressed up front. */
  const files = new Map();
  for (const name of readdirSync(root, { recursive: true })) {
    const path = join(root, name);
    if (!statSync(path).isFile()) continue;
    const body = readFileSync(path);
    const type = CONTENT_TYPES[extname(name).toLowerCase()] ?? "application/octet-stream";
    const url = `/${name.split(sep).join("/")}`;
    const file = { body, type, cache: url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache" };
    // Under 1 KiB, compression saves less than its headers cost.
    if (COMPRESSIBLE.test(type) && body.length >= 1024) {
      file.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
      file.gzip = gzipSync(body, { level: 9 });
    }
    files.set(url, file);
  }
  const index = files.get("/index.html");
  const handler = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" });
      res.end();
      return;
    }
    let path = "/";
    try {
      path = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
    } catch {}
    const file = files.get(path) ?? files.get(`${path.replace(/\/$/, "")}/index.html`) ?? index;
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = file.br && /\bbr\b/.test(accepted) ? "br" : file.gzip && /\bgzip\b/.test(accepted) ? "gzip" : null;
    const body = encoding ? file[encoding] : file.body;
    const headers = { "content-type": file.type, "content-length": body.length, "cache-control": file.cache };
    if (file.br) headers.vary = "Accept-Encoding";
    if (encoding) headers["content-encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const certs = tls ? selfSignedCertificate() : null;
  const server = certs
    ? createSecureServer({ cert: readFileSync(certs.cert), key: readFileSync(certs.key), allowHTTP1: true }, handler)
    : createServer(handler);
  const port = nextPort();
  await new Promise((done, fail) => {
    server.once("error", (e) => fail(new Error(`the static server for ${dir} could not listen on port ${port}: ${e.message}`)));
    server.listen(port, "127.0.0.1", done);
  });
  return `${tls ? "https" : "http"}://127.0.0.1:${port}`;
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
