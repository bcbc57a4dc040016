import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formsMessages } from "../forms/forms.messages.ts";

const ko: Record<string, string> = formsMessages.ko;
const en: Record<string, string> = formsMessages.en;
const args = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]))].sort();

describe("forms catalogue", () => {
  it("has the same ids and placeholders in ko and en, all under forms.", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const [id, text] of Object.entries(ko)) {
      expect(id.startsWith("forms."), id).toBe(true);
      expect(args(en[id]!), id).toEqual(args(text));
    }
  });

  it("has every forms.* id the kit's code uses, in both languages", () => {
    const dir = new URL(".", import.meta.url);
    const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const used = new Set(sources.flatMap((f) => [...readFileSync(new URL(f, dir), "utf8").matchAll(/"(forms\.[\w.]+)"/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(10);
    for (const id of used) {
      expect(ko[id], id).toBeTruthy();
      expect(en[id], id).toBeTruthy();
    }
  });
});
