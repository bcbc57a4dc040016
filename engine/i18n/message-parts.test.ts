import { describe, expect, it } from "vitest";
import { devOnly, inShell, lazyParts, messagesOf, onDemand, shellCatalogues, withEveryScreen, withScreens } from "./message-parts.ts";

const c = (id: string, en = true) => ({ ko: { [id]: `${id} ko` }, en: en ? { [id]: `${id} en` } : {} });

const catalogs = {
  shell: inShell(c("shell.a")),
  gate: withScreens(c("gate.a"), ["entryGate"]),
  login: withScreens(c("login.a"), ["login", "loginAgreement"]),
  terms: withScreens(c("terms.a", false), ["loginAgreement", "login"]),
  api: withEveryScreen(c("api.a")),
  data: withEveryScreen(c("data.a")),
  lab: devOnly(c("lab.a")),
};

describe("message parts", () => {
  it("ship shell catalogues in the main chunk, and dev-only ones there outside production only", () => {
    expect(shellCatalogues(catalogs, true)).toEqual(["shell"]);
    expect(shellCatalogues(catalogs, false)).toEqual(["shell", "lab"]);
  });

  it("group catalogues loaded with the same screens, whatever their order, into one part", () => {
    expect(lazyParts(catalogs)).toEqual([
      { name: "gate", catalogues: ["gate"], screens: ["entryGate"] },
      { name: "login-terms", catalogues: ["login", "terms"], screens: ["login", "loginAgreement"] },
      { name: "screens", catalogues: ["api", "data"], screens: "every" },
    ]);
  });

  it("give each on-demand catalogue (a shell dialog's) a part of its own, named after it", () => {
    expect(lazyParts({ finder: onDemand(c("finder.a")), other: onDemand(c("other.a")) })).toEqual([
      { name: "finder", catalogues: ["finder"], screens: [] },
      { name: "other", catalogues: ["other"], screens: [] },
    ]);
  });

  it("fall back to Korean for an English text a catalogue lacks", () => {
    expect(messagesOf(catalogs, ["login", "terms"], "en")).toEqual({ "login.a": "login.a en", "terms.a": "terms.a ko" });
    expect(messagesOf(catalogs, ["login", "terms"], "ko")).toEqual({ "login.a": "login.a ko", "terms.a": "terms.a ko" });
  });
});
