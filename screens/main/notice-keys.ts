// The home's notices a visitor may hide for the day (YYYYMMDD, spec part-2 §9), kept per mall.
// (The ribbon's key has a module of its own: the home's first paint needs it, and nothing else here.)
import { ribbonKey } from "./ribbon-key.ts";

/** Where "don't show today" of the main popup is kept. */
export const popupKey = (mall: string) => `mainPopupHidden:${mall}`;

/**
 * The notices a home's HTML shows, by the name its root element gives them when hidden for today
 * (engine/shell/hidden-today.ts): mall-home.module.css keeps the notice's slot off screen until
 * the app has read the day itself.
 */
export const homeNotices = (mall: string) => ({ ribbon: ribbonKey(mall), popup: popupKey(mall) });
