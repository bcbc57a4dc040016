import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { screenRegistry } from "../app/screen-registry.ts";
import { NOT_BUILT } from "../engine/routing/screen-registry.ts";
import { screenModules } from "./budget.ts";

describe("the budget's screen modules", () => {
  it("names the module of every built screen and of the screen mounted for one not built yet, and each exists", () => {
    const modules = screenModules();
    const built = Object.entries(screenRegistry)
      .filter(([, load]) => load !== NOT_BUILT)
      .map(([id]) => id);
    expect(built.filter((id) => !modules.has(id))).toEqual([]);
    expect(modules.get("notAvailableScreen")).toBe("screens/system/not-available.screen.tsx");
    expect([...modules.values()].filter((file) => !existsSync(file))).toEqual([]);
    expect(modules.get("eventDetail")).toBe("screens/events/event-detail.screen.tsx");
  });
});
