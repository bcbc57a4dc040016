import { contentEndpoints } from "../../schemas/api/content.ts";
import type { Locale } from "../../schemas/manifest-common.ts";

/**
 * A home's one call for what the operator runs there (spec part-1 §7 main.do), by mall and the
 * language of its content: the home's parts make it, and the HTML the build renders for a home
 * asks for it ahead of the app (app/prerender.tsx), so both must name the same URL.
 */
export const mainCall = (mall: string, lan: Locale) => ({ endpoint: contentEndpoints.main, args: { params: { mall }, input: { lan } } }) as const;

/**
 * A home's main popups (spec part-1 §7 popup.do), asked for whether or not the visitor hid them
 * for today: brought by the home's HTML too, so the popup opens as the app takes the page over, not
 * a round trip later (docs/decisions/0063).
 */
export const mainPopupCall = (mall: string) => ({ endpoint: contentEndpoints.mainPopup, args: { params: { mall } } }) as const;
