import type { CallLimit } from "./endpoint.ts";

const MINUTE = 60_000;

/**
 * The abuse limits of the catalogue, in one place (README, "Rules the server enforces", lists the
 * same numbers). The server counts them before the handler runs and answers 429 with Retry-After.
 */
export const LIMITS = {
  /**
   * Login: wrong guesses slowed per address and user id, per user id from any address, and per
   * address over any user ids. A successful login clears its counters (count: failures).
   */
  login: [
    { name: "login", per: ["client", "input.userId"], max: 10, windowMs: MINUTE, count: "failures" },
    { name: "loginUser", per: ["input.userId"], max: 20, windowMs: MINUTE, count: "failures" },
    { name: "loginClient", per: ["client"], max: 30, windowMs: MINUTE, count: "failures" },
  ],
  /**
   * Phone codes: per number from one address, and per address. Not per number alone: requests
   * from elsewhere must never lock the member out of their own number.
   */
  authCode: [
    { name: "authCodeNumber", per: ["input.phoneNo", "client"], max: 5, windowMs: 10 * MINUTE },
    { name: "authCodeClient", per: ["client"], max: 20, windowMs: 10 * MINUTE },
  ],
  /** An event's entry code, tried through apply or codeCheck alike: per member (or address) and event, and per address. */
  entryCode: [
    { name: "entryCode", per: ["caller", "input.evt_seq"], max: 10, windowMs: 10 * MINUTE, when: "evt_code" },
    { name: "entryCodeClient", per: ["client"], max: 60, windowMs: 10 * MINUTE, when: "evt_code" },
  ],
  /** Calls that hash or check a visitor's password (inquiries, guest book): together, per address. */
  passwordHash: (field: string): readonly CallLimit[] => [{ name: "passwordHash", per: ["client"], max: 10, windowMs: MINUTE, when: field }],
  /** Car-number lookup (spec: parking), per address. */
  carLookup: [{ name: "carLookup", per: ["client"], max: 30, windowMs: MINUTE }],
  /** Treasure-hunt serial numbers, per member. */
  treasureSerial: [{ name: "treasureSerial", per: ["caller"], max: 20, windowMs: MINUTE }],
  /** Waiting registrations through the waiting proxy, per address (each one is a call to the queue service). */
  waitingRegister: [{ name: "waitingRegister", per: ["client"], max: 20, windowMs: MINUTE }],
} as const satisfies Record<string, readonly CallLimit[] | ((field: string) => readonly CallLimit[])>;
