import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

// Inquiry passwords are stored as scrypt hashes with a per-inquiry salt: scrypt$<salt hex>$<hash hex>.

const KEY_LEN = 32;

/** Hashes a password; the seed passes its own deterministic salt. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString("hex")}$${scryptSync(password.normalize("NFC"), salt, KEY_LEN).toString("hex")}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const want = Buffer.from(hashHex, "hex");
  const got = scryptSync(password.normalize("NFC"), Buffer.from(saltHex, "hex"), want.length);
  return got.length === want.length && timingSafeEqual(got, want);
}
