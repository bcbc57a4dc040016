import * as z from "zod/mini";
import { screenIds } from "./screen-ids.ts";

/** Languages the app ships catalogues for. */
export const localeSchema = z.enum(["ko", "en"]);
export type Locale = z.output<typeof localeSchema>;

export const localizedTextSchema = z.strictObject({
  ko: z.string().check(z.minLength(1), z.describe("Korean text (always required: Korean is the default locale)")),
  en: z.string().check(z.minLength(1), z.describe("English text")),
});

export const screenIdSchema = z.enum(screenIds).check(z.describe("A registered screen id (app/screen-registry.ts)"));

/** Areas a mall can switch on; routes tagged with a feature mount only where it is enabled. */
export const featureSchema = z.enum([
  "stores",
  "floors",
  "parking",
  "directions",
  "events",
  "coupons",
  "stamps",
  "kids",
  "library",
  "cityLounge",
  "rental",
  "investor",
  "exhibitions",
  "service",
  "membership",
  "receipts",
  "mycar",
  "search",
  "dining",
  "entertainment",
  "luxury",
  "momAndKids",
  "anchorTenants",
  "specialGuide",
  "brandPromotion",
  "partnerCard",
  "loyalty",
  "club",
  "games",
  "spaceContent",
  /** The VIP club (hanam: luxury spend counts toward the tier): the membership page shows the tier and its popup. */
  "vipClub",
  /** The receipts page's overseas/luxury-brand (S-class) box: its list call asks for those purchases only (hanam). */
  "sclassReceipts",
]);
export type Feature = z.output<typeof featureSchema>;

export const routeFlagsSchema = z.strictObject({
  showTop: z.optional(z.boolean()).check(z.describe("Show the to-top control on this route")),
  hideHeader: z.optional(z.boolean()).check(z.describe("Hide the shared header on this route")),
  noSharedUi: z.optional(z.boolean()).check(z.describe("The screen does not use the shared component library (the myinfo area)")),
  keepDrawer: z.optional(z.boolean()).check(z.describe("Navigating to this route does not close an open drawer (intro, layouts and app paths)")),
  cached: z.optional(z.boolean()).check(z.describe("Keep the screen mounted when navigating away (Suwon main)")),
  devOnly: z.optional(z.boolean()).check(z.describe("Mounted only in development builds (/layouts)")),
  requiresMember: z.optional(z.boolean()).check(z.describe("Only a logged-in member sees this route (and its children); a visitor gets the login prompt")),
});
export type RouteFlags = z.output<typeof routeFlagsSchema>;
