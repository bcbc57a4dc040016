import type { Locale } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { apiMessages } from "./catalog/api.ts";
import { dialogsMessages } from "./catalog/dialogs.ts";
import { dataMessages } from "./catalog/data.ts";
import { formsMessages } from "./catalog/forms.ts";
import { formatMessages } from "./catalog/format.ts";
import { routeTitleMessages } from "./catalog/route-titles.ts";
import { routeMessages } from "./catalog/routes.ts";
import { sessionMessages } from "./catalog/session.ts";
import { shellMessages } from "./catalog/shell.ts";
import { uiMessages } from "./catalog/ui.ts";
import { inShell, messagesOf, withEveryScreen, type RegisteredCatalog } from "./message-parts.ts";

/**
 * The kit's catalogues (ko complete, en), registered with where they ship (docs/decisions/0020):
 * inShell lands in the main chunk of every page, so only what the shell and the first routes show
 * belongs there; the screen kit's and the other route titles arrive withEveryScreen. A screen's own
 * words are not here: they live beside it in `*.messages.ts` files (useMessages).
 */
export const catalogs = {
  shell: inShell(shellMessages),
  ui: inShell(uiMessages),
  routes: inShell(routeMessages),
  dialogs: inShell(dialogsMessages),
  api: withEveryScreen(apiMessages),
  data: withEveryScreen(dataMessages),
  forms: withEveryScreen(formsMessages),
  format: withEveryScreen(formatMessages),
  session: withEveryScreen(sessionMessages),
  routeTitles: withEveryScreen(routeTitleMessages),
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
