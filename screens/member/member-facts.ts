/** How the member's own details show on their page: enough to recognise, not to copy. */

/** 010-****-5678: the middle part hidden. Empty parts show nothing. */
export function maskedPhone(first: string, middle: string, last: string): string {
  if (!first || !last) return "";
  return `${first}-${"*".repeat(Math.max(3, middle.length || 4))}-${last}`;
}

/** **** **** **** 1234: only the last four digits of a card number. */
export function maskedCard(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 4) return "";
  return `**** **** **** ${digits.slice(-4)}`;
}
