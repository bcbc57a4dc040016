import { scrypt, scryptSync, timingSafeEqual } from "node:crypto";

// scrypt with the usual interactive-login cost; the parameters travel with each hash so they can change.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

const seedMemo = new Map<string, string>();

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Hashes a password with a given salt (the seed draws salts from its deterministic random source). */
export function hashPassword(password: string, salt: Buffer): string {
  const key = `${password}|${salt.toString("base64")}`;
  const known = seedMemo.get(key);
  if (known) return known;
  const out = format(salt, scryptSync(password, salt, KEY_LEN, { N, r: R, p: P }));
  seedMemo.set(key, out);
  return out;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, len: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, len, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Checks a password against a stored hash in constant time (off the event loop). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = stored.split("$");
  if (kind !== "scrypt" || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const actual = await derive(password, Buffer.from(saltB64, "base64"), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches in practice: unknown user ids are checked against it, so they take as long. */
export const UNKNOWN_USER_HASH = format(Buffer.alloc(16, 7), Buffer.alloc(KEY_LEN, 0));
