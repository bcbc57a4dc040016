// The rules of the popular keywords every visitor sees (search.keyword answers them): a keyword is
// listed only once enough distinct clients searched it within a window of days, so one visitor
// cannot publish a text to everyone, and nothing stays popular forever; spellings that differ only
// by width or case (ＣＯＦＦＥＥ, Coffee, coffee) count as one keyword.

/** Distinct clients (members, or addresses) a keyword needs within the window to be listed. */
export const POPULAR_MIN_CLIENTS = 5;
/** The window, in Seoul calendar days: today and the 6 days before. */
export const POPULAR_WINDOW_DAYS = 7;
/** Keywords one client adds to the counts a day; its further keywords are searched, not counted. */
export const POPULAR_MAX_PER_CLIENT_DAY = 20;
/** Keywords listed at most. */
export const POPULAR_LIST_SIZE = 10;

/**
 * A keyword as it is shown: NFKC (full-width letters and digits become ASCII, compatibility forms
 * their plain letters) with runs of white space as one space, trimmed.
 */
export function shownKeyword(keyword: string): string {
  return keyword.normalize("NFKC").replace(/\s+/gu, " ").trim();
}

/** The key a keyword is counted under: its shown form, case-folded (Latin, Greek, Cyrillic…; Hangul has no case). */
export function keywordKey(keyword: string): string {
  return shownKeyword(keyword).toLowerCase();
}

/**
 * Whether a searched keyword (in its shown form) may enter the popular list: 2 to 20 characters of
 * letters (any script), digits, spaces and & - . ' only. Anything else is still searched, never listed.
 */
export function countsAsPopular(shown: string): boolean {
  return shown.length >= 2 && shown.length <= 20 && /^[\p{L}\p{N}][\p{L}\p{N} &.'-]*$/u.test(shown);
}
