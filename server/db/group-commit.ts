import { closeSync, fdatasync, fstatSync, openSync, statSync } from "node:fs";

// Group commit. With `synchronous = FULL` every commit waits for its own fsync on the event loop:
// at 1,000 coupon issues a second that was a third of the loop's time, and every other request
// queued behind it. The server instead opens the database with `synchronous = NORMAL` (a commit
// is written to the WAL file, not yet flushed) and answers a request that wrote only once a flush
// of the WAL that began after its commit has finished. The flush runs on libuv's thread pool, so
// the loop goes on serving, and every commit made while one flush runs shares the next one.
//
// What an answer promises is unchanged: an acknowledged write is on disk and survives a killed
// process and a power cut. What another request may read a moment earlier is not: a write is
// visible to reads as soon as it commits, before its flush (as in PostgreSQL, a commit is seen
// before its WAL is known to be durable to the writer). Decision 0045.

/** Flushes a file's data to disk, calling back once it is there (or with the error). */
export type SyncFile = (done: (error: Error | null) => void) => void;

/**
 * Batches durability waits onto as few flushes as possible: `durable()` resolves once a flush that
 * started after the call has finished. One flush runs at a time; calls made while it runs share the
 * one that follows it.
 */
export class GroupCommit {
  private running = false;
  private waiting: { resolve: () => void; reject: (e: Error) => void }[] = [];
  /** Flushes started, for tests and diagnostics. */
  flushes = 0;

  constructor(private readonly sync: SyncFile) {}

  /** Resolves when every transaction committed before this call is on disk; rejects when the flush fails. */
  durable(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) this.flush();
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.running = true;
    this.flushes++;
    this.sync((error) => {
      this.running = false;
      for (const w of batch) {
        if (error) w.reject(error);
        else w.resolve();
      }
      if (this.waiting.length > 0) this.flush();
    });
  }
}

/**
 * `fdatasync` of a database's WAL file (`<path>-wal`), on the thread pool. The file is opened on the
 * first flush and opened again should SQLite have replaced it (a different inode at the path). The
 * descriptor is read-only and kept open: SQLite's locks are on the database and `-shm` files, which
 * this never opens, so closing it can release none of them.
 */
export function walSync(dbPath: string): SyncFile {
  const walPath = `${dbPath}-wal`;
  let fd: number | null = null;
  return (done) => {
    try {
      const current = statSync(walPath, { throwIfNoEntry: false });
      // No WAL file: nothing was ever committed through it, so nothing waits to be flushed.
      if (!current) {
        queueMicrotask(() => done(null));
        return;
      }
      if (fd !== null && fstatSync(fd).ino !== current.ino) {
        closeSync(fd);
        fd = null;
      }
      fd ??= openSync(walPath, "r");
    } catch (e) {
      queueMicrotask(() => done(e as Error));
      return;
    }
    fdatasync(fd, done);
  };
}
