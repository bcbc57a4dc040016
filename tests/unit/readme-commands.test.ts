// The README's cheap commands, run as a newcomer types them: a command that crashes fails npm test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const npmRun = (args: string[], env: Record<string, string> = {}) =>
  spawnSync("npm", ["run", "--silent", ...args], { encoding: "utf8", timeout: 60_000, env: { ...process.env, ...env } });

describe("the README's commands work", () => {
  it.each([
    [["manifests:check"], /manifests ok: \d+ malls/],
    [["manifests:schema", "--", "--check"], /up to date/],
    [["screens:coverage"], /routes mount a built screen/],
    [["bench:manifests"], /compile \d+ routes from \d+ manifests/],
    [["flows", "--", "gate"], /machine gate: /],
    [["test:changed", "--", "--list"], /^e2e: /m],
    [["fuzz", "--", "--cases", "300", "--seconds", "30"], /^fuzz: 300 case\(s\) in [\d.]+ s, no failure$/m],
  ])(
    "npm run %j",
    (args, output) => {
      const run = npmRun(args);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(output);
      // Each starts npm and a TypeScript runner: seconds on a busy two-core machine, not vitest's default 5.
    },
    60_000,
  );

  it("npm run db:reset removes the database at DB_PATH (and only that)", () => {
    const dir = mkdtempSync(join(tmpdir(), "mall-reset-"));
    const db = join(dir, "mall.db");
    writeFileSync(db, "x");
    writeFileSync(`${db}-wal`, "x");
    writeFileSync(join(dir, "other.db"), "x");
    const run = npmRun(["db:reset"], { DB_PATH: db });
    const left = [existsSync(db), existsSync(`${db}-wal`), existsSync(join(dir, "other.db"))];
    rmSync(dir, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(0);
    expect(left).toEqual([false, false, true]);
  }, 60_000);
});
