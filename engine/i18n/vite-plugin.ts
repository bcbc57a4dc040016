import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { localeSchema } from "../../schemas/manifest-common.ts";
import { catalogs } from "./catalogs.ts";
import { messagesOf } from "./message-parts.ts";

const PREFIX = "virtual:messages/";
const PARTS_ID = "virtual:message-parts";

/** The browser's loaders of the shell's messages in each locale but Korean (the main chunk carries it). */
function loadersModule(): string {
  const others = localeSchema.options.filter((l) => l !== "ko");
  return `export const loaders = { ${others.map((l) => `${l}: () => import(${JSON.stringify(`${PREFIX}${l}`)})`).join(", ")} };`;
}

/**
 * Serves the shell's messages precompiled to ICU ASTs at build time, so the browser needs no message
 * parser (the build aliases it to formatjs' no-parser entry): these are the shell's words only (the
 * kit's and a screen's ship with their code, engine/i18n/messages-file-plugin.ts).
 * `virtual:messages/<locale>` is the shell's messages (the main chunk carries ko), and
 * `virtual:message-parts` the loaders of the other locales (docs/decisions/0004, 0020). A syntax
 * error in a message fails the build.
 */
export function messagesPlugin(): Plugin {
  return {
    name: "mall-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) || id === PARTS_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${PARTS_ID}`) return loadersModule();
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = localeSchema.parse(id.slice(PREFIX.length + 1));
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messagesOf(catalogs, Object.keys(catalogs), locale))) {
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
