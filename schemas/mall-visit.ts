import * as z from "zod/mini";
import { localizedTextSchema } from "./manifest-common.ts";

/** A calendar day, YYYY-MM-DD. */
const isoDay = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a day, YYYY-MM-DD"));

/**
 * A point in WGS84 degrees, inside South Korea's mainland and islands (a swapped or mistyped pair
 * lands outside and is reported, never sent to a map app).
 */
export const coordinatesSchema = z.strictObject({
  lat: z.number().check(z.gte(33), z.lte(38.7), z.describe("Latitude in degrees (WGS84)")),
  lng: z.number().check(z.gte(124.5), z.lte(131), z.describe("Longitude in degrees (WGS84)")),
});
export type Coordinates = z.output<typeof coordinatesSchema>;

/** One way to the mall by one means: a road or exit, a stop or a station, with its lines and the walk. */
export const visitStepSchema = z.strictObject({
  name: localizedTextSchema.check(z.describe("The road, bus stop or station exit")),
  lines: z.optional(z.string().check(z.minLength(1), z.maxLength(80))).check(z.describe("Bus numbers or subway lines (62-1, 7-2; Line 1)")),
  distance: z.optional(z.number().check(z.int(), z.positive(), z.lte(100_000))).check(z.describe("Metres from there to the mall")),
  walk: z.optional(z.number().check(z.int(), z.positive(), z.lte(60))).check(z.describe("Minutes on foot from there")),
});
export type VisitStep = z.output<typeof visitStepSchema>;

/** A site fact shown on the about page (spec part-1 §9, part-2 §1); the words are the catalogue's. */
export const siteFactSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("freeParking") }),
  z.strictObject({ kind: z.literal("restaurants"), count: z.number().check(z.int(), z.positive()) }),
  z.strictObject({ kind: z.literal("tower"), metres: z.number().check(z.int(), z.positive()) }),
  z.strictObject({ kind: z.literal("eventDays"), days: z.number().check(z.int(), z.positive(), z.lte(366)) }),
]);
export type SiteFact = z.output<typeof siteFactSchema>;

/** What the about and directions pages show of a mall (families F13, F14). */
export const mallVisitSchema = z.strictObject({
  address: localizedTextSchema.check(z.describe("Street address")),
  phone: z.string().check(z.regex(/^\d{2,4}-\d{3,4}-\d{4}$/, "must be a phone number like 031-8072-8000"), z.describe("Information desk")),
  coordinates: coordinatesSchema.check(z.describe("The main entrance, for the map apps' pins")),
  map: z
    .string()
    .check(
      z.regex(/^\/images\/location\/[A-Za-z0-9_-]+\.svg$/, "must be an image under /images/location/"),
      z.describe("The static area map (355 × 260 base, the mall at its centre)"),
    ),
  closedDays: z.optional(z.array(isoDay).check(z.maxLength(30))).check(z.describe("Days the mall is closed (Asia/Seoul)")),
  facts: z.optional(z.array(siteFactSchema).check(z.maxLength(6))).check(z.describe("Site facts shown on the about page")),
  ways: z
    .strictObject({
      car: z.array(visitStepSchema).check(z.maxLength(6)),
      bus: z.array(visitStepSchema).check(z.maxLength(6)),
      subway: z.array(visitStepSchema).check(z.maxLength(6)),
    })
    .check(z.describe("The directions page's tabs: by car, bus and subway")),
});
export type MallVisit = z.output<typeof mallVisitSchema>;
