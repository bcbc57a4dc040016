import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { localeSchema, type Locale } from "../../schemas/manifest-common.ts";
import { catalogs, FIRST_ROUTE_SCREENS } from "./catalogs.ts";
import { lazyParts, messagesOf, SHELL_PART, shellCatalogues, type MessagePart } from "./message-parts.ts";

const PREFIX = "virtual:messages/";
const PARTS_ID = "virtual:message-parts";

const partModule = (locale: Locale, part: string) => (part === SHELL_PART ? `${PREFIX}${locale}` : `${PREFIX}${locale}/${part}`);

/** The browser's map of parts: a loader per part and locale, and the kit's part every screen but the first routes' needs. */
function partsIndex(parts: MessagePart[]): string {
  const locales = localeSchema.options;
  // The main chunk carries the Korean shell part itself.
  const loader = (part: string) =>
    `{ ${locales
      .filter((l) => part !== SHELL_PART || l !== "ko")
      .map((l) => `${l}: () => import(${JSON.stringify(partModule(l, part))})`)
      .join(", ")} }`;
  return [
    `export const loaders = { ${[SHELL_PART, ...parts.map((p) => p.name)].map((n) => `${JSON.stringify(n)}: ${loader(n)}`).join(",\n")} };`,
    `export const everyScreenParts = ${JSON.stringify(parts.map((p) => p.name))};`,
    `export const firstRouteScreens = ${JSON.stringify(FIRST_ROUTE_SCREENS)};`,
  ].join("\n");
}

/**
 * Serves the messages precompiled to ICU ASTs at build time, so the browser needs no message
 * parser (the build aliases it to formatjs' no-parser entry): these are the kit's words only
 * (a screen's ship with it, engine/i18n/messages-file-plugin.ts). `virtual:messages/<locale>` is the
 * shell part (the main chunk carries ko), the kit's lazily loaded part is
 * `virtual:messages/<locale>/screens`, and `virtual:message-parts` holds their loaders
 * (docs/decisions/0004, 0020). A syntax error in a message fails the build.
 */
export function messagesPlugin(): Plugin {
  let production = false;
  return {
    name: "mall-messages",
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === PARTS_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${PARTS_ID}`) return partsIndex(lazyParts(catalogs));
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [rawLocale, partName = SHELL_PART] = id.slice(PREFIX.length + 1).split("/");
      const locale = localeSchema.parse(rawLocale);
      const part = lazyParts(catalogs).find((p) => p.name === partName);
      if (partName !== SHELL_PART && !part) this.error(`unknown message part ${partName}`);
      const names = part ? part.catalogues : shellCatalogues(catalogs, production);
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messagesOf(catalogs, names, locale))) {
        try {
          compiled[key] = parse(text);
        } catch (e) {
          this.error(`message ${key} (${locale}) is not valid ICU: ${(e as Error).message}`);
        }
      }
      return `export const messages = ${JSON.stringify(compiled)};\n`;
    },
  };
}
