import { isEmptyValue } from "../../schemas/bridge-constants.ts";

/** Storage key of the member's customer id (the client sends it as custid); it survives reloads. */
export const CUST_ID_KEY = "custId";

/** The part of Web Storage the store uses (tests pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored customer id. The session owns the one that writes; the API client only reads. */
export interface CustIdStore {
  /** The known customer id, or null. */
  get(): string | null;
  /** Remembers the logged-in member's customer id (an empty value forgets it). */
  set(custId: string): void;
  /** Forgets the customer id (logout, the missing-consent rule, a stale id). */
  clear(): void;
}

/** The browser's local storage, or null where there is none or it refuses access (private modes, node). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A customer-id store over storage. It reads storage on every get, so every reader over the same
 * storage (the session, the API client) sees the same id; where storage is missing or throws it
 * keeps the id in memory for this page only.
 */
export function createCustIdStore(storage: KeyValueStorage | null): CustIdStore {
  let memory: string | null = null;
  let usable = storage !== null;
  const normalize = (value: string | null | undefined) => (isEmptyValue(value) ? null : (value as string));

  function write(value: string | null): void {
    memory = value;
    if (!usable || !storage) return;
    try {
      if (value) storage.setItem(CUST_ID_KEY, value);
      else storage.removeItem(CUST_ID_KEY);
    } catch {
      // A full or locked storage must not keep a forgotten id alive: fall back to memory for good.
      usable = false;
    }
  }

  return {
    get() {
      if (!usable || !storage) return memory;
      try {
        return normalize(storage.getItem(CUST_ID_KEY));
      } catch {
        usable = false;
        return memory;
      }
    },
    set: (custId) => write(normalize(custId)),
    clear: () => write(null),
  };
}

/**
 * The stored customer id, read from the browser's storage at each call (no state of its own), for
 * module-level callers without the session at hand. Writing belongs to the session only.
 */
export function getCustId(): string | null {
  return createCustIdStore(browserStorage()).get();
}
