// Full-width digits come from Korean and Japanese keyboards in full-width mode.
const FULL_WIDTH_ZERO = 0xff10;

/**
 * The spec's numeric-input rule: keeps only the digits of `value` (full-width digits count as
 * digits) and cuts them to `maxLength` when one is given.
 */
export function cutNumeric(value: string, maxLength?: number): string {
  let digits = "";
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch >= "0" && ch <= "9") digits += ch;
    else if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) digits += String(code - FULL_WIDTH_ZERO);
  }
  if (maxLength === undefined || !Number.isFinite(maxLength)) return digits;
  return digits.slice(0, Math.max(0, Math.floor(maxLength)));
}
