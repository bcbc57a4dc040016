import type { Locale } from "../../schemas/manifest.ts";
import { gateMessages } from "./catalog/gate.ts";
import { homeMessages } from "./catalog/home.ts";
import { routeMessages } from "./catalog/routes.ts";
import { shellMessages } from "./catalog/shell.ts";
import { uiMessages } from "./catalog/ui.ts";

interface Catalog {
  ko: Readonly<Record<string, string>>;
  en: Readonly<Record<string, string>>;
}

/** Every catalogue of the app; each holds ko (the default, complete) and en. */
export const catalogs: Readonly<Record<string, Catalog>> = {
  shell: shellMessages,
  ui: uiMessages,
  gate: gateMessages,
  home: homeMessages,
  routes: routeMessages,
};

/** All source messages of a locale; en falls back to ko for any id it lacks. */
export function sourceMessages(locale: Locale): Record<string, string> {
  const ko = Object.assign({}, ...Object.values(catalogs).map((c) => c.ko)) as Record<string, string>;
  if (locale === "ko") return ko;
  return { ...ko, ...(Object.assign({}, ...Object.values(catalogs).map((c) => c.en)) as Record<string, string>) };
}
