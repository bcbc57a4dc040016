import { describe, expect, it } from "vitest";
import { uiMessages } from "../i18n/catalog/ui.ts";

const catalogs = { ui: uiMessages };

/** Argument names of an ICU message: {mall}, {count, plural, …} (plural branches like {# x} are not arguments). */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!))].sort();
}

describe.each(Object.entries(catalogs))("%s catalogue", (name, catalog) => {
  it("has the same ids in ko and en, all under its own prefix", () => {
    expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog.ko).sort());
    for (const id of Object.keys(catalog.ko)) expect(id.startsWith(`${name}.`), id).toBe(true);
  });

  it("uses the same placeholders in both languages", () => {
    const en = catalog.en as Record<string, string>;
    for (const [id, ko] of Object.entries(catalog.ko as Record<string, string>)) expect(argumentsOf(en[id]!), id).toEqual(argumentsOf(ko));
  });
});
