/** Digits the winner search keeps: the last four of a contact (spec part-1 §5). */
export const WINNER_DIGITS = 4;

/** Latin letters (with accents), spaces and the marks a masked Latin name carries: such a name wraps at the Latin length. */
const LATIN_NAME = /^[\p{Script=Latin}\s*.'’-]+$/u;

/**
 * A winner's name in lines (spec part-1 §5): a Latin name wraps after `latinWrap` letters (9; 15 at
 * coexmall), any other after `otherWrap` (5). The lengths are the mall's manifest `winners`.
 */
export function wrapName(name: string, { latinWrap, otherWrap }: { latinWrap: number; otherWrap: number }): string[] {
  const letters = [...name.trim()];
  const size = LATIN_NAME.test(name) ? latinWrap : otherWrap;
  const lines: string[] = [];
  for (let i = 0; i < letters.length; i += size) lines.push(letters.slice(i, i + size).join(""));
  return lines.length > 0 ? lines : [""];
}

/** A contact's last four digits split around the first match of the keyword, for the highlight. */
export function matchParts(telNum: string, keyword: string): { before: string; match: string; after: string } {
  const at = keyword === "" ? -1 : telNum.indexOf(keyword);
  if (at < 0) return { before: telNum, match: "", after: "" };
  return { before: telNum.slice(0, at), match: keyword, after: telNum.slice(at + keyword.length) };
}

/** The winners whose last four digits contain the keyword (all of them for none). */
export const winnersMatching = <W extends { telNum: string }>(winners: readonly W[], keyword: string): W[] =>
  keyword === "" ? [...winners] : winners.filter((w) => w.telNum.includes(keyword));

/** Whether the keyword is the whole of the four digits: the row is marked. */
export const isFullMatch = (telNum: string, keyword: string) => keyword.length === WINNER_DIGITS && telNum === keyword;
