import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";
import { catalogs, FIRST_ROUTE_SCREENS, sourceMessages } from "./catalogs.ts";
import { lazyParts, messagesOf, SHELL_PART, shellCatalogues } from "./message-parts.ts";

describe("message catalogues", () => {
  it.each(Object.entries(catalogs))("%s has the same ids in ko and en", (_, c) => {
    expect(Object.keys(c.en).sort()).toEqual(Object.keys(c.ko).sort());
  });

  it("never defines one id in two catalogues", () => {
    const seen = new Map<string, string>();
    for (const [name, c] of Object.entries(catalogs))
      for (const id of Object.keys(c.ko)) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${name}`).toBeUndefined();
        seen.set(id, name);
      }
  });

  it("holds valid ICU messages with no empty text", () => {
    for (const locale of ["ko", "en"] as const)
      for (const [id, text] of Object.entries(sourceMessages(locale))) {
        expect(text.trim(), id).not.toBe("");
        expect(() => parse(text), id).not.toThrow();
      }
  });

  it("ships what the first routes show in the shell part, and every other manifest id with every screen", () => {
    // The shell shows the route title and the quick links (header, document title, drawer) before
    // any part loads on the first routes; any other route's screen brings the every-screen part.
    const shell = messagesOf(catalogs, shellCatalogues(catalogs, true), "ko");
    const every = messagesOf(catalogs, lazyParts(catalogs).find((p) => p.screens === "every")?.catalogues ?? [], "ko");
    for (const [id, set] of Object.entries(bundle.routeSets)) {
      for (const r of flattenRoutes(set.routes)) {
        if (!r.node.title) continue;
        const first = r.node.screen !== undefined && FIRST_ROUTE_SCREENS.includes(r.node.screen);
        expect(first ? shell[r.node.title] : (every[r.node.title] ?? shell[r.node.title]), `${id} ${r.fullPath}`).toBeDefined();
      }
      for (const q of set.quickLinks ?? []) expect(shell[q.label], `${id} quick link ${q.to}`).toBeDefined();
    }
  });

  it("groups lazily loaded catalogues into parts by the screens they arrive with", () => {
    const parts = lazyParts(catalogs);
    expect(parts.map((p) => p.name)).not.toContain(SHELL_PART);
    const named = parts.flatMap((p) => p.catalogues);
    expect(new Set(named).size).toBe(named.length);
    expect(parts.find((p) => p.screens === "every")?.catalogues).toEqual(["api", "data", "forms", "format", "session", "routeTitles"]);
  });

  it("holds only the kit's words: a screen's words live beside it (*.messages.ts)", () => {
    expect(Object.keys(catalogs).sort()).toEqual(["api", "data", "dialogs", "format", "forms", "routeTitles", "routes", "session", "shell", "ui"]);
  });
});
