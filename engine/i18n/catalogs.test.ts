import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";
import { catalogs, sourceMessages } from "./catalogs.ts";

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

  it("holds every route title and quick-link label the manifests name: the shell shows them on any route", () => {
    const shell = sourceMessages("ko");
    for (const [id, set] of Object.entries(bundle.routeSets)) {
      for (const r of flattenRoutes(set.routes)) if (r.node.title) expect(shell[r.node.title], `${id} ${r.fullPath}`).toBeDefined();
      for (const q of set.quickLinks ?? []) expect(shell[q.label], `${id} quick link ${q.to}`).toBeDefined();
    }
  });

  it("holds only the shell's words: the kit's other words and a screen's live beside their code (*.messages.ts)", () => {
    expect(Object.keys(catalogs).sort()).toEqual(["dialogs", "routeTitles", "routes", "shell", "ui"]);
  });
});
