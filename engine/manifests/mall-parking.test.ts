import { describe, expect, it } from "vitest";
import { mallByPath } from "./bundle.ts";
import { mallParking } from "./mall-parking.ts";

describe("mallParking", () => {
  it("gives a mall's parking from its own module, which the main chunk's manifests leave out", () => {
    expect(mallParking("anseong")).toMatchObject({ free: true });
    expect(mallParking("hanam")?.fee).toMatchObject({ unitMinutes: 10, unitWon: 1000 });
    expect(mallParking("hanam")?.entrances.length).toBeGreaterThan(0);
    expect(mallByPath("hanam")).not.toHaveProperty("parking");
    expect(mallParking("nowhere")).toBeUndefined();
  });
});
