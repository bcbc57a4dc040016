import * as z from "zod/mini";

/**
 * The id of a mall's static page, as `/page?id=` names it (manifest `pages` keys). In a module of
 * its own: the page's query schema ships to the browser, the manifest's schema does not.
 */
export const contentPageId = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, "must be a page id of letters, digits, - and _ (40 at most)"));
