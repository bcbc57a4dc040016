import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { type Db, totalChanges } from "../db/open.ts";
import type { ServerDeps } from "./context.ts";

// Answers of public reads kept for the next caller (RouteDef.shared): the tenant and event lists
// are the same for every visitor until the operator's data changes, and building one (SQL, the
// contract's check, JSON, gzip) cost about a millisecond of the server's single thread. An answer
// is kept under its URL, the Seoul day and the database's version: any write through the server's
// connection (total_changes) or by another connection to the file (data_version) starts a new
// version, so a kept answer is never older than the data it was built from. It carries a weak ETag;
// a caller that sends it back in If-None-Match gets 304 and no body.

/** One kept answer: its JSON, its ETag and, once a caller took gzip, its compressed bytes. */
export interface SharedAnswer {
  etag: string;
  text: string;
  gzip: Uint8Array<ArrayBuffer> | null;
}

/** Answers kept at most (least recently used dropped first). */
export const SHARED_ANSWERS_MAX = 1000;
/** The bytes of every kept answer together (JSON and gzip), at most. */
export const SHARED_ANSWERS_MAX_TOTAL_BYTES = 4 * 1024 * 1024;
/** A larger answer is not kept (it is built each time). */
export const SHARED_ANSWER_MAX_BYTES = 256 * 1024;
/** As jsonAnswer: smaller bodies go as they are. */
const GZIP_MIN_BYTES = 1024;

const sizeOf = (a: SharedAnswer) => a.text.length + (a.gzip?.byteLength ?? 0);

export class SharedAnswers {
  private readonly entries = new Map<string, SharedAnswer>();
  /** The kept answers' bytes (JSON text and gzip). */
  bytes = 0;
  /** Requests answered from a kept answer (tests, diagnostics). */
  hits = 0;
  constructor(
    private readonly capacity = SHARED_ANSWERS_MAX,
    private readonly maxBytes = SHARED_ANSWERS_MAX_TOTAL_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): SharedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** The answer for this JSON text, kept under key when it is small enough. */
  put(key: string, text: string): SharedAnswer {
    const answer: SharedAnswer = { etag: `W/"${createHash("sha1").update(text).digest("base64url")}"`, text, gzip: null };
    if (text.length > SHARED_ANSWER_MAX_BYTES) return answer;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, answer);
    this.grew(text.length);
    return answer;
  }

  /** Its gzip bytes, made once and counted with the answer while it is kept. */
  gzipOf(key: string, answer: SharedAnswer): Uint8Array<ArrayBuffer> {
    if (!answer.gzip) {
      answer.gzip = gzipSync(answer.text, { level: 4 }) as Uint8Array<ArrayBuffer>;
      if (this.entries.get(key) === answer) this.grew(answer.gzip.byteLength);
    }
    return answer.gzip;
  }

  private grew(bytes: number): void {
    this.bytes += bytes;
    while ((this.entries.size > this.capacity || this.bytes > this.maxBytes) && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, answer: SharedAnswer): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
  }
}

const perServer = new WeakMap<ServerDeps, SharedAnswers>();

/** The kept answers of one server. */
export function sharedAnswersOf(deps: ServerDeps): SharedAnswers {
  let answers = perServer.get(deps);
  if (!answers) perServer.set(deps, (answers = new SharedAnswers()));
  return answers;
}

/** The database's version: it changes with every write through this connection or any other. */
export function dataVersion(db: Db): string {
  const changes = totalChanges(db);
  const version = db.prepare<[], number>("PRAGMA data_version").pluck().get()!;
  return `${changes}.${version}`;
}

/** Whether If-None-Match names this ETag (weak comparison, as for a GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

/** Sends a kept answer: 304 when the caller holds it, else its JSON, gzipped when taken and worth it. */
export function sendShared(c: Context, answers: SharedAnswers, key: string, answer: SharedAnswer): Response {
  // Revalidated on every use: a browser keeps the body and asks with its ETag.
  const headers: Record<string, string> = { etag: answer.etag, "cache-control": "no-cache", vary: "Accept-Encoding" };
  if (matches(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304, headers);
  headers["content-type"] = "application/json";
  if (answer.text.length >= GZIP_MIN_BYTES && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
    headers["content-encoding"] = "gzip";
    return c.body(answers.gzipOf(key, answer), 200, headers);
  }
  return c.body(answer.text, 200, headers);
}
