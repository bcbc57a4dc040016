import { describe, expect, it } from "vitest";
import { rentalVenueIds } from "../../schemas/mall-content.ts";
import { screenPropsSchemas } from "../../schemas/screens/props.ts";
import { mallByPath } from "./bundle.ts";
import { mallPage } from "./mall-pages.ts";
import { mallRentalVenues } from "./rental-venues.ts";

describe("a mall's static pages and rental venues", () => {
  it("come from their own modules, which the main chunk's manifests leave out", () => {
    expect(mallPage("hanam", "giftCard")?.title.ko).toBe("상품권 안내");
    expect(mallRentalVenues("hanam")?.venues.map((v) => v.id)).toEqual([...rentalVenueIds]);
    expect(mallByPath("hanam")).not.toHaveProperty("pages");
    expect(mallByPath("hanam")).not.toHaveProperty("rentalVenues");
  });

  it("give nothing for an unknown mall or page, nor for a name every object has", () => {
    expect(mallPage("goyang", "giftCard")).toBeUndefined();
    expect(mallPage("hanam", "nothing")).toBeUndefined();
    expect(mallPage("hanam", "constructor")).toBeUndefined();
    expect(mallPage("hanam", undefined)).toBeUndefined();
    expect(mallPage(null, "giftCard")).toBeUndefined();
    expect(mallRentalVenues("coexmall")).toBeUndefined();
  });

  it("the venues a manifest may describe are the venues the rental routes mount", () => {
    expect(screenPropsSchemas.rentalInfo.shape.venue.options).toEqual([...rentalVenueIds]);
  });
});
