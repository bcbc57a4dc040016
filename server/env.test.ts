import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { QUEUE_DEV_TOKEN } from "../schemas/api/queue.ts";
import { parseServerEnv, serverSettings, startupLines } from "./env.ts";

const failure = (vars: Record<string, string>) => {
  try {
    parseServerEnv(vars);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(vars)}`);
};

describe("server settings (one schema for the environment)", () => {
  it("keeps the defaults when nothing is set (production, no demo), and counts an empty value as unset", () => {
    const defaults = {
      PORT: 8080,
      HOST: "127.0.0.1",
      DB_PATH: "data/mall.db",
      STATIC_DIR: "dist",
      NODE_ENV: "production",
      MALL_DEMO: false,
      MALL_CLOCK: undefined,
      MALL_CLOCK_HEADER: false,
      TEST_STATIC_DIR: undefined,
      TRUST_PROXY: false,
      QUEUE_TOKEN: undefined,
      QUEUE_URL: undefined,
      TLS_CERT: undefined,
      TLS_KEY: undefined,
    };
    expect(parseServerEnv({})).toEqual(defaults);
    expect(parseServerEnv({ PORT: "", DB_PATH: "", MALL_CLOCK: "", TRUST_PROXY: "", NODE_ENV: "", MALL_DEMO: "" })).toEqual(defaults);
  });

  it("reads good values", () => {
    const env = parseServerEnv({
      PORT: "4173",
      HOST: "0.0.0.0",
      DB_PATH: "/var/lib/mall/mall.db",
      NODE_ENV: "production",
      MALL_CLOCK: "2026-11-20T12:00:00+09:00",
      TRUST_PROXY: "true",
      QUEUE_TOKEN: "rotated-token-123",
    });
    expect(env).toMatchObject({
      PORT: 4173,
      HOST: "0.0.0.0",
      DB_PATH: "/var/lib/mall/mall.db",
      NODE_ENV: "production",
      TRUST_PROXY: true,
      QUEUE_TOKEN: "rotated-token-123",
    });
    expect(env.MALL_CLOCK?.toISOString()).toBe("2026-11-20T03:00:00.000Z");
    for (const off of ["false", "0", "no", "off"]) expect(parseServerEnv({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    for (const on of ["1", "yes", "on", "TRUE"]) expect(parseServerEnv({ TRUST_PROXY: on }).TRUST_PROXY).toBe(true);
  });

  it.each([
    ["PORT", "eighty", /PORT="eighty": must be a port number from 1 to 65535/],
    ["PORT", "70000", /PORT="70000": must be a port number/],
    ["PORT", "0", /PORT="0": must be a port number/],
    ["PORT", "80.5", /PORT="80.5": must be a port number/],
    ["DB_PATH", "data/", /DB_PATH="data\/": must name a file, not a folder/],
    ["MALL_CLOCK", "tomorrow", /MALL_CLOCK="tomorrow": must be an ISO date-time with seconds and a zone/],
    ["MALL_CLOCK", "2026-11-20T12:00:00", /MALL_CLOCK=.*with seconds and a zone/],
    ["MALL_CLOCK", "2026-02-29T00:00:00Z", /MALL_CLOCK=.*ISO date-time/],
    ["NODE_ENV", "prodution", /NODE_ENV="prodution": must be production, development or test/],
    ["TRUST_PROXY", "maybe", /TRUST_PROXY="maybe": must be true or false/],
    ["MALL_DEMO", "please", /MALL_DEMO="please": must be true or false/],
    ["HOST", "local host", /HOST="local host": must be a host name/],
  ])("refuses %s=%s with a message naming the variable", (name, value, message) => {
    expect(failure({ [name]: value })).toMatch(message);
  });

  it("takes TLS_CERT and TLS_KEY together, and refuses one without the other", () => {
    expect(parseServerEnv({ TLS_CERT: "cert.pem", TLS_KEY: "key.pem" })).toMatchObject({ TLS_CERT: "cert.pem", TLS_KEY: "key.pem" });
    expect(failure({ TLS_CERT: "cert.pem" })).toMatch(/TLS_KEY: must be set with TLS_CERT \(both or neither\)/);
    expect(failure({ TLS_KEY: "key.pem" })).toMatch(/TLS_CERT: must be set with TLS_KEY \(both or neither\)/);
    expect(failure({ TLS_CERT: "cert.pem", TLS_KEY: "" })).toMatch(/TLS_KEY: must be set with TLS_CERT/);
  });

  it("refuses the public development queue token in production, and QUEUE_URL without a token of its own", () => {
    expect(failure({ QUEUE_TOKEN: "dev-queue-token" })).toMatch(/QUEUE_TOKEN: must not be the public development token in production/);
    expect(failure({ NODE_ENV: "production", QUEUE_TOKEN: "dev-queue-token" })).toMatch(/QUEUE_TOKEN: must not be the public development token/);
    expect(failure({ QUEUE_URL: "https://queue.example.test/api/queue" })).toMatch(/QUEUE_TOKEN: must be set with QUEUE_URL in production/);
    expect(parseServerEnv({ NODE_ENV: "production" }).QUEUE_TOKEN).toBeUndefined();
    expect(parseServerEnv({ NODE_ENV: "development", QUEUE_URL: "https://queue.example.test/api/queue" }).QUEUE_TOKEN).toBeUndefined();
  });

  it("runs production's settings with no NODE_ENV and no MALL_DEMO: no code echo, no source maps, no response check, the queue service closed", () => {
    const env = parseServerEnv({});
    const settings = serverSettings(env);
    expect(settings.revealAuthCodes).toBe(false);
    expect(settings.clockHeader).toBe(false);
    // Closed: a token made at start, never printed, that only the in-process waiting proxy sends.
    expect(settings.queueToken).not.toBe(QUEUE_DEV_TOKEN);
    expect(settings.queueToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(serverSettings(env).queueToken).not.toBe(settings.queueToken);
    const lines = startupLines(env).join("\n");
    expect(lines).toMatch(/production \(NODE_ENV\): .*source maps not served/);
    expect(lines).toMatch(/demo conveniences off \(MALL_DEMO\)/);
    expect(lines).toMatch(/queue service \/api\/queue: closed to outside callers \(QUEUE_TOKEN unset\)/);
    expect(lines).not.toContain(QUEUE_DEV_TOKEN);
    expect(lines).not.toContain(settings.queueToken);
  });

  it("turns the demo conveniences on with MALL_DEMO only, and names them at start", () => {
    for (const node of ["production", "development", "test"]) expect(serverSettings(parseServerEnv({ NODE_ENV: node })).revealAuthCodes, node).toBe(false);
    for (const node of ["production", "development", "test"]) {
      const env = parseServerEnv({ NODE_ENV: node, MALL_DEMO: "1" });
      expect(env.MALL_DEMO).toBe(true);
      expect(serverSettings(env).revealAuthCodes, node).toBe(true);
      expect(startupLines(env).join("\n"), node).toMatch(/demo \(MALL_DEMO\): phone-auth codes come back in the answer \(devAuthNo\)/);
    }
    const dev = startupLines(parseServerEnv({ NODE_ENV: "development", MALL_CLOCK_HEADER: "1" })).join("\n");
    expect(dev).toMatch(/development \(NODE_ENV\): .*source maps served/);
    expect(dev).toMatch(/queue service \/api\/queue: the public development token/);
    expect(dev).toMatch(/MALL_CLOCK_HEADER: on/);
    expect(startupLines(parseServerEnv({ QUEUE_TOKEN: "rotated-token-123" })).join("\n")).toMatch(/queue service \/api\/queue: open to QUEUE_TOKEN/);
  });

  it("gives handlers their settings: the code echo with MALL_DEMO only, QUEUE_TOKEN or the development token outside production", () => {
    expect(serverSettings(parseServerEnv({ NODE_ENV: "development" }))).toEqual({
      clockHeader: false,
      revealAuthCodes: false,
      queueToken: QUEUE_DEV_TOKEN,
      queueUrl: null,
    });
    expect(serverSettings(parseServerEnv({ NODE_ENV: "test", MALL_DEMO: "yes", QUEUE_TOKEN: "rotated-token-123" }))).toEqual({
      clockHeader: false,
      revealAuthCodes: true,
      queueToken: "rotated-token-123",
      queueUrl: null,
    });
    expect(serverSettings(parseServerEnv({ NODE_ENV: "production", QUEUE_TOKEN: "rotated-token-123" }))).toEqual({
      clockHeader: false,
      revealAuthCodes: false,
      queueToken: "rotated-token-123",
      queueUrl: null,
    });
  });

  it("lets a request's X-Mall-Clock header set its clock only when MALL_CLOCK_HEADER is on, and never in production", () => {
    expect(serverSettings(parseServerEnv({ NODE_ENV: "development", MALL_CLOCK_HEADER: "true" })).clockHeader).toBe(true);
    expect(serverSettings(parseServerEnv({ NODE_ENV: "test", MALL_CLOCK_HEADER: "1" })).clockHeader).toBe(true);
    expect(failure({ NODE_ENV: "production", QUEUE_TOKEN: "rotated-token-123", MALL_CLOCK_HEADER: "true" })).toMatch(
      /MALL_CLOCK_HEADER="true": must be off in production/,
    );
    expect(failure({ MALL_CLOCK_HEADER: "true" })).toMatch(/MALL_CLOCK_HEADER="true": must be off in production/);
    expect(failure({ MALL_CLOCK_HEADER: "sometimes" })).toMatch(/MALL_CLOCK_HEADER="sometimes": must be true or false/);
  });

  it("serves a test folder (TEST_STATIC_DIR) outside production only, and says so at start", () => {
    const env = parseServerEnv({ NODE_ENV: "test", TEST_STATIC_DIR: "node_modules/axe-core" });
    expect(env.TEST_STATIC_DIR).toBe("node_modules/axe-core");
    expect(startupLines(env).join("\n")).toMatch(/TEST_STATIC_DIR: node_modules\/axe-core served under \/__test\/ \(tests only\)/);
    expect(startupLines(parseServerEnv({ NODE_ENV: "test" })).join("\n")).not.toMatch(/TEST_STATIC_DIR/);
    expect(failure({ NODE_ENV: "production", QUEUE_TOKEN: "rotated-token-123", TEST_STATIC_DIR: "node_modules/axe-core" })).toMatch(
      /TEST_STATIC_DIR="node_modules\/axe-core": must be unset in production/,
    );
    expect(failure({ TEST_STATIC_DIR: "tests" })).toMatch(/TEST_STATIC_DIR="tests": must be unset in production/);
  });

  it("takes the queue service's URL (QUEUE_URL, http or https, trailing slash dropped) for the waiting proxy", () => {
    expect(serverSettings(parseServerEnv({ QUEUE_URL: "https://queue.example.test/api/queue/", QUEUE_TOKEN: "rotated-token-123" })).queueUrl).toBe(
      "https://queue.example.test/api/queue",
    );
    expect(failure({ QUEUE_URL: "ftp://queue.example.test" })).toMatch(/QUEUE_URL=.*must be an http or https URL/);
    expect(failure({ QUEUE_URL: "not a url" })).toMatch(/QUEUE_URL=/);
  });

  it("names every bad variable at once, and never repeats the queue token", () => {
    const message = failure({ PORT: "x", MALL_CLOCK: "y", QUEUE_TOKEN: "secret value" });
    expect(message.split("\n").slice(1)).toEqual([
      expect.stringMatching(/^ {2}PORT=/),
      expect.stringMatching(/^ {2}MALL_CLOCK=/),
      "  QUEUE_TOKEN: must be a bearer token (letters, digits and -._~+/ only)",
    ]);
    expect(message).not.toContain("secret value");
  });

  // Each starts Node with a TypeScript loader, which can take seconds on a busy machine (vitest's default is 5 s).
  it("stops main.ts with exit code 1 and the message, before touching the database", () => {
    const dir = mkdtempSync(join(tmpdir(), "mall-env-"));
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DB_PATH: join(dir, "db", "mall.db") },
      encoding: "utf8",
      timeout: 60_000,
    });
    const opened = existsSync(join(dir, "db"));
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT="eighty": must be a port number from 1 to 65535');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(opened).toBe(false);
  }, 60_000);

  it("stops main.ts when TLS_CERT or TLS_KEY cannot be read, before touching the database", () => {
    const dir = mkdtempSync(join(tmpdir(), "mall-env-"));
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, TLS_CERT: join(dir, "missing-cert.pem"), TLS_KEY: join(dir, "missing-key.pem"), DB_PATH: join(dir, "db", "mall.db") },
      encoding: "utf8",
      timeout: 60_000,
    });
    const opened = existsSync(join(dir, "db"));
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/TLS_CERT or TLS_KEY cannot be read: .*missing-cert\.pem/);
    expect(opened).toBe(false);
  }, 60_000);
});
