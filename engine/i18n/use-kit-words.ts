import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { dialogsMessages } from "./catalog/dialogs.ts";
import type { routeTitleMessages } from "./catalog/route-titles.ts";
import type { routeMessages } from "./catalog/routes.ts";
import type { shellMessages } from "./catalog/shell.ts";
import type { uiMessages } from "./catalog/ui.ts";
import type { Values } from "./use-messages.ts";

type Kit = typeof dialogsMessages | typeof routeTitleMessages | typeof routeMessages | typeof shellMessages | typeof uiMessages;

/** An id of the kit's own words (route titles, the shell's, the ui pieces' …). */
export type KitId = Kit extends infer C ? (C extends { ko: infer K } ? keyof K & string : never) : never;

/** The kit's words by typed id. */
export type KitWords = (id: KitId, values?: Values) => string;

/**
 * The kit's words a screen shows itself (a route title as its heading, a kit dialog's button), by
 * typed id: they are in the page's messages already (engine/i18n/catalogs.ts), so this only types them.
 */
export function useKitWords(): KitWords {
  const intl = useIntl();
  return useCallback((id: KitId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
