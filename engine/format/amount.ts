import { isEmptyValue, type DataValue } from "./empty-value.ts";

const NUMERIC = /^(-?)(\d+)(\.\d+)?$/;

function group(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function plainDigits(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // String(1e21) is "1e+21": large whole numbers go through BigInt to keep every digit.
  const text = Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return text.includes("e") ? null : text;
}

/**
 * An amount with comma thousands separators whatever the locale (spec part-1 §5): 12345 → "12,345".
 * Accepts numbers and numeric text, also text that already has commas; empty or non-numeric → "".
 */
export function formatAmount(value: DataValue): string {
  if (value === null || value === undefined || isEmptyValue(value)) return "";
  const text = typeof value === "number" ? plainDigits(value) : value.replace(/[,\s]/g, "");
  const match = text === null ? null : NUMERIC.exec(text);
  if (!match) return "";
  const [, sign = "", whole = "", fraction = ""] = match;
  const grouped = group(whole);
  return `${grouped === "0" && !fraction ? "" : sign}${grouped}${fraction}`;
}
