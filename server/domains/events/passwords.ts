import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

// Guest-book passwords: salted scrypt, stored as scrypt$N$salt$hash so the cost can change per row.

/** Hashes a password; cost is the scrypt N (the seed uses a low one to stay fast). */
export function hashPassword(password: string, salt = randomBytes(16).toString("hex"), cost = 16_384): string {
  const hash = scryptSync(password, salt, 32, { N: cost }).toString("hex");
  return `scrypt$${cost}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, cost, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, "hex");
  const actual = scryptSync(password, salt, expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
