import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { transformWithOxc, type Plugin } from "vite";

const FILE = /\.messages\.ts$/;
const ENGLISH = "?locale=en";

type Texts = Record<string, string>;
type Exported = Record<string, { ko: Texts; en: Texts }>;

/** Runs a messages file (data only: it may import types, nothing else) and returns its ko/en exports. */
export async function evaluateMessagesFile(code: string, file: string): Promise<Exported> {
  const js = (await transformWithOxc(code, file, { lang: "ts" })).code;
  if (/^\s*import\s[^\n]*from\s/m.test(js) || /\bimport\(/.test(js)) throw new Error(`${file}: a messages file imports nothing at run time (types only)`);
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as Record<string, unknown>;
  const out: Exported = {};
  for (const [name, value] of Object.entries(mod)) {
    const v = value as { ko?: unknown; en?: unknown } | null;
    if (v && typeof v === "object" && typeof v.ko === "object" && typeof v.en === "object") out[name] = v as Exported[string];
  }
  if (Object.keys(out).length === 0) throw new Error(`${file}: exports no { ko, en } messages`);
  return out;
}

/** The messages precompiled to ICU ASTs; a syntax error names the message. */
export function compileTexts(texts: Texts, where: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(texts)) {
    try {
      compiled[id] = parse(text);
    } catch (e) {
      throw new Error(`message ${id} (${where}) is not valid ICU: ${(e as Error).message}`, { cause: e });
    }
  }
  return compiled;
}

/**
 * Ships each `*.messages.ts` file as the browser needs it (docs/decisions/0020): its Korean
 * precompiled inline, so it lands in the chunk of the screen that imports it, and its English as a
 * module of its own (`<file>?locale=en`) loaded only when the page shows English. No ICU parser
 * reaches the browser, and a syntax error in a message fails the build. Tests read the source
 * files as they are (the hook parses strings there).
 */
export function messagesFilePlugin(): Plugin {
  return {
    name: "mall-messages-files",
    enforce: "pre",
    async load(id) {
      if (process.env.VITEST || !id.endsWith(ENGLISH)) return null;
      const file = id.slice(0, -ENGLISH.length);
      if (!FILE.test(file)) return null;
      this.addWatchFile(file);
      const exported = await evaluateMessagesFile(await readFile(file, "utf8"), file);
      return Object.entries(exported)
        .map(([name, m]) => `export const ${name} = ${JSON.stringify(compileTexts(m.en, `${name}, en`))};`)
        .join("\n");
    },
    async transform(code, id) {
      if (process.env.VITEST || !FILE.test(id)) return null;
      const exported = await evaluateMessagesFile(code, id);
      const english = JSON.stringify(`./${basename(id)}${ENGLISH}`);
      const out = Object.entries(exported)
        .map(
          ([name, m]) =>
            `export const ${name} = { ko: ${JSON.stringify(compileTexts(m.ko, `${name}, ko`))}, en: () => import(${english}).then((m) => m.${name}) };`,
        )
        .join("\n");
      // Compiled data with no line of the source left: an empty map says so (no "sourcemap is broken" warning per file).
      return { code: out, map: { mappings: "" } };
    },
  };
}
