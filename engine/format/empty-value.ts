/** A value as data carries it: the API sends text, numbers or nothing. */
export type DataValue = string | number | null | undefined;

// The operator's backend writes missing values as these literal words (spec part-1 §5).
const EMPTY_WORDS = new Set(["", "null", "nil", "undefined"]);

/** True for null, undefined, blank text and the strings "null", "nil" and "undefined". */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === "string" && EMPTY_WORDS.has(value.trim());
}

/** The value as display text, or the fallback when it counts as empty. */
export function textOrEmpty(value: DataValue, fallback = ""): string {
  return isEmptyValue(value) ? fallback : String(value);
}
