import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { sourceMessages } from "./catalogs.ts";

type Texts = Record<string, string>;

// Every messages file of the app, wherever it lives: a new one is checked without being listed.
const modules = import.meta.glob<Record<string, unknown>>(
  ["/screens/**/*.messages.ts", "/engine/**/*.messages.ts", "/devtools/**/*.messages.ts", "/app/**/*.messages.ts"],
  { eager: true },
);
const files = Object.entries(modules).flatMap(([path, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === "object" && v !== null && "ko" in v && "en" in v)
    .map(([name, v]) => [`${path} ${name}`, v as { ko: Texts; en: Texts }] as const),
);

/** The argument names of a message: {mall}, {count, plural, …}, <b> tags, also inside plural and select branches. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(e.type === TYPE.tag ? `<${e.value}>` : e.value);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) argumentsOf(o.value, into);
  }
  return into;
}

describe("messages files", () => {
  it("are found beside the screens", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  describe.each(files)("%s", (_, file) => {
    it("has the same ids in ko and en", () => {
      expect(Object.keys(file.en).sort()).toEqual(Object.keys(file.ko).sort());
    });

    it("holds valid ICU messages with no empty text, and the same placeholders in both languages", () => {
      for (const [id, ko] of Object.entries(file.ko)) {
        const en = file.en[id] ?? "";
        for (const text of [ko, en]) expect(text.trim(), id).not.toBe("");
        expect([...argumentsOf(parse(en))].sort(), id).toEqual([...argumentsOf(parse(ko))].sort());
      }
    });

    it("defines no id of the kit's catalogues (one id, one text)", () => {
      const kit = sourceMessages("ko");
      for (const id of Object.keys(file.ko)) expect(kit[id], id).toBeUndefined();
    });
  });
});
