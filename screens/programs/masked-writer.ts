/**
 * A review's writer as shown: the server masks it (김*연); a name that arrives unmasked is masked
 * here too, keeping the first and the last letter (김하늘 → 김*늘, 이준 → 이*, Emma → E**a).
 */
export function maskedWriter(name: string): string {
  const letters = [...name.trim()];
  if (letters.includes("*")) return letters.join("");
  if (letters.length <= 1) return "*";
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${"*".repeat(letters.length - 2)}${letters.at(-1)}`;
}
