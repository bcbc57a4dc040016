import * as z from "zod/mini";
import { contentPageId } from "./content-page-id.ts";
import { localizedTextSchema } from "./manifest-common.ts";

// A mall's static content pages (/page?id=, F53) and its venue rental pages (store/rentalInfo/*,
// F44): written by the operator in the manifest, Korean and English (REMAINING-SCREENS decision 13).

/** One titled part of a static page: paragraphs, a list of points, or both. */
export const contentSectionSchema = z
  .strictObject({
    heading: localizedTextSchema.check(z.describe("The part's heading")),
    paragraphs: z.optional(z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(6))).check(z.describe("Paragraphs of plain text")),
    points: z.optional(z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(10))).check(z.describe("A list of short points")),
  })
  .check(z.refine((s) => s.paragraphs !== undefined || s.points !== undefined, { message: "a section needs paragraphs or points" }));
export type ContentSection = z.output<typeof contentSectionSchema>;

/** A static page of plain text (no HTML): its title, a lead and its sections. */
export const contentPageSchema = z.strictObject({
  title: localizedTextSchema.check(z.describe("The page's title (its heading)")),
  lead: z.optional(localizedTextSchema).check(z.describe("A sentence under the title")),
  sections: z.array(contentSectionSchema).check(z.minLength(1), z.maxLength(8)),
});
export type ContentPage = z.output<typeof contentPageSchema>;

/** The static pages of a mall by id (`/page?id=<id>`); an id not listed is the not-found page. */
export const mallPagesSchema = z
  .record(contentPageId, contentPageSchema)
  .check(z.refine((pages) => Object.keys(pages).length <= 12, { message: "at most 12 pages" }));
export type MallPages = z.output<typeof mallPagesSchema>;

/** The venues of the rental pages, one route each (store/rentalInfo/<venue>; route prop venue). */
export const rentalVenueIds = ["livePlaza", "jambaJuice", "megabox", "chicor", "YPbooks"] as const;
export type RentalVenueId = (typeof rentalVenueIds)[number];

/** One rentable venue: what it is, its size, what it suits, what it has, when it can be booked. */
export const rentalVenueSchema = z.strictObject({
  id: z.enum(rentalVenueIds).check(z.describe("The venue's route (store/rentalInfo/<id>)")),
  name: localizedTextSchema.check(z.describe("The venue's name (its tab)")),
  place: localizedTextSchema.check(z.describe("Where it is in the mall (floor and landmark)")),
  summary: localizedTextSchema.check(z.describe("What the venue is, in a sentence or two")),
  areaM2: z.optional(z.number().check(z.int(), z.positive(), z.lte(100_000))).check(z.describe("Floor area in square metres")),
  capacity: z.optional(z.number().check(z.int(), z.positive(), z.lte(10_000))).check(z.describe("How many people it holds")),
  hours: localizedTextSchema.check(z.describe("When it can be rented")),
  uses: z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(8), z.describe("What it can be rented for")),
  equipment: z.optional(z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(8))).check(z.describe("What comes with it")),
  fee: z.optional(localizedTextSchema).check(z.describe("How the fee is set")),
});
export type RentalVenue = z.output<typeof rentalVenueSchema>;

/** The rental pages: the venues in tab order, and how to ask for one. */
export const rentalVenuesSchema = z
  .strictObject({
    phone: z.string().check(z.regex(/^\d{2,4}-\d{3,4}-\d{4}$/, "must be a phone number like 031-8072-8000"), z.describe("The rental desk")),
    hours: localizedTextSchema.check(z.describe("When the rental desk answers")),
    howTo: z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(5), z.describe("The steps of a rental request")),
    venues: z.array(rentalVenueSchema).check(z.minLength(1), z.maxLength(rentalVenueIds.length)),
  })
  .check(
    z.superRefine((block, ctx) => {
      const seen = new Set<string>();
      block.venues.forEach((v, i) => {
        if (seen.has(v.id)) ctx.addIssue({ code: "custom", path: ["venues", i, "id"], message: `venue "${v.id}" is listed twice`, input: v.id });
        seen.add(v.id);
      });
    }),
  );
export type RentalVenues = z.output<typeof rentalVenuesSchema>;
