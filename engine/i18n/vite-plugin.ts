import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { localeSchema } from "../../schemas/manifest-common.ts";
import { sourceMessages } from "./catalogs.ts";

const PREFIX = "virtual:messages/";

/**
 * Serves each locale's messages as `virtual:messages/<locale>`, precompiled to ICU ASTs at build
 * time, so the browser needs no message parser (the build aliases it to formatjs' no-parser
 * entry) and loads only the locale it shows. A syntax error in a message fails the build.
 */
export function messagesPlugin(): Plugin {
  return {
    name: "mall-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = localeSchema.parse(id.slice(PREFIX.length + 1));
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(sourceMessages(locale))) {
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
