// Bridge facts without zod: machines and the first route read them, and must not load a validator.

/**
 * How long the web side waits for the native app (spec: 300 ms token, 150 ms device id,
 * 1000 ms customer id, 200 ms for everything else). A call that is not answered in time
 * resolves as "no value", so a slow or missing native side never blocks a screen.
 */
export const BRIDGE_TIMEOUTS_MS = {
  loginToken: 300,
  deviceId: 150,
  custId: 1000,
  other: 200,
} as const;

// Native apps answer "no value" in their own dialects (iOS "nil", Java "null").
const blankStrings = new Set(["", "null", "nil", "undefined"]);

/**
 * The spec's empty rule: null, undefined, "" and the strings null, nil, undefined are empty.
 */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && blankStrings.has(value));
}
