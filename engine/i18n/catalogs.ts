import type { Locale } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { apiMessages } from "./catalog/api.ts";
import { dialogsMessages } from "./catalog/dialogs.ts";
import { dataMessages } from "./catalog/data.ts";
import { flowMessages } from "./catalog/flows.ts";
import { formsMessages } from "./catalog/forms.ts";
import { formatMessages } from "./catalog/format.ts";
import { routeTitleMessages } from "./catalog/route-titles.ts";
import { routeMessages } from "./catalog/routes.ts";
import { searchMessages } from "./catalog/search.ts";
import { sessionMessages } from "./catalog/session.ts";
import { shellMessages } from "./catalog/shell.ts";
import { showcaseMessages } from "./catalog/showcase.ts";
import { floorsMessages } from "./catalog/floors.ts";
import { storesMessages } from "./catalog/stores.ts";
import { directoryMessages } from "./catalog/directory.ts";
import { diningMessages } from "./catalog/dining.ts";
import { uiMessages } from "./catalog/ui.ts";
import { devOnly, inShell, messagesOf, pickMessages, withEveryScreen, withScreens, type RegisteredCatalog } from "./message-parts.ts";

/** The screens of the store area (screens/stores): they all show store rows. */
const STORE_SCREENS: readonly ScreenId[] = ["tenantList", "floorInfo", "tenantDetail", "facilityInfo", "facilityReserve", "tenantShowcase", "entertainment", "entertainmentDetail", "cafeDining", "search"];

/**
 * Every catalogue of the app (ko complete, en), registered with where it ships
 * (docs/decisions/0010): inShell lands in the main chunk of every page, so only what the shell and
 * the first routes show belongs there; an area's catalogue arrives withScreens; the screen kit's
 * and the other route titles withEveryScreen.
 */
export const catalogs = {
  shell: inShell(shellMessages),
  ui: inShell(uiMessages),
  routes: inShell(routeMessages),
  dialogs: inShell(dialogsMessages),
  // The store words (rows, hours) every store screen shows (screens/stores).
  stores: withScreens(storesMessages, STORE_SCREENS),
  directory: withScreens(directoryMessages, ["tenantList"]),
  showcase: withScreens(showcaseMessages, ["tenantShowcase", "entertainment", "entertainmentDetail"]),
  // The floor map (engine/maps) and the store popup show on the floor, store and facility screens and
  // wherever the directory opens the popup (tnId); the screens' own words ship with them.
  floorMap: withScreens(pickMessages(floorsMessages, (id) => id.startsWith("map.") || id.startsWith("store.popup.")), ["floorInfo", "tenantDetail", "facilityInfo", "tenantList", "qrScan", "directions", "parkingInfo"]),
  floors: withScreens(pickMessages(floorsMessages, (id) => id.startsWith("floors.")), ["floorInfo", "facilityInfo"]),
  storeDetail: withScreens(pickMessages(floorsMessages, (id) => id.startsWith("store.") && !id.startsWith("store.popup.")), ["tenantDetail", "floorInfo", "tenantList"]),
  facilities: withScreens(pickMessages(floorsMessages, (id) => id.startsWith("facilities.")), ["facilityInfo"]),
  // The dining page and the waiting list (the dining page's spots and Suwon's facilityReserve).
  dining: withScreens(diningMessages, ["cafeDining", "facilityReserve"]),
  // The search screen's words; Centerfield's search dialog (query cfSearch) loads the search screen's parts when it opens.
  search: withScreens(searchMessages, ["search"]),
  api: withEveryScreen(apiMessages),
  data: withEveryScreen(dataMessages),
  forms: withEveryScreen(formsMessages),
  format: withEveryScreen(formatMessages),
  session: withEveryScreen(sessionMessages),
  routeTitles: withEveryScreen(routeTitleMessages),
  flows: devOnly(flowMessages),
} as const satisfies Readonly<Record<string, RegisteredCatalog>>;

/**
 * The screens of the first routes (/ and a mall home). They get only the parts that name them, not
 * the screen kit's: their first load has a budget of 120 KiB (scripts/bench-bundle.mjs).
 */
export const FIRST_ROUTE_SCREENS: readonly ScreenId[] = ["entryGate", "mallHome"];

/**
 * All source messages of a locale, whatever part ships them (tests render with these), without the
 * development pages' when NODE_ENV is production; en falls back to ko.
 */
export function sourceMessages(locale: Locale): Record<string, string> {
  const production = process.env.NODE_ENV === "production";
  const names = Object.entries(catalogs)
    .filter(([, c]) => !production || c.loadWith !== "devOnly")
    .map(([name]) => name);
  return messagesOf(catalogs, names, locale);
}
