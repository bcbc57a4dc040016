import { describe, expect, it } from "vitest";
import { screenIds } from "../schemas/screen-ids.ts";
import { registrationsByArea } from "./screen-registry.ts";

describe("the app's screen registry", () => {
  it("registers every screen id exactly once across the areas", () => {
    const seen = new Map<string, string>();
    for (const [area, registrations] of Object.entries(registrationsByArea)) {
      for (const id of Object.keys(registrations)) {
        expect(seen.get(id), `${id} is registered by ${seen.get(id)} and ${area}`).toBeUndefined();
        seen.set(id, area);
      }
    }
    expect([...seen.keys()].sort()).toEqual([...screenIds].sort());
  });
});
