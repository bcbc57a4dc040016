import type { Locale } from "../../schemas/manifest-common.ts";
import { dialogsMessages } from "./catalog/dialogs.ts";
import { routeTitleMessages } from "./catalog/route-titles.ts";
import { routeMessages } from "./catalog/routes.ts";
import { shellMessages } from "./catalog/shell.ts";
import { uiMessages } from "./catalog/ui.ts";
import { messagesOf, type Catalog } from "./message-parts.ts";

/**
 * The shell's catalogues (ko complete, en): what the frame shows on every page (the header, the
 * route titles, the quick links, the shell's dialogs and the ui pieces). They ship in the main
 * chunk (Korean; English loads on the first switch). The kit's other words and a screen's live
 * beside their code in `*.messages.ts` files and ship with it (docs/decisions/0020).
 */
export const catalogs = {
  shell: shellMessages,
  ui: uiMessages,
  routes: routeMessages,
  routeTitles: routeTitleMessages,
  dialogs: dialogsMessages,
} as const satisfies Readonly<Record<string, Catalog>>;

/** The shell's source messages in a locale (tests render with these); en falls back to ko. */
export function sourceMessages(locale: Locale): Record<string, string> {
  return messagesOf(catalogs, Object.keys(catalogs), locale);
}
