import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { HashGate, HashingBusy, type HashJobOptions } from "./hash-gate.ts";

// One stored format for every password the server keeps (member logins, guest-book entries, inquiries):
// scrypt$N$r$p$<salt base64>$<hash base64>. The cost travels with each hash, so it can change without a migration.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

// Seeds hash the same passwords with the same deterministic salts every time a test server starts;
// remembering them keeps test runs fast. Only caller-supplied salts are remembered: random ones never repeat.
const seedMemo = new Map<string, string>();

// NFC so that the same password typed on different keyboards (composed or decomposed Hangul) matches.
const normalize = (password: string) => password.normalize("NFC");

function format(n: number, salt: Buffer, hash: Buffer): string {
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

function compute(password: string, salt: Buffer, cost: number): string {
  return format(cost, salt, scryptSync(normalize(password), salt, KEY_LEN, { N: cost, r: R, p: P }));
}

/**
 * Hashes a password. Without a salt a random one is drawn; the seed passes salts from its deterministic random
 * source, and may pass a lower cost (scrypt N, a power of two) so seeding many rows stays fast.
 */
export function hashPassword(password: string, salt?: Buffer, cost = N): string {
  if (!salt) return compute(password, randomBytes(16), cost);
  const key = `${cost}|${salt.toString("base64")}|${password}`;
  const known = seedMemo.get(key);
  if (known) return known;
  const out = compute(password, salt, cost);
  seedMemo.set(key, out);
  return out;
}

/**
 * Every hash a request computes passes this one gate (server/lib/hash-gate.ts): a few derivations on
 * libuv's thread pool at once, visitors' checks in their own smaller share, refusals (HashingBusy,
 * answered 429/503 with Retry-After by registerRoute) instead of a queue of seconds.
 */
export const passwordHashing = new HashGate();

/** How a request's hashing is counted: visitors' checks pass lane "visitor" and their client address. */
export type HashingOptions = HashJobOptions;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, len: number, o: HashingOptions): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, len, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
    o,
  );
}

/**
 * Hashes a password off the event loop (libuv's thread pool), for request handlers: a burst of
 * saves must not stall other requests the way the synchronous hash of the seed would. Without a
 * salt a random one is drawn; a caller passes one where equal passwords must give equal hashes
 * (a visitor's inquiries: the salt of their e-mail).
 */
export async function hashPasswordAsync(password: string, o: HashingOptions & { salt?: Buffer } = {}): Promise<string> {
  const salt = o.salt ?? randomBytes(16);
  return format(N, salt, await derive(normalize(password), salt, N, R, P, KEY_LEN, o));
}

/** The start of every hash hashPassword(Async) makes now with this salt: a stored hash without it was made otherwise (another salt or cost). */
export const hashPrefix = (salt: Buffer): string => `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$`;

/** Checks a password against a stored hash in constant time, off the event loop; a missing or malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined, o: HashingOptions = {}): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = (stored ?? "").split("$");
  if (kind !== "scrypt" || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  if (expected.length === 0) return false;
  let actual: Buffer;
  try {
    actual = await derive(normalize(password), Buffer.from(saltB64, "base64"), Number(n), Number(r), Number(p), expected.length, o);
  } catch (e) {
    if (e instanceof HashingBusy) throw e;
    // Parameters scrypt rejects (a hand-edited row): treat as a mismatch rather than a server error.
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/** A well-formed hash no password matches in practice: checking unknown user ids against it makes them take as long. */
export const UNKNOWN_USER_HASH = format(N, Buffer.alloc(16, 7), Buffer.alloc(KEY_LEN, 0));
