import type { Plugin } from "vite";

// A string literal: "…", '…' or `…` (a template may hold ${…} without backticks inside).
const STR = String.raw`(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + "`[^`]*`)";
// Literals joined with +, as long texts are written.
const TEXT = String.raw`${STR}(?:\s*\+\s*${STR})*`;
const DESCRIBE = String.raw`z\.describe\(\s*${TEXT}\s*,?\s*\)`;
const ONLY_CHECK = new RegExp(String.raw`\.check\(\s*${DESCRIBE}\s*,?\s*\)`, "g");
const LATER_CHECK = new RegExp(String.raw`,\s*${DESCRIBE}`, "g");
const FIRST_CHECK = new RegExp(String.raw`${DESCRIBE}\s*,\s*`, "g");
const SUMMARY = new RegExp(String.raw`\bsummary:\s*${TEXT}`, "g");

/**
 * The contract's documentation without the documentation: every `z.describe("…")` check and every
 * endpoint `summary` of schemas/api blanked. The words serve the catalogue listing, the generated
 * JSON Schemas and the server; a browser decoding answers never reads them (about a third of an
 * endpoint module's bytes).
 */
export function stripContractDocs(code: string): string {
  return code.replace(ONLY_CHECK, "").replace(LATER_CHECK, "").replace(FIRST_CHECK, "").replace(SUMMARY, 'summary: ""');
}

/** Applies stripContractDocs to schemas/api in the browser build (dev and tests keep the words). */
export function contractDocsPlugin(): Plugin {
  return {
    name: "contract-docs",
    apply: "build",
    transform: {
      filter: { id: /\/schemas\/api\/[^/]+\.ts$/ },
      handler(code, id) {
        if (!/\/schemas\/api\/[^/]+\.ts$/.test(id) || id.endsWith(".test.ts")) return null;
        return { code: stripContractDocs(code), map: null };
      },
    },
  };
}
