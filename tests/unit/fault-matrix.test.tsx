import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registrationsByArea, screenRegistry } from "../../app/screen-registry.ts";
import { NOT_BUILT } from "../../engine/routing/screen-registry.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { FAULT_MATRIX_PARTS } from "./fault-matrix-parts.ts";
import { screenFixtures } from "./screen-fixtures.ts";

const built = (Object.keys(screenRegistry) as ScreenId[]).filter((id) => screenRegistry[id] !== NOT_BUILT);

describe("screen fault matrix: its fixtures and parts", () => {
  it("has a fixture for every built screen, and none for a screen not built", () => {
    expect(built.filter((id) => screenFixtures[id] === undefined)).toEqual([]);
    expect((Object.keys(screenFixtures) as ScreenId[]).filter((id) => !built.includes(id))).toEqual([]);
  });

  it("runs every area of screens in exactly one part, each part in its own test file", () => {
    const areas = Object.keys(registrationsByArea).filter((area) => area !== "notBuiltScreens");
    const inParts: string[] = Object.values(FAULT_MATRIX_PARTS).flat();
    expect([...inParts].sort()).toEqual([...areas].sort());
    const files = readdirSync(new URL(".", import.meta.url));
    expect(Object.keys(FAULT_MATRIX_PARTS).filter((part) => !files.includes(`fault-matrix-${part}.test.ts`))).toEqual([]);
  });
});
