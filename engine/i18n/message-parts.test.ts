import { describe, expect, it } from "vitest";
import { devOnly, inShell, lazyParts, messagesOf, shellCatalogues, withEveryScreen } from "./message-parts.ts";

const c = (id: string, en = true) => ({ ko: { [id]: `${id} ko` }, en: en ? { [id]: `${id} en` } : {} });

const catalogs = {
  shell: inShell(c("shell.a")),
  api: withEveryScreen(c("api.a")),
  data: withEveryScreen(c("data.a", false)),
  lab: devOnly(c("lab.a")),
};

describe("message parts", () => {
  it("ship shell catalogues in the main chunk, and dev-only ones there outside production only", () => {
    expect(shellCatalogues(catalogs, true)).toEqual(["shell"]);
    expect(shellCatalogues(catalogs, false)).toEqual(["shell", "lab"]);
  });

  it("group the kit's every-screen catalogues into one lazily loaded part", () => {
    expect(lazyParts(catalogs)).toEqual([{ name: "screens", catalogues: ["api", "data"], screens: "every" }]);
    expect(lazyParts({ shell: inShell(c("shell.a")) })).toEqual([]);
  });

  it("fall back to Korean for an English text a catalogue lacks", () => {
    expect(messagesOf(catalogs, ["api", "data"], "en")).toEqual({ "api.a": "api.a en", "data.a": "data.a ko" });
    expect(messagesOf(catalogs, ["api", "data"], "ko")).toEqual({ "api.a": "api.a ko", "data.a": "data.a ko" });
  });
});
