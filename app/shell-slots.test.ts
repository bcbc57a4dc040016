// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { catalogs } from "../engine/i18n/catalogs.ts";
import { lazyParts } from "../engine/i18n/message-parts.ts";
import { SHELL_QUERY_PARAMS } from "../engine/manifests/vite-plugin.ts";
import { ROUTE_FINDER_PARTS, shellSlots } from "./shell-slots.tsx";

describe("shell slots", () => {
  it("every query dialog's parameter ships with the routes that declare it (the manifests plugin keeps only those)", () => {
    for (const key of Object.keys(shellSlots.QueryDialogs ?? {})) expect(SHELL_QUERY_PARAMS.has(key), key).toBe(true);
  });

  it("the route finder loads message parts that exist: the floor map's", () => {
    const parts = lazyParts(catalogs);
    for (const name of ROUTE_FINDER_PARTS) expect(parts.map((p) => p.name), name).toContain(name);
    expect(parts.find((p) => p.name === "floorMap")?.catalogues).toEqual(["floorMap"]);
  });
});
