import { describe, expect, it } from "vitest";
import { UNKNOWN_USER_HASH, hashPassword, hashPasswordAsync, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes for a request off the event loop: the loop turns before the hash is done", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("loop turned"));
    const stored = await hashPasswordAsync("guest-5678");
    order.push("hashed");
    // A synchronous hash would finish (and resolve) before the loop could turn.
    expect(order).toEqual(["loop turned", "hashed"]);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("guest-5678", stored)).toBe(true);
  });

  it("stores the scrypt parameters with the hash and verifies against them", async () => {
    const stored = hashPassword("field1234", undefined, 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("field1234", stored)).toBe(true);
    expect(await verifyPassword("field12345", stored)).toBe(false);
  });

  it("draws a fresh salt unless one is given, and gives the same hash for the same salt", () => {
    const salt = Buffer.alloc(16, 3);
    expect(hashPassword("1234", undefined, 1024)).not.toBe(hashPassword("1234", undefined, 1024));
    expect(hashPassword("1234", salt, 1024)).toBe(hashPassword("1234", Buffer.alloc(16, 3), 1024));
  });

  it("matches a composed and a decomposed spelling of the same password", async () => {
    const stored = hashPassword("비밀번호".normalize("NFD"), undefined, 1024);
    expect(await verifyPassword("비밀번호".normalize("NFC"), stored)).toBe(true);
  });

  it("never matches a missing, malformed or unknown-user hash", async () => {
    expect(await verifyPassword("1234", null)).toBe(false);
    expect(await verifyPassword("1234", "plain")).toBe(false);
    expect(await verifyPassword("1234", "scrypt$1000$8$1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("", UNKNOWN_USER_HASH)).toBe(false);
  });
});
