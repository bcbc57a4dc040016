import type { Locale } from "../../schemas/manifest-common.ts";
import { apiMessages } from "./catalog/api.ts";
import { flowMessages } from "./catalog/flows.ts";
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
  api: apiMessages,
  flows: flowMessages,
};

/** Catalogues of development-only pages (the flow lab): production builds leave them out of the bundle. */
const devOnlyCatalogs = new Set(["flows"]);

// Vite sets NODE_ENV before it loads messages: "production" for a production build.
const inBundle = (name: string) => process.env.NODE_ENV !== "production" || !devOnlyCatalogs.has(name);

/** All source messages of a locale; en falls back to ko for any id it lacks. */
export function sourceMessages(locale: Locale): Record<string, string> {
  const used = Object.entries(catalogs)
    .filter(([name]) => inBundle(name))
    .map(([, c]) => c);
  const ko = Object.assign({}, ...used.map((c) => c.ko)) as Record<string, string>;
  if (locale === "ko") return ko;
  return { ...ko, ...(Object.assign({}, ...used.map((c) => c.en)) as Record<string, string>) };
}
