import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GroupCommit, type SyncFile, walSync } from "./group-commit.ts";
import { openDb } from "./open.ts";

/** A sync whose flushes the test finishes by hand, in order. */
function manualSync() {
  const pending: ((error: Error | null) => void)[] = [];
  const sync: SyncFile = (done) => void pending.push(done);
  return { sync, pending, finish: (error: Error | null = null) => pending.shift()!(error) };
}

const settled = async (p: Promise<unknown>) => {
  let state = "pending";
  p.then(
    () => (state = "resolved"),
    () => (state = "rejected"),
  );
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

describe("GroupCommit", () => {
  it("answers a wait only after a flush that began after it, and lets every wait made meanwhile share the next flush", async () => {
    const m = manualSync();
    const commits = new GroupCommit(m.sync);
    const first = commits.durable();
    expect(m.pending).toHaveLength(1);
    // Committed while the first flush runs: that flush may have begun before these writes.
    const second = commits.durable();
    const third = commits.durable();
    expect(m.pending).toHaveLength(1);
    m.finish();
    expect(await settled(first)).toBe("resolved");
    expect(await settled(second)).toBe("pending");
    expect(m.pending).toHaveLength(1);
    m.finish();
    expect(await settled(second)).toBe("resolved");
    expect(await settled(third)).toBe("resolved");
    expect(commits.flushes).toBe(2);
  });

  it("rejects the waits of a failed flush, and flushes again for the next", async () => {
    const m = manualSync();
    const commits = new GroupCommit(m.sync);
    const failed = commits.durable();
    m.finish(new Error("EIO"));
    await expect(failed).rejects.toThrow("EIO");
    const next = commits.durable();
    m.finish();
    await expect(next).resolves.toBeUndefined();
  });
});

describe("walSync", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("flushes the database's WAL file, and resolves at once when none exists yet", async () => {
    dir = mkdtempSync(join(tmpdir(), "group-commit-"));
    const path = join(dir, "t.db");
    const sync = walSync(path);
    const flush = () => new Promise<Error | null>((resolve) => sync(resolve));
    expect(await flush()).toBeNull();
    const db = openDb(path, "group");
    expect(db.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
    db.exec("CREATE TABLE t (x)");
    db.prepare("INSERT INTO t VALUES (1)").run();
    expect(await flush()).toBeNull();
    // SQLite deletes the WAL file when the last connection closes, and the next one makes a new
    // file: the next flush opens that one and lets go of the deleted one.
    const walDescriptors = () =>
      readdirSync("/proc/self/fd").flatMap((fd) => {
        try {
          const target = readlinkSync(`/proc/self/fd/${fd}`);
          return target.startsWith(`${path}-wal`) ? [target] : [];
        } catch {
          return [];
        }
      });
    expect(walDescriptors().filter((t) => !t.endsWith("(deleted)")).length).toBeGreaterThan(0);
    db.close();
    expect(walDescriptors()).toContain(`${path}-wal (deleted)`);
    const again = openDb(path, "group");
    again.prepare("INSERT INTO t VALUES (2)").run();
    expect(await flush()).toBeNull();
    expect(walDescriptors()).not.toContain(`${path}-wal (deleted)`);
    again.close();
  });
});
