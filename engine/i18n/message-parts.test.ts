import { describe, expect, it } from "vitest";
import { messagesOf } from "./message-parts.ts";

const c = (id: string, en = true) => ({ ko: { [id]: `${id} ko` }, en: en ? { [id]: `${id} en` } : {} });

const catalogs = { shell: c("shell.a"), ui: c("ui.a", false) };

describe("messagesOf", () => {
  it("merges the named catalogues, and falls back to Korean for an English text a catalogue lacks", () => {
    expect(messagesOf(catalogs, ["shell", "ui"], "en")).toEqual({ "shell.a": "shell.a en", "ui.a": "ui.a ko" });
    expect(messagesOf(catalogs, ["shell", "ui"], "ko")).toEqual({ "shell.a": "shell.a ko", "ui.a": "ui.a ko" });
    expect(messagesOf(catalogs, ["shell"], "ko")).toEqual({ "shell.a": "shell.a ko" });
  });
});
