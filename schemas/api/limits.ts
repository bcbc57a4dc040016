import type { CallLimit } from "./endpoint.ts";

const MINUTE = 60_000;

/**
 * The abuse limits of the catalogue, in one place (README, "Rules the server enforces", lists the
 * same numbers). The server counts them before the handler runs and answers 429 with Retry-After.
 */
export const LIMITS = {
  /**
   * Login (docs/decisions/0037): wrong guesses limited per address and user id, per address over
   * any user ids, and per user id from any address. A successful login takes back its own count and
   * clears only its own (address, user id) counter. Past the user id's 20 failures, the addresses
   * that failed at it wait for the window, and other addresses are checked one at a time with a
   * doubling wait between them (1 s, 2 s, 4 s …): the member still logs in from a new address.
   */
  login: [
    { name: "login", per: ["client", "input.userId"], max: 10, windowMs: MINUTE, count: "failures", successClears: true },
    { name: "loginClient", per: ["client"], max: 30, windowMs: MINUTE, count: "failures" },
    { name: "loginUser", per: ["input.userId"], max: 20, windowMs: MINUTE, count: "failures", backOff: { failedIn: "login", firstWaitMs: 1_000 } },
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
  /**
   * Car-number lookup (spec: parking), per address, and per mall over every address: 10,000
   * four-digit numbers take a sweep from many addresses at least 5.5 hours (the owner of a car
   * refused meanwhile tries again after Retry-After).
   */
  carLookup: [
    { name: "carLookup", per: ["client"], max: 30, windowMs: MINUTE },
    { name: "carLookupMall", per: ["mall"], max: 300, windowMs: 10 * MINUTE },
  ],
  /** Treasure-hunt serial numbers, per member. */
  treasureSerial: [{ name: "treasureSerial", per: ["caller"], max: 20, windowMs: MINUTE }],
  /** Waiting registrations through the waiting proxy, per address (each one is a call to the queue service). */
  waitingRegister: [{ name: "waitingRegister", per: ["client"], max: 20, windowMs: MINUTE }],
} as const satisfies Record<string, readonly CallLimit[] | ((field: string) => readonly CallLimit[])>;
